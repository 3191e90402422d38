import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';

/** Switch complete. The heading only for now. */
export default function SwitchCompletePage() {
  return <PageHeading>{t('page.switchComplete.title')}</PageHeading>;
}
