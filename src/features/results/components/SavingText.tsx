import Typography from '@mui/material/Typography';
import { formatGBPWhole } from '../../../format';
import { t } from '../../../i18n/t';

/** The saving per year against the current tariff, or the increased cost; nothing without a current tariff. */
export function SavingText({ savings }: { savings: number | null | undefined }) {
  if (savings === null || savings === undefined) return null;
  const whole = Math.round(savings);
  const [text, color] =
    whole > 0
      ? [t('results.card.saving', { amount: formatGBPWhole(whole) }), 'success.dark']
      : whole < 0
        ? [t('results.card.increase', { amount: formatGBPWhole(-whole) }), 'error.dark']
        : [t('results.card.same'), 'text.secondary'];
  return (
    <Typography sx={{ fontWeight: 700, color }} data-saving={whole}>
      {text}
    </Typography>
  );
}
