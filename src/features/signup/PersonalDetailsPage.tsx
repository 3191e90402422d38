import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** Sign-up (personalDetails). The heading only for now. */
export default function PersonalDetailsPage() {
  return <PageHeading>{t('page.personalDetails.title')}</PageHeading>;
}
