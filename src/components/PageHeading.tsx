import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Rendered by the server (src/router/serverRender.tsx): the page is markup until the app takes it over.
 * `#page-heading` means the live page (end-to-end tests, the bench and the shell's focus move wait for
 * it), so the server's heading has no id: the app's own render, which replaces it, adds it.
 */
const onServer = typeof document === 'undefined';

/**
 * The page's one h1. Focusable (not tabbable) so the shell can move focus to it after a
 * navigation, which tells screen-reader users the page changed.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="h1"
      id={onServer ? undefined : 'page-heading'}
      tabIndex={-1}
      sx={{ mb: 2, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
