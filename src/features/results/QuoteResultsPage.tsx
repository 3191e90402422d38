import Typography from '@mui/material/Typography';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { LoadFailed } from '../../components/LoadFailed';
import { NoQuote } from './components/NoQuote';
import { ResultsView } from './components/ResultsView';
import { useQuoteRef } from './quoteRef';
import { useResultsLoad } from './useResults';

/**
 * The results (quoteResults): the quote's tariffs ranked cheapest first, with filters, the current
 * tariff, the carbon footprint and the assumptions behind the figures. While the results load the
 * full-page loader follows its delay; a failure says so with Try again.
 */
export default function QuoteResultsPage() {
  const quote = useQuoteRef();
  const load = useResultsLoad(quote);
  return (
    <>
      <PageHeading>{t('page.quoteResults.title')}</PageHeading>
      {!quote ? (
        <NoQuote />
      ) : load.status === 'ready' ? (
        <ResultsView quote={quote} />
      ) : load.status === 'failed' ? (
        <LoadFailed message={load.message} onRetry={load.retry} />
      ) : (
        <Typography role="status" data-testid="results-loading">
          {t('results.loading')}
        </Typography>
      )}
    </>
  );
}
