import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/t';
import { formatTonnes } from '../format';
import { Section } from './Section';

/** The carbon footprint of the quoted usage, in tonnes of CO2 a year, which can be offset after switching. */
export function CarbonCard({ footprintKg }: { footprintKg: number }) {
  return (
    <Section title={t('results.carbon.title')} testId="carbon-card">
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
        {t('results.carbon.amount', { tonnes: formatTonnes(footprintKg) })}
      </Typography>
      <Typography variant="body2">{t('results.carbon.note')}</Typography>
    </Section>
  );
}
