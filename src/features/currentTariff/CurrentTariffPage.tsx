import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** The quote form (currentTariff). The heading only for now: the quote issue builds the form. */
export default function CurrentTariffPage() {
  return <PageHeading>{t('page.currentTariff.title')}</PageHeading>;
}
