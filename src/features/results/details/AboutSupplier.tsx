import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { TariffInfo } from '../../../api/endpoints/tariffInfo';
import { t } from '../../../i18n/t';
import { Section } from '../components/Section';

/** About the supplier, its customer-services phone, and its terms opening in a new window. */
export function AboutSupplier({ info }: { info: TariffInfo }) {
  const terms = info.termsAndConditionsUrlDto.supplier;
  return (
    <Section title={t('details.about', { supplier: info.supplierNameSimple })} testId="about-supplier">
      <Typography sx={{ mb: 1.5 }}>{info.supplierDescription}</Typography>
      {info.customerServicesPhone && (
        <Typography sx={{ mb: 2 }}>
          {t('details.customerServices')}{' '}
          <Link href={`tel:${info.customerServicesPhone.replace(/\s/g, '')}`}>
            {info.customerServicesPhone}
          </Link>
        </Typography>
      )}
      {terms && (
        <Button variant="outlined" component="a" href={terms} target="_blank" rel="noopener noreferrer">
          {t('details.terms')}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('details.newWindow')}`}
          </Box>
        </Button>
      )}
    </Section>
  );
}
