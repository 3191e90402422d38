import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.js';
import { testDbTargets } from './helpers/db.js';
import { buildTestApp, callApi, getToken } from './helpers/app.js';
import { issueToken, newSession } from '../../server/auth/token.js';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';

describe.each(testDbTargets())('server foundation on $name', (target) => {
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

  it('issues a bearer token at the root base', async () => {
    const res = await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenType: 'Bearer', expiresIn: 60 });
    expect(res.json().token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  it('answers 401 on an API route without a token, with a bad one and with an expired one', async () => {
    const record = [{ propertyDetails: [{ name: 'Page', value: 'Home' }] }];
    const none = await app.inject({
      method: 'POST',
      url: `/api${API_ROUTES.trackRecords.path}`,
      payload: record,
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Bearer token missing');
    const forged = await callApi(app, `${token.slice(0, -2)}xx`, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: record,
    });
    expect(forged.statusCode).toBe(401);
    const then = Date.now() - 10_000;
    const expired = issueToken(Buffer.alloc(32), 1, then, newSession(then)).token;
    expect(
      (await callApi(app, expired, { method: 'POST', url: API_ROUTES.trackRecords.path, payload: record }))
        .statusCode,
    ).toBe(401);
  });

  it('accepts a valid token and stores the tracking record', async () => {
    // A record names a switch of its own session (a quote the session made).
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
      sid: string;
    };
    await db.query(
      `INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id) VALUES ('S1', gen_random_uuid(), 'gas', '{}', $1)`,
      [sid],
    );
    const res = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [
        {
          switchId: 'S1',
          propertyDetails: [
            { name: 'Page', value: 'Home' },
            { name: 'Action', value: 'Viewed' },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: 1 });
    const rows = await db.query<{ property_details: unknown }>(
      "SELECT property_details FROM track_records WHERE switch_id = 'S1'",
    );
    expect(rows[0].property_details).toEqual([
      { name: 'Page', value: 'Home' },
      { name: 'Action', value: 'Viewed' },
    ]);
  });

  it('answers 400 naming the body for malformed JSON', async () => {
    const res = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      headers: { 'content-type': 'application/json' },
      payload: '[{"propertyDetails": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'body is not valid JSON',
      fields: [{ field: 'body' }],
    });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers 400 naming the field for a missing field, a wrong type and an oversize string', async () => {
    const missing = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [{ switchId: 'x' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('0.propertyDetails is required');
    const wrongType = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [{ switchId: 42, propertyDetails: [] }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields[0]).toEqual({
      field: '0.switchId',
      message: '0.switchId must be of type string',
    });
    const oversize = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [{ switchId: 'x'.repeat(151), propertyDetails: [] }],
    });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().message).toBe('0.switchId must be at most 150 characters');
  });

  it('sends a strict Content Security Policy and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: ROOT_ROUTES.health.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: target.name });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers an unknown API route with a 404 reply, not a 500', async () => {
    const res = await callApi(app, token, { method: 'GET', url: '/request/nothing-here?postcode=SW1A1AA' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No route GET /api/request/nothing-here');
  });
});
