import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { startLoader, stopLoader } from '../stores/appLoader';

const hideFooter = { '#site-footer': { display: 'none' } };

/**
 * What a page the app renders itself (not one it adopts from the server's own render) shows on the
 * app's first load while its guard and its chunk are on their way: the layout's header and progress
 * steps around an empty main area, as the server's page shell drew them (server/web/shell.ts), so
 * nothing moves. The full-page loader appears only if this takes longer than the loader delay. The
 * footer (not in the server's shell) stays hidden meanwhile: shown at the bottom of a short page and
 * then pushed down by the page arriving, it would be a layout shift.
 */
export function BootFallback() {
  useEffect(() => {
    startLoader();
    return stopLoader;
  }, []);
  return <GlobalStyles styles={hideFooter} />;
}
