/**
 * Which pages of the bench open with a householder's session, and with which one: results, tariff
 * details and sign-up need a quote (sign-up also its Switch Now key), Switch Complete and the carbon
 * offset page a completed switch. Opened cold they redirect to the quote form, so their figures would
 * be the quote form's. Shared by the bundle and Lighthouse sections; the sessions themselves are made
 * through the API by seeded-session.ts.
 */
import type { SeededSessions, SessionEntries } from './seeded-session.js';

/** A route as the bench opens it. */
export interface BenchRoute {
  name: string;
  path: string;
}

/** The journey stage each data route is opened at, and how the 'how' column names it. */
export const SESSION_STAGES: Readonly<
  Record<string, { stage: 'quote' | 'switchKey' | 'switched'; made: string }>
> = {
  quoteResults: { stage: 'quote', made: 'a gas quote made through the API' },
  tariffDetails: { stage: 'quote', made: 'a gas quote made through the API' },
  personalDetails: { stage: 'switchKey', made: 'a quote and its Switch Now key made through the API' },
  switchComplete: { stage: 'switched', made: 'a switch completed through the API' },
  carbonOffset: { stage: 'switched', made: 'a switch completed through the API' },
};

/** How a route is opened: its URL path, the session storage to seed (none: cold) and how it was made. */
export interface SessionOpening {
  path: string;
  seed?: SessionEntries;
  made?: string;
}

/**
 * How to open `route` given the sessions (null when they could not be made: every page opens cold).
 * Tariff details opens a tariff of the quote's own results, not the sample id 1.
 */
export function sessionOpening(route: BenchRoute, sessions: SeededSessions | null): SessionOpening {
  const stage = SESSION_STAGES[route.name];
  if (!stage || !sessions) return { path: route.path };
  const path = route.name === 'tariffDetails' ? `/tariff-details/${sessions.tariffId}` : route.path;
  return { path, seed: sessions[stage.stage], made: stage.made };
}

/**
 * The routes named in `filter` (comma-separated route names, as BENCH_LH_ROUTES), in the route
 * table's order; all of them when the filter is empty or unset. A name not among `routes` throws,
 * listing the ones there are, so a typo or an excluded route does not quietly measure nothing.
 */
export function selectRoutes<R extends BenchRoute>(routes: R[], filter: string | undefined): R[] {
  const names = (filter ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return routes;
  const known = new Set(routes.map((r) => r.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length)
    throw new Error(`no route to measure named ${unknown.join(', ')} (measured: ${[...known].join(', ')})`);
  return routes.filter((r) => names.includes(r.name));
}
