import { useEffect } from 'react';
import { startLoader, stopLoader } from '../stores/appLoader';
import { FullPageLoader } from './FullPageLoader';

/**
 * Shown while the first route's guard runs (before the shell can render): the full-page loader,
 * after its usual delay, so a slow first token call is not a blank page.
 */
export function BootLoader() {
  useEffect(() => {
    startLoader();
    return stopLoader;
  }, []);
  return <FullPageLoader />;
}
