import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { Outlet, useMatches } from 'react-router-dom';
import { t } from '../i18n/t';
import { getSettings } from '../settings';
import { useLoaderVisible } from '../stores/appLoader';
import type { RouteMeta } from '../routes/routeTable';
import { pageColumn } from './column';
import { Footer } from './Footer';
import { FullPageLoader } from './FullPageLoader';
import { Header } from './Header';
import { ProgressSteps } from './ProgressSteps';
import { useShellEffects } from './useShellEffects';

/** The route handle every page route carries. */
export interface RouteHandle {
  meta: RouteMeta;
}

function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/** The app shell: skip link, header, progress indicator, main content, footer and the loader. */
export function AppLayout() {
  const meta = useRouteMeta();
  const loaderVisible = useLoaderVisible();
  const brand = getSettings().brandName;
  useShellEffects(meta ? `${t(meta.titleKey)} | ${brand}` : brand);

  return (
    <>
      {/* While the loader covers the page, the page behind it is out of reach (and of the a11y tree). */}
      <Box inert={loaderVisible} sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="a"
          href="#main"
          sx={{
            ...visuallyHidden,
            '&:focus': {
              position: 'fixed',
              top: 8,
              left: 8,
              width: 'auto',
              height: 'auto',
              // Undo every way visuallyHidden hides (MUI 7 used clip, MUI 9 clip-path).
              clip: 'auto',
              clipPath: 'none',
              overflow: 'visible',
              whiteSpace: 'normal',
              m: 0,
              zIndex: 2000,
              p: 1.5,
              bgcolor: 'background.paper',
              color: 'primary.main',
              fontWeight: 700,
              outline: '3px solid',
              outlineColor: 'primary.main',
            },
          }}
        >
          {t('header.skipToContent')}
        </Box>
        <Header />
        {meta?.step && <ProgressSteps current={meta.step} />}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          aria-busy={loaderVisible || undefined}
          sx={{
            ...pageColumn,
            flex: 1,
            // At least a screen tall, so the footer starts below the fold: a page whose content arrives
            // after its data (results, sign-up) then never pushes a visible footer down (no layout shift).
            minHeight: '100vh',
            py: 3,
            '&:focus': { outline: 'none' },
          }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
      <FullPageLoader />
    </>
  );
}
