import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/PageHeading';
import { t } from '../i18n/t';

/** Shown inside the shell when a page throws while rendering: the 500 text, no stack trace. */
export function RouteErrorFallback() {
  return (
    <>
      <PageHeading>{t('error.title', { status: 500 })}</PageHeading>
      <Typography>{t('error.500')}</Typography>
    </>
  );
}
