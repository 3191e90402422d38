import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The page's one h1. Focusable (not tabbable) so the shell can move focus to it after a
 * navigation, which tells screen-reader users the page changed.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ mb: 2, '&:focus': { outline: 'none' } }}>
      {children}
    </Typography>
  );
}
