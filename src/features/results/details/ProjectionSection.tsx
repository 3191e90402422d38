import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PppDto } from '../../../api/endpoints/results';
import { t } from '../../../i18n/t';
import { FUEL_ORDER } from '../fuels';
import { Section } from '../components/Section';
import { FuelTable } from './FuelTable';
import { fuelsWith, projectionRows } from './tableRows';

/**
 * The Personal Projection of the existing and the new tariff in gas and electricity columns; Show
 * More Info adds every figure behind it. Then the new supplier's Standard tariff, when it has one:
 * what the householder pays if they stay after a fixed deal.
 */
export function ProjectionSection({ ppp }: { ppp: PppDto }) {
  const [more, setMore] = useState(false);
  const tablesId = useId();
  const fuels = (ppp.fuels as typeof FUEL_ORDER | undefined) ?? FUEL_ORDER;
  const ordered = FUEL_ORDER.filter((f) => fuels.includes(f));
  const table = (parts: PppDto['newTariff'], caption: string, testId: string) => {
    const cols = fuelsWith(parts, ordered);
    return cols.length ? (
      <FuelTable caption={caption} fuels={cols} rows={projectionRows(parts, cols, more)} testId={testId} />
    ) : null;
  };
  return (
    <>
      <Section title={t('details.projection.title')} testId="projection">
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('details.projection.intro')}
        </Typography>
        <Box id={tablesId} sx={{ display: 'grid', gap: 3 }}>
          {table(ppp.existingTariff, t('details.projection.existing'), 'projection-existing')}
          {table(ppp.newTariff, t('details.projection.new'), 'projection-new')}
        </Box>
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          aria-expanded={more}
          aria-controls={tablesId}
          onClick={() => setMore((m) => !m)}
        >
          {more ? t('details.showLess') : t('details.showMore')}
        </Button>
      </Section>
      {ppp.standardTariff && (
        <Section title={t('details.standard.title')} testId="standard-tariff">
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('details.standard.intro')}
          </Typography>
          {table(ppp.standardTariff, t('details.standard.caption'), 'projection-standard')}
        </Section>
      )}
    </>
  );
}
