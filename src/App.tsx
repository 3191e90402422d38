import { useEffect, useMemo } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { startTokenRefresh } from './api/client';
import { getSettings } from './settings';
import { createAppTheme } from './theme/createAppTheme';
import { createEmotionCache } from './theme/emotionCache';
import type { createAppRouter } from './router/router';

/**
 * The app: styles carrying the page's CSP nonce, theme from settings, the router (created by
 * main.tsx), and the token refresh while the app is open.
 */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const cache = useMemo(() => createEmotionCache(), []);
  const theme = useMemo(() => createAppTheme(getSettings()), []);
  useEffect(() => startTokenRefresh(), []);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </CacheProvider>
  );
}
