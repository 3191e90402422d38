import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** Carbon offset (carbonOffset). The heading only for now. */
export default function CarbonOffsetPage() {
  return <PageHeading>{t('page.carbonOffset.title')}</PageHeading>;
}
