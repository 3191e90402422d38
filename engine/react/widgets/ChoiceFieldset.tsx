/**
 * The parts the choice widgets share (toggles.tsx, choice.tsx): the fieldset with its legend, the one
 * radio group every radio-like widget draws ({@link ChoiceFieldset}) and the single boolean checkbox.
 */
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { choose, describedBy, hasError } from './aria.js';

/** One option of a {@link ChoiceFieldset}. */
export interface Choice {
  value: unknown;
  label: string;
}

/** A fieldset whose legend is the field label, described by and marked with the field's errors. */
export function LegendFieldset({ field, children }: { field: WidgetProps; children: ReactNode }) {
  return (
    <FormControl
      component="fieldset"
      error={hasError(field)}
      disabled={field.disabled || field.readonly}
      aria-describedby={describedBy(field)}
    >
      <FormLabel component="legend" required={field.required}>
        {field.label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** A single checkbox for a boolean field, labelled `label`. */
export function BooleanCheckbox({ field, label }: { field: WidgetProps; label: string }) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = field;
  return (
    <FormControlLabel
      label={label}
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
            input: { 'aria-describedby': describedBy(field), 'aria-invalid': hasError(field) } as object,
          }}
        />
      }
    />
  );
}

/**
 * A radio group in a fieldset whose legend is the field label (GOV.UK pattern): the plain radios, yes/no
 * and, with `cards`, large tappable cards. Shared by the radio widget and the choice widgets.
 */
export function ChoiceFieldset(props: WidgetProps & { choices: Choice[]; row?: boolean; cards?: boolean }) {
  const { id, value, onBlur, onFocus, choices, row, cards } = props;
  const index = choices.findIndex((c) => c.value === value);
  return (
    <LegendFieldset field={props}>
      <RadioGroup
        name={id}
        row={row}
        value={index < 0 ? '' : String(index)}
        onChange={(_e, v) => choose(props, choices[Number(v)]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        sx={
          cards
            ? { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: 1 }
            : undefined
        }
      >
        {choices.map((c, i) => (
          <FormControlLabel
            key={String(c.value)}
            value={String(i)}
            label={c.label}
            sx={
              cards
                ? {
                    m: 0,
                    p: 1.5,
                    border: 1,
                    borderColor: i === index ? 'primary.main' : 'divider',
                    borderRadius: 1,
                  }
                : undefined
            }
            control={
              <Radio id={optionId(id, i)} slotProps={{ input: { 'aria-invalid': hasError(props) } }} />
            }
          />
        ))}
      </RadioGroup>
    </LegendFieldset>
  );
}
