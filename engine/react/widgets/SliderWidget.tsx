/**
 * A slider for a number with `minimum` / `maximum` (e.g. the Economy 7 night-usage percentage). The
 * current value is shown as text next to the label; `ui:options.step` and `ui:options.unit` are honoured.
 */
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Slider from '@mui/material/Slider';
import { getUiOptions, type WidgetProps } from '@rjsf/utils';
import { describedBy } from './aria.js';

/** The `slider` widget. */
export function SliderWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, schema, uiSchema } =
    props;
  const options = getUiOptions(uiSchema);
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100;
  const step = typeof options.step === 'number' ? options.step : 1;
  const unit = typeof options.unit === 'string' ? options.unit : '';
  const current = typeof value === 'number' ? value : min;
  const labelId = `${id}__label`;
  return (
    <Box sx={{ px: 1 }}>
      <FormLabel id={labelId} htmlFor={id} required={required}>
        {/* A question keeps its question mark: "…at night? 42%", a plain label gets a colon. */}
        {label}
        {/[?:]$/.test(label.trim()) ? ' ' : ': '}
        <output htmlFor={id}>{`${current}${unit}`}</output>
      </FormLabel>
      <Slider
        value={current}
        min={min}
        max={max}
        step={step}
        disabled={disabled || readonly}
        onChange={(_e, v) => onChange(Array.isArray(v) ? v[0] : v)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        valueLabelDisplay="auto"
        // Room above the thumb for the value bubble, so it never covers the label.
        sx={{ mt: 4.5 }}
        getAriaValueText={(v) => `${v}${unit}`}
        slotProps={{ input: { id, 'aria-labelledby': labelId, 'aria-describedby': describedBy(props) } }}
      />
    </Box>
  );
}
