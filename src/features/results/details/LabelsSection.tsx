import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TilDto } from '../../../api/endpoints/results';
import { t } from '../../../i18n/t';
import { FUEL_ORDER } from '../fuels';
import { Section } from '../components/Section';
import { FuelTable } from './FuelTable';
import { fuelsWith, labelRows } from './tableRows';

/** The Tariff Information Labels of the existing and the new tariff (spec section 3). */
export function LabelsSection({ til }: { til: TilDto }) {
  const fuels = FUEL_ORDER.filter((f) => (til.fuels ?? FUEL_ORDER).includes(f));
  const table = (parts: TilDto['newTariff'], caption: string, testId: string) => {
    const cols = fuelsWith(parts, fuels);
    return cols.length ? (
      <FuelTable caption={caption} fuels={cols} rows={labelRows(parts, cols)} testId={testId} />
    ) : null;
  };
  return (
    <Section title={t('details.til.title')} testId="labels">
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('details.til.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {table(til.existingTariff, t('details.til.existing'), 'til-existing')}
        {table(til.newTariff, t('details.til.new'), 'til-new')}
      </Box>
    </Section>
  );
}
