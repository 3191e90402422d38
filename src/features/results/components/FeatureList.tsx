import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { t } from '../../../i18n/t';

/** A tariff's feature bullets: the first `shown`, and a button that shows or hides the rest. */
export function FeatureList({ features, shown }: { features: readonly string[]; shown: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hidden = features.length - shown;
  const visible = open || hidden <= 0 ? features : features.slice(0, shown);
  if (features.length === 0) return null;
  return (
    <Box>
      <Box component="ul" id={id} sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {visible.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </Box>
      {hidden > 0 && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          sx={{ px: 0.5, textDecoration: 'underline' }}
        >
          {open ? t('results.features.fewer') : t('results.features.more', { count: hidden })}
        </Button>
      )}
    </Box>
  );
}
