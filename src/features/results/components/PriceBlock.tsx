import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatGBP, formatGBPWhole } from '../../../format';
import { t } from '../../../i18n/t';
import { SavingText } from './SavingText';

/** The projected annual cost in large type, the monthly figure when known, and the saving or increase. */
export function PriceBlock({
  total,
  monthly,
  savings,
}: {
  total: number;
  monthly?: number;
  savings?: number | null;
}) {
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('results.card.projected')}
      </Typography>
      <Typography
        sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1, whiteSpace: 'nowrap' }}
        data-total-cost={total}
      >
        {formatGBP(total)}
        <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400 }}>
          {` ${t('results.card.aYear')}`}
        </Box>
      </Typography>
      {monthly !== undefined && (
        <Typography variant="body2">
          {t('results.card.perMonth', { amount: formatGBPWhole(monthly) })}
        </Typography>
      )}
      <SavingText savings={savings} />
    </>
  );
}
