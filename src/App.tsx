import { useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { startTokenRefresh } from './api/client';
import { getSettings } from './settings';
import { createAppTheme } from './theme/createAppTheme';
import type { createAppRouter } from './router/router';

/** The app: theme from settings, the router (created by main.tsx), and the token refresh while the app is open. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const theme = useMemo(() => createAppTheme(getSettings()), []);
  useEffect(() => startTokenRefresh(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
