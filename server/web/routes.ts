/**
 * The app's routes as the server knows them: the list the build writes (scripts/vite/pageRoutes.ts,
 * from src/routes/routeTable.ts), read without importing the app, to tell which page a path opens,
 * what it needs (server/web/pageGuard.ts) and its title.
 */
import { formatMessage } from '../../engine/core/messages.js';
import type { Settings } from '../../contract/settings.js';
import type { PageRequirement } from './pageGuard.js';

/** A route of the app as the build describes it. */
export interface PageRoute {
  name: string;
  /** React Router path pattern, e.g. `/tariff-details/:tariffId`, `/switch/home-energy/:a?/:b?`. */
  path: string;
  /** Catalogue key of the page title. */
  titleKey: string;
  /** Step of the progress indicator, when the page has one. */
  step?: number;
  /** Whether the app's guard fetches a token before the page (every page but the error page). */
  guarded: boolean;
  /** What the page needs, in the order the app's guard checks it (server/web/pageGuard.ts). */
  requires?: PageRequirement[];
}

/** The first page: where the brand links, and the page of a path no route matches. */
export const FIRST_PAGE = 'currentTariff';

/**
 * A React Router path pattern as a regular expression over a pathname: `:name` is one segment,
 * `:name?` an optional one, a trailing `*` anything; a trailing slash is allowed.
 */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') source += '(?:/.*)?';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source || ''}/?$`, 'i');
}

/**
 * The route a pathname opens. A path no route matches is sent to the first page by the app's
 * catch-all redirect, so it is the first page's.
 */
export function routeForPath(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  const matchers = routes.map((r) => ({ route: r, re: patternToRegExp(r.path) }));
  return matchers.find((m) => m.re.test(pathname))?.route ?? routes.find((r) => r.name === FIRST_PAGE);
}

/** The document title the app gives a route's page (src/layout/useShellEffects.ts): page title and brand. */
export function pageTitle(
  settings: Settings,
  messages: Readonly<Record<string, string>>,
  route: PageRoute | undefined,
): string {
  return route ? `${formatMessage(messages, route.titleKey)} | ${settings.brandName}` : settings.brandName;
}
