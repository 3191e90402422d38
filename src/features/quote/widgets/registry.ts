/**
 * The app's widgets, registered by name into the engine's registry: the slots the engine leaves to
 * the app (postcode search, address picker, supplier logo picker, lookup select, EV panel) and the
 * app's usage tabs (with the help-me-estimate modal). The EV panel is its own chunk, fetched when a
 * card first shows it.
 */
import { createWidgetRegistry, lazyWidget, type WidgetRegistry } from '../../../../engine/react/index.js';
import { AddressPickerWidget } from './AddressPickerWidget';
import { LookupSelectWidget } from './LookupSelectWidget';
import { PostcodeSearchWidget } from './PostcodeSearchWidget';
import { SupplierLogoPickerWidget } from './SupplierLogoPickerWidget';
import { UsageTabsWidget } from './UsageTabsWidget';

/** A registry with the engine's widgets and every app widget. */
export function createAppWidgetRegistry(): WidgetRegistry {
  return createWidgetRegistry({
    postcodeSearch: PostcodeSearchWidget,
    addressPicker: AddressPickerWidget,
    supplierLogoPicker: SupplierLogoPickerWidget,
    lookupSelect: LookupSelectWidget,
    usageTabs: UsageTabsWidget,
    evPanel: lazyWidget(() => import('./EvPanelWidget').then((m) => m.EvPanelWidget)),
  });
}
