/**
 * Day / month / year date entry (GOV.UK pattern): three numeric boxes in a fieldset whose legend is the
 * field label. The form holds `YYYY-MM-DD`; an impossible date (31 April, 29 February 2023) is kept as
 * typed so the schema's `format: "date"` reports it instead of the input disappearing.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasError } from './aria.js';
import { partsToValue, valueToParts, type DateParts } from './date-parts.js';
import { useMessages } from '../messages.js';
import { OutlinedField } from './OutlinedField.js';

const boxes: Array<{ part: keyof DateParts; key: string; width: string; maxLength: number }> = [
  { part: 'day', key: 'widget.date.day', width: '4.5em', maxLength: 2 },
  { part: 'month', key: 'widget.date.month', width: '5.5em', maxLength: 2 },
  { part: 'year', key: 'widget.date.year', width: '6.5em', maxLength: 4 },
];

/** The `date` widget. */
export function DayMonthYearWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const t = useMessages();
  const [parts, setParts] = useState<DateParts>(() => valueToParts(value));
  // A value set from outside (an effect, a scenario) replaces what is in the boxes.
  const shown = partsToValue(parts) === (value ?? undefined) ? parts : valueToParts(value);
  const hintId = `${id}__datehint`;
  const describedby = [hintId, describedBy(props)].filter(Boolean).join(' ');
  const update = (part: keyof DateParts, text: string) => {
    const next = { ...shown, [part]: text.replace(/\D/g, '') };
    setParts(next);
    onChange(partsToValue(next));
  };
  return (
    <FormControl
      component="fieldset"
      // The field's own id names the group, so an error summary link (#id) reaches it and its first box.
      id={id}
      error={hasError(props)}
      disabled={disabled || readonly}
    >
      <FormLabel component="legend" required={required}>
        {label}
      </FormLabel>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('widget.date.hint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        {boxes.map(({ part, key, width, maxLength }) => (
          <OutlinedField
            key={part}
            id={`${id}-${part}`}
            label={t(key)}
            value={shown[part]}
            error={hasError(props)}
            onChange={(e) => update(part, e.target.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            sx={{ width }}
            htmlInput={{
              inputMode: 'numeric',
              maxLength,
              'aria-invalid': hasError(props),
              // On each box, not the fieldset: the box is what an error summary link focuses, and a
              // screen reader reads a focused input's description, not always its group's.
              'aria-describedby': describedby,
            }}
          />
        ))}
      </Box>
    </FormControl>
  );
}
