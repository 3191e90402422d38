/**
 * A choice shown as tabs (e.g. how usage is given: kWh, spend, or help me estimate). The tabs choose the
 * field's value; the fields that depend on it follow through `visibleWhen` rules, so no panels here.
 */
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './aria.js';

/** The `tabs` widget. */
export function TabsWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const index = enumOptions.findIndex((o) => o.value === value);
  const labelId = `${id}__label`;
  return (
    <Box>
      <Typography id={labelId} component="p" variant="body1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Tabs
        id={id}
        value={index < 0 ? false : index}
        onChange={(_e, i: number) => onChange(enumOptions[i]?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-labelledby={labelId}
        aria-describedby={describedBy(props)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {enumOptions.map((o, i) => (
          <Tab key={String(o.value)} id={`${id}-tab-${i}`} label={o.label} disabled={disabled || readonly} />
        ))}
      </Tabs>
    </Box>
  );
}
