import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

/** One filter as a group of radio buttons under its legend. */
export function ChoiceGroup<V extends string>({
  legend,
  value,
  options,
  onChange,
  name,
}: {
  legend: string;
  value: V;
  options: { value: V; label: string }[];
  onChange(value: V): void;
  name: string;
}) {
  const id = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'block' }}>
      <FormLabel component="legend" id={id} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A yes / no / any filter value as a radio value. */
export type TriState = 'any' | 'yes' | 'no';

/** `null` is any, true yes, false no. */
export const toTriState = (v: boolean | null): TriState => (v === null ? 'any' : v ? 'yes' : 'no');
/** The filter value of a radio value. */
export const fromTriState = (v: TriState): boolean | null => (v === 'any' ? null : v === 'yes');
