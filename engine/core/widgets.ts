/**
 * Widget names a card's uiSchema may use as `ui:widget`. The meta-schema (journey.schema.json) is
 * generated from this list, and engine/react's registry must register exactly these names (a test on
 * the React side checks it). To add a widget: add its name here, run `npm run journey:schema`, and
 * register the component in engine/react (or in the app, for an app-filled slot).
 */

/** RJSF's own widgets (rendered by the theme). */
export const standardWidgetNames = [
  'text',
  'textarea',
  'password',
  'email',
  'updown',
  'range',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'hidden',
  'date',
] as const;

/** Widgets the engine or the app provides (the app fills slots such as the address picker). */
export const customWidgetNames = [
  'addressPicker',
  'postcodeSearch',
  'supplierLogoPicker',
  'sortCode',
  'dayMonthYear',
  'slider',
  'usageTabs',
  'yesNo',
  'consentCheckbox',
  'choiceCards',
  'lookupSelect',
  'evPanel',
] as const;

/** A widget name a journey file may use. */
export type WidgetName = (typeof standardWidgetNames)[number] | (typeof customWidgetNames)[number];

/** Every widget name, sorted: the `ui:widget` enum of the meta-schema. */
export const widgetNames: readonly WidgetName[] = [...standardWidgetNames, ...customWidgetNames].sort();
