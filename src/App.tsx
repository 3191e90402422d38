import { useEffect, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router-dom';
import { startTokenRefresh } from './api/client';
import { getSettings } from './settings';
import { createAppTheme } from './theme/createAppTheme';
import { createAppRouter } from './router/router';

/** The app: theme from settings, the router, and the token refresh while the app is open. */
export function App() {
  const theme = useMemo(() => createAppTheme(getSettings()), []);
  const router = useMemo(() => createAppRouter(), []);
  useEffect(() => startTokenRefresh(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
