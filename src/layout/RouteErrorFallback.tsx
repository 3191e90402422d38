import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { t } from '../i18n/t';

/**
 * Whether a route failed because its page's code could not be fetched (the server unreachable when
 * the page was first opened). Browsers word it differently; each names the dynamic import.
 * @internal Exported for its unit test.
 */
export function isPageLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|module script/i.test(message);
}

/**
 * Shown inside the shell when a page throws while rendering or its code could not be fetched: the
 * 500 text (or, for an unreachable server, that we could not reach it), no stack trace, and Try Again.
 * Try Again reloads the page: a failed page chunk is not fetched again by the same document, and a
 * reload loses nothing (answers, quote and results are kept for the visit).
 */
export function RouteErrorFallback() {
  const unreachable = isPageLoadFailure(useRouteError());
  return (
    <>
      <PageHeading>{t('error.title', { status: 500 })}</PageHeading>
      <Typography sx={{ mb: 3 }}>{unreachable ? t('error.unreachable') : t('error.500')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('error.tryAgain')}
      </Button>
    </>
  );
}
