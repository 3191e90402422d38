/** The staff preview's read-outs: why items are hidden or locked, and the resolved view as JSON. */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResolvedView } from '../../../engine/core/index.js';
import type { Explanation } from './explain.js';
import { label } from './labels.js';

const codeSx = {
  m: 0,
  p: 1.5,
  bgcolor: 'grey.100',
  color: 'text.primary',
  borderRadius: 1,
  // Long lines wrap (a phone never scrolls sideways); tall ones scroll inside the box.
  overflowY: 'auto',
  overflowX: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '28rem',
  fontSize: '0.8rem',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
} as const;

/** A scrollable, keyboard-focusable block of JSON. */
export function JsonBlock({ value, name }: { value: unknown; name: string }) {
  return (
    <Box component="pre" tabIndex={0} role="region" aria-label={name} sx={codeSx}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** Each hidden, locked or read-only item with its rule and the values that decide it. */
export const ExplanationList = memo(function ExplanationList({ items }: { items: Explanation[] }) {
  if (items.length === 0) return <Typography>{label('staffPreview.nothingHidden')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={`${item.kind}:${item.id}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {`${item.kind} ${item.id}: ${item.status}`}
          </Typography>
          {item.note ? <Typography variant="body2">{item.note}</Typography> : null}
          <Typography component="h4" variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
            {label('staffPreview.rule')}
          </Typography>
          <JsonBlock value={item.rule} name={`${label('staffPreview.rule')} ${item.id}`} />
          <Typography component="h4" variant="body2" sx={{ mt: 1, fontWeight: 700 }}>
            {label('staffPreview.values')}
          </Typography>
          <JsonBlock value={item.values} name={`${label('staffPreview.values')} ${item.id}`} />
        </Box>
      ))}
    </Box>
  );
});

/** The resolved view as JSON. */
export const ResolvedViewPanel = memo(function ResolvedViewPanel({ view }: { view: ResolvedView }) {
  return <JsonBlock value={view} name={label('staffPreview.resolvedView')} />;
});
