/**
 * Choice widgets beyond the plain radio group: yes/no for a boolean, choice cards (a radio group drawn as
 * large tappable cards), checkboxes for an array of options, and the consent checkbox.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { hasError } from './aria.js';
import { useMessages } from '../messages.js';

import { BooleanCheckbox, ChoiceFieldset, LegendFieldset } from './ChoiceFieldset.js';

/** `yesNo`: a boolean as two inline radios, Yes and No. */
export function YesNoWidget(props: WidgetProps) {
  const t = useMessages();
  const choices = [
    { value: true, label: t('widget.yesNo.yes') },
    { value: false, label: t('widget.yesNo.no') },
  ];
  return <ChoiceFieldset {...props} choices={choices} row />;
}

/** `choiceCards`: the field's options as a grid of large radio cards (quote type, payment method ...). */
export function ChoiceCardsWidget(props: WidgetProps) {
  const choices = (props.options.enumOptions ?? []).map((o) => ({ value: o.value, label: o.label }));
  return <ChoiceFieldset {...props} choices={choices} cards />;
}

/** `checkboxes`: an array field whose items are options; one checkbox per option. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, options } = props;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const enumOptions = options.enumOptions ?? [];
  const toggle = (optionValue: unknown, checked: boolean) => {
    const next = enumOptions
      .map((o) => o.value)
      .filter((v) => (v === optionValue ? checked : selected.includes(v)));
    onChange(next);
  };
  return (
    <LegendFieldset field={props}>
      <FormGroup>
        {enumOptions.map((o, i) => (
          <FormControlLabel
            key={String(o.value)}
            label={o.label}
            control={
              <Checkbox
                id={optionId(id, i)}
                checked={selected.includes(o.value)}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
            }
          />
        ))}
      </FormGroup>
    </LegendFieldset>
  );
}

/**
 * `consentCheckbox`: a boolean the user must tick to agree; the statement is the field's description
 * (long consent text) or, without one, its label.
 */
export function ConsentCheckboxWidget(props: WidgetProps) {
  const { label, required, schema } = props;
  const statement = typeof schema.description === 'string' && schema.description ? schema.description : label;
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: hasError(props) ? 'error.main' : 'divider', borderRadius: 1 }}>
      <BooleanCheckbox field={props} label={statement + (required ? ' *' : '')} />
    </Box>
  );
}
