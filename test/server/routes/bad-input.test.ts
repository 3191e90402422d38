import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ALL_API_ROUTES } from '../../../contract/api/routes.js';
import type { Db } from '../../../server/db/db.js';
import { ROUTE_CATALOGUE, type RouteSample } from './catalogue.js';
import { registeredApiRoutes } from '../../../server/routes/index.js';
import { testDbTargets } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';

function without(sample: Record<string, unknown>, field: string) {
  const copy = { ...sample };
  delete copy[field];
  return copy;
}

function request(r: RouteSample, input: Record<string, unknown> | undefined) {
  const url = r.url ?? r.path;
  if (r.part === 'query') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(input ?? {})) for (const one of [v].flat()) qs.append(k, String(one));
    return {
      method: r.method,
      url: `${url}?${qs}`,
      ...(r.body !== undefined
        ? { payload: JSON.stringify(r.body), headers: { 'content-type': 'application/json' } }
        : {}),
    };
  }
  if (r.part === 'body') return { method: r.method, url, payload: input };
  return { method: r.method, url };
}

describe.each(testDbTargets())('bad input on every route, on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    db = await target.open();
    app = await buildTestApp(db);
    token = await getToken(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('the route catalogue lists exactly the routes registered under the API base', () => {
    const registered = registeredApiRoutes(app)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const listed = ROUTE_CATALOGUE.map((r) => `${r.method} ${r.path}`).sort();
    expect(registered.length).toBeGreaterThan(40);
    expect(listed).toEqual(registered);
    // And the contract declares exactly these: the server registers no path of its own.
    expect(ALL_API_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(registered);
  });

  const withInput = ROUTE_CATALOGUE.filter((r) => r.part !== 'none');

  it.each(withInput.filter((r) => r.required))(
    '$method $path: a missing field is a 400 naming it',
    async (r) => {
      const res = await callApi(app, token, request(r, without(r.sample!, r.required!)));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].field).toBe(r.required);
      expect(res.json().message).toContain(r.required);
    },
  );

  it.each(withInput.filter((r) => r.wrongType))(
    '$method $path: a wrong type is a 400 naming the field',
    async (r) => {
      const [field, value] = r.wrongType!;
      const res = await callApi(app, token, request(r, { ...r.sample, [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].field).toBe(field);
      expect(res.json().message).toContain(field);
    },
  );

  it.each(withInput.filter((r) => r.oversize))(
    '$method $path: an oversize string is a 400 naming the field',
    async (r) => {
      const [field, limit] = r.oversize!;
      const res = await callApi(app, token, request(r, { ...r.sample, [field]: '1'.repeat(limit + 1) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[0].field).toBe(field);
      expect(res.json().message).toBe(`${field} must be at most ${limit} characters`);
    },
  );

  it.each(ROUTE_CATALOGUE.filter((r) => r.method === 'POST'))(
    '$method $path: unparsable JSON is a 400 naming the body',
    async (r) => {
      const qs = r.part === 'query' ? `?${new URLSearchParams(r.sample as Record<string, string>)}` : '';
      const res = await callApi(app, token, {
        method: 'POST',
        url: `${r.url ?? r.path}${qs}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"switchKey": "abc",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'body is not valid JSON', fields: [{ field: 'body' }] });
    },
  );

  it.each(ROUTE_CATALOGUE.filter((r) => r.part === 'none' && r.method === 'GET'))(
    '$method $path: unknown query values are ignored',
    async (r) => {
      const res = await callApi(app, token, { method: 'GET', url: `${r.path}?x=${'y'.repeat(500)}` });
      // No market data in this database: the point is that the query is not a 400 or a crash on input.
      expect(res.statusCode).not.toBe(400);
    },
  );
});
