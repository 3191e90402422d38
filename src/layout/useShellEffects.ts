import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { startLoader, stopLoader } from '../stores/appLoader';
import { useSessionStore } from '../stores/session';

/**
 * Effects of the shell on every navigation: the previous route is stored, the document title
 * follows the page, focus moves to the new page's heading (so screen readers announce it), and a
 * slow navigation shows the full-page loader after its delay.
 */
export function useShellEffects(title: string): void {
  const location = useLocation();
  const navigation = useNavigation();
  const path = location.pathname + location.search;
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = lastPath.current;
    if (previous !== null && previous !== path) {
      useSessionStore.getState().setPreviousRoute(previous);
      document.getElementById('page-heading')?.focus();
    }
    lastPath.current = path;
  }, [path]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (!loading) return;
    startLoader();
    return stopLoader;
  }, [loading]);
}
