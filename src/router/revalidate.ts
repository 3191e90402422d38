import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';

/**
 * A page's `shouldRevalidate` when its query says where the householder is on the page (sign-up's
 * `?section=`): moving within the page (same path, another query, Back/Forward between its entries)
 * is not entering it again, so the guard's token fetch, already-switched check and page-view record
 * do not run again; any other navigation to the page is decided as React Router decides it.
 */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'defaultShouldRevalidate'>): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
