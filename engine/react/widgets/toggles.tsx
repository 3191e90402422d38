/**
 * The generic radio group and checkbox, on MUI: a chunk of their own (built-in.ts), since the first
 * card of the quote form shows neither, and MUI's radio, checkbox and label parts are some 7 KB gzip.
 * Labels, `aria-describedby` and `aria-invalid` follow the engine's error display, and a radio group
 * is a fieldset with a legend.
 */
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import RadioGroup from '@mui/material/RadioGroup';
import Radio from '@mui/material/Radio';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { getUiOptions, optionId, type WidgetProps } from '@rjsf/utils';
import { choose, describedBy, hasError } from './aria.js';

/** A radio group in a fieldset whose legend is the field label (GOV.UK pattern). */
export function RadioWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onBlur, onFocus, options, uiSchema } = props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const inline = Boolean(getUiOptions(uiSchema).inline);
  return (
    <FormControl
      component="fieldset"
      error={hasError(props)}
      disabled={disabled || readonly}
      aria-describedby={describedBy(props)}
    >
      <FormLabel component="legend" required={required}>
        {label}
      </FormLabel>
      <RadioGroup
        name={id}
        row={inline}
        value={index < 0 ? '' : String(index)}
        onChange={(_e, v) => choose(props, enumOptions[Number(v)]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {enumOptions.map((o, i) => (
          <FormControlLabel
            key={String(o.value)}
            value={String(i)}
            label={o.label}
            control={
              <Radio id={optionId(id, i)} slotProps={{ input: { 'aria-invalid': hasError(props) } }} />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A single checkbox for a boolean, labelled by the field label. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  return (
    <FormControlLabel
      label={label + (required ? ' *' : '')}
      disabled={disabled || readonly}
      control={
        <Checkbox
          id={id}
          name={id}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          slotProps={{
            input: { 'aria-describedby': describedBy(props), 'aria-invalid': hasError(props) } as object,
          }}
        />
      }
    />
  );
}
