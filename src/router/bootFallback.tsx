import { useEffect, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { ValueStatement } from '../features/quote/ValueStatement';
import { TrustStatements } from '../layout/TrustStatements';
import { t } from '../i18n/t';
import { startLoader, stopLoader } from '../stores/appLoader';
import type { RouteName } from './routeTable';

const hideFooter = { '#site-footer': { display: 'none' } };

/**
 * What a page shows on the app's first load while its guard and its chunk are on their way: the top
 * of the first page (its heading, value statement and statements box in the page's grid, exactly as
 * src/features/quote/QuoteFormPage.tsx renders them) and nothing for the others. The server sent the same in the page shell (server/web/shell.ts), so React takes
 * over without anything moving; the full-page loader appears only if this takes longer than the
 * loader delay. The footer (not in the server's shell) stays hidden meanwhile: shown at the bottom of
 * a short page and then pushed down by the page arriving, it would be a layout shift.
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
        {name === 'currentTariff' ? (
          <>
            {/* PageHeading's look without its id: `#page-heading` means the page itself has rendered. */}
            <Typography variant="h1" sx={{ mb: 2 }}>
              {t('page.currentTariff.title')}
            </Typography>
            <ValueStatement />
            {/* QuoteFormPage's grid: the statements above the form on a phone, beside it on a desktop. */}
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
                gridTemplateAreas: { xs: '"aside" "form"', md: '"form aside"' },
              }}
            >
              <Box sx={{ gridArea: 'aside', position: { md: 'sticky' }, top: { md: 16 } }}>
                <TrustStatements />
              </Box>
            </Box>
          </>
        ) : null}
      </>
    );
  }
  return BootFallback;
}
