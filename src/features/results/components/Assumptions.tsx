import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResultsDto } from '../../../api/endpoints/results';
import { formatDate, formatGBP, formatKwh } from '../../../format';
import { t, type MessageKey } from '../../../i18n/t';
import { getSettings } from '../../../settings';
import { FUEL_ORDER } from '../fuels';
import { quoteAnswers, usageSource } from '../usageSource';
import { Section } from './Section';

/**
 * What the figures rest on, as the Ofgem Confidence Code asks (domain.md section 8): the usage and
 * where it came from (given, worked out from spend, estimated from the householder's answers about
 * the home, or a regulator average), the Economy 7 split, the Personal Projection and roll-off to the standard
 * tariff, and when prices were last updated.
 */
export function Assumptions({ results }: { results: ResultsDto }) {
  const usage = results.annualUsage ?? {};
  const spend = results.annualSpend ?? {};
  const answers = quoteAnswers();
  const items: string[] = [];
  for (const fuel of FUEL_ORDER) {
    const kWh = usage[fuel];
    if (kWh === undefined) continue;
    const name = t(`fuel.${fuel}` as MessageKey);
    const amount = spend[fuel];
    const source = usageSource(answers, fuel, kWh);
    const args = { fuel: name, kWh: formatKwh(kWh) };
    items.push(
      amount !== undefined
        ? t('results.assumptions.usageSpend', { ...args, amount: formatGBP(amount) })
        : source === 'estimate'
          ? t('results.assumptions.usageEstimate', args)
          : source === 'averages'
            ? t('results.assumptions.usageAverages', args)
            : t('results.assumptions.usageKwh', args),
    );
  }
  items.push(t('results.assumptions.estimated'));
  if (results.isEconomy7 && results.economy7Percentage) {
    const night = results.economy7Percentage;
    items.push(t('results.assumptions.economy7', { night, day: 100 - night }));
  }
  items.push(t('results.assumptions.projection'), t('results.assumptions.rollOff'));
  if (results.pricesUpdatedOn) {
    items.push(t('results.assumptions.pricesUpdated', { date: formatDate(results.pricesUpdatedOn) }));
  }
  if (results.dateOfCalculation) {
    items.push(t('results.assumptions.calculated', { date: formatDate(results.dateOfCalculation) }));
  }
  return (
    <Section title={t('results.assumptions.title')} testId="assumptions">
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {items.map((text) => (
          <Typography component="li" variant="body2" key={text}>
            {text}
          </Typography>
        ))}
      </Box>
    </Section>
  );
}

/** How the service is paid (a setting), and the Confidence Code accreditation when it holds. */
export function Funding() {
  const s = getSettings();
  return (
    <Section title={t('results.funding.title')} testId="funding">
      <Typography variant="body2">{s.serviceFundingStatement}</Typography>
      {s.confidenceCodeAccredited && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('results.funding.accredited')}
        </Typography>
      )}
    </Section>
  );
}
