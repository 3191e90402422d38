/**
 * The sign-up's widgets by name, each its own chunk (fetched when a card first shows it): the
 * previous-address list (the address searches use the quote's postcode search and picker). The
 * app's registry (src/widgets/registry.ts) includes them, so the staff preview, the
 * render snapshots and the journey checker know them too.
 */
import { lazyWidget, type LazyWidget } from '../../engine/react/index.js';

/** The sign-up widgets, by the name a card's `ui:widget` gives. */
export const signUpWidgets: Readonly<Record<string, LazyWidget>> = {
  previousAddressList: lazyWidget(() =>
    import('./PreviousAddressListWidget').then((m) => m.PreviousAddressListWidget),
  ),
};
