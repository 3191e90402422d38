import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** Carbon offset payment result (carbonOffsetProcess, query id, oid, c). The heading only for now. */
export default function CarbonOffsetProcessPage() {
  return <PageHeading>{t('page.carbonOffsetProcess.title')}</PageHeading>;
}
