import { useEffect, type ComponentType } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { EXISTING_SWITCH_PAGE } from '../../contract/pageText';
import { ExistingSwitchIntro } from '../features/carbon/ExistingSwitchIntro';
import { ValueStatement } from '../features/quote/ValueStatement';
import { QuotePageGrid } from '../layout/QuotePageGrid';
import { t } from '../i18n/t';
import { startLoader, stopLoader } from '../stores/appLoader';
import { ROUTES, type RouteName } from '../routes/routeTable';

const hideFooter = { '#site-footer': { display: 'none' } };

/** PageHeading's look without its id: `#page-heading` means the page itself has rendered. */
function FallbackHeading({ name }: { name: RouteName }) {
  return (
    <Typography variant="h1" sx={{ mb: 2 }}>
      {t(ROUTES[name].titleKey)}
    </Typography>
  );
}

/** The top of the first page: its heading, value statement and statements box in the page's grid. */
function FirstPageTop() {
  return (
    <>
      <FallbackHeading name="currentTariff" />
      <ValueStatement />
      <QuotePageGrid />
    </>
  );
}

/**
 * What a page the app renders itself (not one it adopts from the server's own render) shows on the
 * app's first load while its guard and its chunk are on their way: the top of the first page (exactly
 * as src/features/quote/QuoteFormPage.tsx renders it), the heading and intro of the existing-switch
 * carbon form, and nothing for the others. The server sent the same in the page shell
 * (server/web/shell.ts), so React takes over without anything moving. The full-page loader appears
 * only if this takes longer than the loader delay. The footer (not in the server's shell) stays hidden
 * meanwhile: shown at the bottom of a short page and then pushed down by the page arriving, it would
 * be a layout shift.
 */
export function bootFallback(name: RouteName): ComponentType {
  function BootFallback() {
    useEffect(() => {
      startLoader();
      return stopLoader;
    }, []);
    return (
      <>
        <GlobalStyles styles={hideFooter} />
        {name === 'currentTariff' ? <FirstPageTop /> : null}
        {name === EXISTING_SWITCH_PAGE ? (
          <>
            <FallbackHeading name={name} />
            <ExistingSwitchIntro />
          </>
        ) : null}
      </>
    );
  }
  return BootFallback;
}
