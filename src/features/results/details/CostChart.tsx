import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatGBP } from '../../../format';
import { t, type MessageKey } from '../../../i18n/t';
import type { Fuel } from '../fuels';

/** One fuel's yearly cost now and on the new tariff, pounds. */
export interface FuelCost {
  fuel: Fuel;
  current: number;
  next: number;
}

const CURRENT_COLOUR = '#5f6b73';

/**
 * The yearly cost of the current tariff against the new one for each fuel, as horizontal bars
 * drawn with CSS (no charting library). Its text alternative is the figure itself: every bar is
 * labelled with its amount in text, and a sentence per fuel says the difference.
 */
export function CostChart({ costs, tariffName }: { costs: FuelCost[]; tariffName: string }) {
  const captionId = useId();
  const max = Math.max(1, ...costs.flatMap((c) => [c.current, c.next]));
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={captionId}
      sx={{ m: 0, p: { xs: 2, sm: 2.5 } }}
      data-testid="cost-chart"
    >
      <figcaption>
        <Typography id={captionId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
          {t('details.chart.title')}
        </Typography>
      </figcaption>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {costs.map((c) => {
          const fuel = t(`fuel.${c.fuel}` as MessageKey);
          // To the penny, as the bars are: a rounded £83.00 would overstate a saving of £82.54.
          const difference = Math.round((c.current - c.next) * 100) / 100;
          return (
            <Box key={c.fuel} data-fuel={c.fuel}>
              <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{fuel}</Typography>
              <Bar label={t('details.chart.current')} amount={c.current} max={max} colour={CURRENT_COLOUR} />
              <Bar label={t('details.chart.new')} amount={c.next} max={max} colour="primary.main" />
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {difference > 0
                  ? t('details.chart.saving', { fuel, amount: formatGBP(difference), tariff: tariffName })
                  : difference < 0
                    ? t('details.chart.increase', {
                        fuel,
                        amount: formatGBP(-difference),
                        tariff: tariffName,
                      })
                    : t('details.chart.same', { fuel, tariff: tariffName })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

function Bar({ label, amount, max, colour }: { label: string; amount: number; max: number; colour: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '7.5rem minmax(0, 1fr)',
        alignItems: 'center',
        gap: 1,
        mb: 0.5,
      }}
    >
      <Typography variant="body2">{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            height: 22,
            borderRadius: 0.5,
            bgcolor: colour,
            width: `${Math.max(2, (amount / max) * 75)}%`,
          }}
        />
        <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatGBP(amount)}
        </Typography>
      </Box>
    </Box>
  );
}
