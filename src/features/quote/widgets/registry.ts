/**
 * The app's widgets, registered by name into the engine's registry (next to the engine's own, such as
 * the generic list picker `lookupSelect`): postcode search, address picker, supplier logo picker, EV
 * panel, and the app's usage tabs (with the help-me-estimate modal).
 */
import { createWidgetRegistry, type WidgetRegistry } from '../../../../engine/react/index.js';
import { AddressPickerWidget } from './AddressPickerWidget';
import { EvPanelWidget } from './EvPanelWidget';
import { PostcodeSearchWidget } from './PostcodeSearchWidget';
import { SupplierLogoPickerWidget } from './SupplierLogoPickerWidget';
import { UsageTabsWidget } from './UsageTabsWidget';

/** A registry with the engine's widgets and every app widget. */
export function createAppWidgetRegistry(): WidgetRegistry {
  return createWidgetRegistry({
    postcodeSearch: PostcodeSearchWidget,
    addressPicker: AddressPickerWidget,
    supplierLogoPicker: SupplierLogoPickerWidget,
    usageTabs: UsageTabsWidget,
    evPanel: EvPanelWidget,
  });
}
