import Typography from '@mui/material/Typography';
import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * Whether the page is live: true in the browser's own renders, false on the server and in the
 * hydration pass over the server's markup (React takes the server snapshot there, then renders again
 * with the browser's). `#page-heading` means the live page (end-to-end tests, the bench and the
 * shell's focus move wait for it), so the server's heading has no id and hydration adopts it as it is
 * (no mismatch), then adds the id once the page's buttons work.
 */
function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The page's one h1. Focusable (not tabbable) so the shell can move focus to it after a
 * navigation, which tells screen-reader users the page changed.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const live = useLive();
  return (
    <Typography
      variant="h1"
      id={live ? 'page-heading' : undefined}
      tabIndex={-1}
      sx={{ mb: 2, '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
