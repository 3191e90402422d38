import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PppDto } from '../../../api/endpoints/results';
import { formatDate, formatGBP } from '../../../format';
import { t, type MessageKey } from '../../../i18n/t';
import { FUEL_ORDER } from '../fuels';
import { Section } from './Section';

/**
 * The householder's current tariff: its name and supplier per fuel (from the Personal Projection of
 * the current tariff), what it is projected to cost in the next 12 months, and a warning when a
 * fixed deal ends within the year.
 */
export function CurrentTariffCard({
  current,
  cost,
  failed,
}: {
  current?: PppDto['existingTariff'];
  cost?: number | null;
  /** The current tariff's call failed: its message and a retry. */
  failed?: { message: string; retry(): void };
}) {
  const parts = FUEL_ORDER.flatMap((fuel) => (current?.[fuel] ? [{ fuel, p: current[fuel]! }] : []));
  const sameTariff = parts.length > 1 && parts.every((x) => x.p.tariffName === parts[0].p.tariffName);
  const lines = sameTariff ? [parts[0]] : parts;
  const ending = parts.find((x) => x.p.tariffEndDate);
  return (
    <Section title={t('results.current.title')} testId="current-tariff">
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {/* The tariff lines arrive after the results (a call of their own). On a phone this card sits
            above the list, so two lines are kept for them from the start: filling in moves nothing. */}
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start', minHeight: { xs: '3rem', md: 0 } }}>
          {!current && !failed ? (
            <Typography color="text.secondary">{t('results.current.loading')}</Typography>
          ) : null}
          {lines.map(({ fuel, p }) => (
            <Typography key={fuel}>
              {sameTariff || parts.length === 1
                ? t('results.current.tariff', { tariff: p.tariffName, supplier: p.supplier })
                : t('results.current.fuelTariff', {
                    fuel: t(`fuel.${fuel}` as MessageKey),
                    tariff: p.tariffName,
                    supplier: p.supplier,
                  })}
            </Typography>
          ))}
        </Box>
        {failed && (
          <Typography variant="body2" role="alert">
            {failed.message}{' '}
            <Button size="small" variant="text" onClick={failed.retry} sx={{ textDecoration: 'underline' }}>
              {t('results.tryAgain')}
            </Button>
          </Typography>
        )}
        {cost !== null && cost !== undefined && (
          <Typography sx={{ fontWeight: 700 }}>
            {t('results.current.cost', { amount: formatGBP(cost) })}
          </Typography>
        )}
        {ending?.p.tariffEndDate && (
          <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
            {t('results.current.fixedEnds', { date: formatDate(ending.p.tariffEndDate) })}
          </Typography>
        )}
      </Box>
    </Section>
  );
}
