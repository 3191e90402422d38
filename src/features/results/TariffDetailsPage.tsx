import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { NoQuote } from './components/NoQuote';
import { DetailsBody } from './details/DetailsBody';
import { parseTariffId } from './details/useTariffDetails';
import { useQuoteRef } from './quoteRef';

/**
 * Tariff details (tariffDetails): Back, the tariff with Switch Now or Review Only, its features,
 * a chart of the yearly cost now and on it, the Personal Projections, the Standard tariff, the
 * Tariff Information Labels and the supplier.
 */
export default function TariffDetailsPage() {
  const tariffId = parseTariffId(useParams().tariffId);
  const quote = useQuoteRef();
  return (
    <>
      <Link component={RouterLink} to={PATHS.quoteResults} sx={{ display: 'inline-block', mb: 1.5 }}>
        {t('details.back')}
      </Link>
      <PageHeading>{t('page.tariffDetails.title')}</PageHeading>
      {!quote ? (
        <NoQuote />
      ) : tariffId === null ? (
        <Typography>{t('details.unknownTariff')}</Typography>
      ) : (
        <DetailsBody tariffId={tariffId} quote={quote} />
      )}
    </>
  );
}
