/**
 * The generic radio group and checkbox, on MUI: a chunk of their own (built-in.ts), since the first
 * card of the quote form shows neither, and MUI's radio, checkbox and label parts are some 7 KB gzip.
 * Labels, `aria-describedby` and `aria-invalid` follow the engine's error display, and a radio group
 * is a fieldset with a legend.
 */
import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import { BooleanCheckbox, ChoiceFieldset } from './ChoiceFieldset.js';

/** A radio group in a fieldset whose legend is the field label (GOV.UK pattern). */
export function RadioWidget(props: WidgetProps) {
  const choices = (props.options.enumOptions ?? []).map((o) => ({ value: o.value, label: o.label }));
  return <ChoiceFieldset {...props} choices={choices} row={Boolean(getUiOptions(props.uiSchema).inline)} />;
}

/** A single checkbox for a boolean, labelled by the field label. */
export function CheckboxWidget(props: WidgetProps) {
  return <BooleanCheckbox field={props} label={props.label + (props.required ? ' *' : '')} />;
}
