import { describe, expect, it } from 'vitest';
import type { SeededSessions } from '../../scripts/bench/seeded-session';
import { SESSION_STAGES, selectRoutes, sessionOpening } from '../../scripts/bench/session-routes';
import { ROUTES, type RouteNeed } from '../../src/routes/routeTable';

const routes = [
  { name: 'currentTariff', path: '/switch/home-energy' },
  { name: 'quoteResults', path: '/results/home-energy' },
  { name: 'tariffDetails', path: '/tariff-details/1' },
  { name: 'switchComplete', path: '/switch-complete' },
];

const sessions: SeededSessions = {
  quote: { session: 's', quote: 'q1' },
  switchKey: { session: 's', quote: 'q1', switchKey: 'k1' },
  switched: { session: 's', quote: 'q2', switchKey: 'k2', switchOutcome: 'done' },
  tariffId: 4711,
};

describe('bench: BENCH_LH_ROUTES route selection', () => {
  it('keeps every route when the filter is unset or blank', () => {
    expect(selectRoutes(routes, undefined)).toEqual(routes);
    expect(selectRoutes(routes, ' , ')).toEqual(routes);
  });

  it('keeps only the named routes, in the route table order, ignoring spaces', () => {
    const chosen = selectRoutes(routes, ' switchComplete, quoteResults ');
    expect(chosen.map((r) => r.name)).toEqual(['quoteResults', 'switchComplete']);
  });

  it('refuses an unknown name and lists the known ones', () => {
    expect(() => selectRoutes(routes, 'quoteResults,quoteResult')).toThrow(
      'no route to measure named quoteResult (measured: currentTariff, quoteResults, tariffDetails, switchComplete)',
    );
  });
});

describe('bench: how a page is opened with a session', () => {
  it('seeds each data page with its stage and says how the session was made', () => {
    expect(sessionOpening(routes[1], sessions)).toEqual({
      path: '/results/home-energy',
      seed: sessions.quote,
      made: 'a gas quote made through the API',
    });
    expect(sessionOpening(routes[3], sessions).seed).toBe(sessions.switched);
  });

  it("opens tariff details on a tariff of the quote's results, not the sample id", () => {
    expect(sessionOpening(routes[2], sessions).path).toBe('/tariff-details/4711');
  });

  it('opens other pages cold, and every page cold when no session could be made', () => {
    expect(sessionOpening(routes[0], sessions)).toEqual({ path: '/switch/home-energy' });
    expect(sessionOpening(routes[2], null)).toEqual({ path: '/tariff-details/1' });
  });

  it("gives every route that needs the journey's data a session that has it", () => {
    // Each stage's session holds the earlier stages' entries too (seeded-session.ts).
    const rank: Record<RouteNeed, number> = { quote: 0, switchKey: 1, switched: 2 };
    for (const meta of Object.values(ROUTES)) {
      if (meta.requires.length === 0) continue;
      const stage = SESSION_STAGES[meta.name];
      expect(stage, meta.name).toBeDefined();
      for (const { need } of meta.requires)
        expect(rank[stage.stage], meta.name).toBeGreaterThanOrEqual(rank[need]);
    }
  });
});
