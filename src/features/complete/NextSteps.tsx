import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../format';
import { t, type MessageKey } from '../../i18n/t';
import { addWorkingDays } from './workingDays';

const CARDS: ReadonlyArray<{ key: string; icon: string }> = [
  { key: 'switch', icon: '⇄' },
  { key: 'coolingOff', icon: '14' },
  { key: 'meterReads', icon: '№' },
  { key: 'debt', icon: '£' },
];

/**
 * The 'What happens next' cards (spec section 2): Your Switch (5 to 10 working days and the supply
 * start date, counted in England and Wales working days from today), Cooling Off (14 days), Opening
 * Meter Reads and Unpaid Debt (£500 per fuel on prepayment).
 */
export function NextSteps({ supplier, today = new Date() }: { supplier: string; today?: Date }) {
  const date = formatDate(addWorkingDays(today, 10));
  return (
    <Box component="section" aria-labelledby="next-steps-title" sx={{ mt: 4 }}>
      <Typography id="next-steps-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 2 }}>
        {t('complete.nextTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {CARDS.map(({ key, icon }) => (
          <Paper component="li" variant="outlined" key={key} sx={{ p: 2.5, display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flex: '0 0 2.5rem',
                height: '2.5rem',
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {icon}
            </Box>
            <div>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', mb: 0.5 }}>
                {t(`complete.next.${key}.title` as MessageKey)}
              </Typography>
              <Typography variant="body2">
                {t(`complete.next.${key}.body` as MessageKey, { supplier, date })}
              </Typography>
            </div>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
