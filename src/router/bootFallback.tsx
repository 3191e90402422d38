import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { startLoader, stopLoader } from '../stores/appLoader';

const hideFooter = { '#site-footer': { display: 'none' } };

/**
 * What a page the app renders itself (not one it adopts from the server's own render: a build without
 * the server's renderer, or a render that failed) shows on the app's first load while its guard and
 * its chunk are on their way: the layout's header and progress steps around an empty main area. The
 * full-page loader appears only if this takes longer than the loader delay. The footer stays hidden
 * meanwhile: shown at the bottom of a short page and then pushed down by the page arriving, it would
 * be a layout shift.
 */
export function BootFallback() {
  useEffect(() => {
    startLoader();
    return stopLoader;
  }, []);
  return <GlobalStyles styles={hideFooter} />;
}
