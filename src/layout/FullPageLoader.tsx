import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/t';
import { useLoaderVisible } from '../stores/appLoader';
import { Footer } from './Footer';

/**
 * The full-page loader with a footer (spec section 2). Rendered only once the loader delay has
 * passed with work still pending; a status region so screen readers hear that the page is busy.
 */
export function FullPageLoader() {
  const visible = useLoaderVisible();
  if (!visible) return null;
  return (
    <Box
      data-testid="full-page-loader"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box
        role="status"
        aria-live="polite"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <CircularProgress aria-hidden />
        <Typography>{t('loader.label')}</Typography>
      </Box>
      <Footer id="loader-footer" />
    </Box>
  );
}
