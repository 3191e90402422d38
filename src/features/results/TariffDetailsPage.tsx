import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** Tariff details (tariffDetails). The heading only for now. */
export default function TariffDetailsPage() {
  return <PageHeading>{t('page.tariffDetails.title')}</PageHeading>;
}
