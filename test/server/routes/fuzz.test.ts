import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_ROUTES, fillPath } from '../../../contract/api/routes.js';
import type { Db } from '../../../server/db/db.js';
import { registeredRoutes } from '../../../server/http/routeList.js';
import { buildTestApp, getToken } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { ROUTE_CATALOGUE } from './catalogue.js';
import { casesFor, type FuzzCase, type FuzzRoute, type Part } from './fuzz-cases.js';
import { ROOT_CATALOGUE } from './root-catalogue.js';

/** Requests per database (FUZZ_RUNS to change it; the issue asks for at least 10,000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const API_BASE = '/api';

/** Sample bodies of routes whose catalogue entry tests no input (the tracking batch). */
const EXTRA_BODIES: Record<string, unknown> = {
  [API_ROUTES.trackRecords.path]: [
    { userRefId: 'u1', switchId: '1', propertyDetails: [{ name: 'Page', value: 'Home' }] },
  ],
};

/** The request parts of a registered route's schema. */
function schemasOf(schema: unknown): FuzzRoute['schemas'] {
  const schemas: FuzzRoute['schemas'] = {};
  for (const part of ['body', 'querystring', 'params'] as Part[]) {
    const s = (schema as Record<string, unknown> | undefined)?.[part];
    if (s) schemas[part] = s as Record<string, unknown>;
  }
  return schemas;
}

/**
 * Every route the app registered (API base and root alike), each with its sample input from the
 * catalogues and the schemas the server compiled; `missing` lists registered routes that no
 * catalogue samples, so a new route cannot escape the fuzz.
 */
function fuzzRoutes(app: FastifyInstance): { routes: FuzzRoute[]; missing: string[] } {
  const routes: FuzzRoute[] = [];
  const missing: string[] = [];
  for (const reg of registeredRoutes(app)) {
    const schemas = schemasOf(reg.schema);
    if (reg.path.startsWith(`${API_BASE}/`)) {
      const path = reg.path.slice(API_BASE.length);
      const r = ROUTE_CATALOGUE.find((x) => x.method === reg.method && x.path === path);
      if (!r) {
        missing.push(`${reg.method} ${reg.path}`);
        continue;
      }
      routes.push({
        method: r.method,
        path: r.path,
        base: API_BASE,
        url: r.part === 'params' ? fillPath(r.path, { id: 1 }) : r.path,
        sample: {
          body: r.part === 'body' ? r.sample : (r.body ?? EXTRA_BODIES[r.path]),
          querystring: r.part === 'query' ? r.sample : {},
          params: { id: 1 },
        },
        schemas,
      });
      continue;
    }
    const r = ROOT_CATALOGUE.find((x) => x.method === reg.method && x.path === reg.path);
    if (!r) {
      missing.push(`${reg.method} ${reg.path}`);
      continue;
    }
    routes.push({
      method: r.method,
      path: r.path,
      base: '',
      url: r.params ? fillPath(r.path, r.params) : r.path,
      sample: { body: r.body, querystring: r.query ?? {}, params: r.params ?? {} },
      schemas,
      page: r.page,
    });
  }
  return { routes, missing };
}

/** How old a token may get before the run renews it: a third of its 60 s life. */
const TOKEN_RENEW_MS = 20_000;

describe.each(testDbTargets())('fuzz: generated invalid requests on every route, on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  // The run can take minutes on a loaded machine, longer than a token lives (60 s): a new token is
  // taken well before the last expires, so every reply is the route's answer to the broken input and
  // never "token expired" (seen once under load, as a 401 where the test expected 400).
  let tokenAt = 0;
  const renewToken = async () => {
    token = await getToken(app);
    tokenAt = Date.now();
  };
  const currentToken = async () => {
    if (Date.now() - tokenAt > TOKEN_RENEW_MS) await renewToken();
    return token;
  };
  beforeAll(async () => {
    db = await target.openSeeded();
    app = await buildTestApp(db);
    await renewToken();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it(`answers ${RUNS} broken requests with no 5xx, each in the error shape naming the field`, async () => {
    const { routes, missing } = fuzzRoutes(app);
    // Every route the app registered is fuzzed, root routes included; none is left out of a catalogue.
    expect(missing).toEqual([]);
    expect(routes.length).toBe(registeredRoutes(app).length);
    expect(routes.length).toBeGreaterThan(45);
    const rootListed = ROOT_CATALOGUE.map((r) => `${r.method} ${r.path}`).sort();
    expect(
      routes
        .filter((r) => r.base === '')
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(rootListed);
    // A route first, then one of its generators: every route gets its share, however few its fields.
    const byRoute = routes.map(casesFor);
    const generators = byRoute.reduce((n, g) => n + g.length, 0);
    const sent = new Map<string, number>();
    let fiveHundreds = 0;

    const send = async (c: FuzzCase) => {
      const id = `${c.route.method} ${c.route.base}${c.route.path}`;
      sent.set(id, (sent.get(id) ?? 0) + 1);
      const res = await app.inject({
        method: c.route.method,
        url: `${c.route.base}${c.url}${c.query ? `?${c.query}` : ''}`,
        headers: {
          authorization: `Bearer ${await currentToken()}`,
          ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(c.body !== undefined ? { payload: c.body } : {}),
      });
      if (res.statusCode >= 500) fiveHundreds++;
      return res;
    };

    await fc.assert(
      fc.asyncProperty(
        fc.nat(byRoute.length - 1).chain((r) => fc.nat(byRoute[r].length - 1).chain((i) => byRoute[r][i])),
        async (c) => {
          const res = await send(c);
          const where = `${c.route.method} ${c.route.base}${c.route.path} (${c.label}): ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // The sandbox checkout's "order not found" is a page for the householder, not API JSON.
          const page404 =
            c.route.page && res.statusCode === 404 && /^text\/html/.test(String(res.headers['content-type']));
          if (res.statusCode >= 400 && !page404) {
            const body = res.json();
            expect(body, where).toMatchObject({ statusCode: res.statusCode, error: expect.any(String) });
            expect(typeof body.message, where).toBe('string');
            expect(
              Object.keys(body).every((k) => ['statusCode', 'error', 'message', 'fields'].includes(k)),
              where,
            ).toBe(true);
          }
          if (c.expectField !== null) {
            expect(res.statusCode, where).toBe(400);
            const body = res.json();
            expect(body.fields?.[0]?.field, where).toBe(c.expectField);
            expect(body.message, where).toContain(c.expectField);
          }
        },
      ),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    console.log(
      `fuzz on ${target.name}: ${total} requests over ${sent.size} routes (${generators} generators), ${fiveHundreds} replies of 5xx`,
    );
    expect(fiveHundreds).toBe(0);
    expect(total).toBeGreaterThanOrEqual(RUNS);
    expect(sent.size).toBe(routes.length);
    // About 20 s a database idle; beside the end-to-end suite 116 s (PGlite) and 166 s (PostgreSQL) on
    // 2026-11-28, and 294 s of the 300 s it had on a slower evening (2026-11-27): twice the slowest.
  }, 600_000);
});
