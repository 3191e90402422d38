import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** The results list (quoteResults). The heading only for now. */
export default function QuoteResultsPage() {
  return <PageHeading>{t('page.quoteResults.title')}</PageHeading>;
}
