/**
 * The app's widgets, registered by name into the engine's registry (next to the engine's own, such as
 * the generic list picker `lookupSelect`): postcode search, address picker, supplier logo picker, EV
 * panel, and the app's usage tabs (with the help-me-estimate modal). Only what the first card shows
 * (postcode search, address picker) is bundled with the page; the others are chunks fetched when a card
 * first shows them or when the householder first interacts with the page (see engine/react lazyWidget).
 */
import { createWidgetRegistry, lazyWidget, type WidgetRegistry } from '../../engine/react/index.js';
import { AddressPickerWidget } from './AddressPickerWidget';
import { PostcodeSearchWidget } from './PostcodeSearchWidget';
import { signUpWidgets } from './signUpWidgets';

/** A registry with the engine's widgets and every app widget. */
export function createAppWidgetRegistry(): WidgetRegistry {
  return createWidgetRegistry({
    postcodeSearch: PostcodeSearchWidget,
    addressPicker: AddressPickerWidget,
    supplierLogoPicker: lazyWidget(() =>
      import('./SupplierLogoPickerWidget').then((m) => m.SupplierLogoPickerWidget),
    ),
    usageTabs: lazyWidget(() => import('./UsageTabsWidget').then((m) => m.UsageTabsWidget)),
    evPanel: lazyWidget(() => import('./EvPanelWidget').then((m) => m.EvPanelWidget)),
    // The sign-up's (its own chunks), so one registry serves every journey file.
    ...signUpWidgets,
  });
}
