import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * A page's `shouldRevalidate` when it keeps its own history entries (sign-up's sections, each an entry
 * of the same URL with its own state): moving within the page (same path, Back/Forward between its
 * entries) is not entering it again, so the guard's token fetch, already-switched check and page-view record
 * do not run again; any other navigation to the page is decided as React Router decides it.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'>): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
