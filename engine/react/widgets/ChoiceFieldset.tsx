/** The one radio-group fieldset every radio-like widget draws (see {@link ChoiceFieldset}). */
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

/**
 * A radio group in a fieldset whose legend is the field label (GOV.UK pattern): the plain radios, yes/no
 * and, with `cards`, large tappable cards. Shared by the radio widget and the choice widgets.
 */
export function ChoiceFieldset(props: WidgetProps & { choices: Choice[]; row?: boolean; cards?: boolean }) {
  const { id, value, label, required, disabled, readonly, onBlur, onFocus, choices, row, cards } = props;
  const index = choices.findIndex((c) => c.value === value);
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
    </FormControl>
  );
}
