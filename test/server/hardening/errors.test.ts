import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import { testDbTargets } from '../helpers/db.js';
import { callApi, getToken } from '../helpers/app.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

/** Asserts the documented error shape: `{ statusCode, error, message, fields? }` and nothing else. */
function expectErrorShape(res: LightMyRequestResponse, status: number): Record<string, unknown> {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(
    ['error', 'message', 'statusCode', ...('fields' in body ? ['fields'] : [])].sort(),
  );
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
  return body;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/** Issue 11 Fix 5: every failure in the documented shape, with a clear message. */
describe.each(testDbTargets())('every error in the documented shape, on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  const tokenKey = randomBytes(32);
  const signed = (claimsJson: string) => {
    const body = `v1.${b64(claimsJson)}`;
    return `${body}.${createHmac('sha256', tokenKey).update(body).digest('base64url')}`;
  };

  beforeAll(async () => {
    db = await target.open();
    app = await buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0', BODY_LIMIT_BYTES: '2048' }),
      db,
      secrets: { tokenKey, dataKey: randomBytes(32) },
    });
    token = await getToken(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const track = { method: 'POST' as const, url: API_ROUTES.trackRecords.path };

  it('a signed token whose claims are null, a list, text or half missing is a 401, not a 500', async () => {
    const future = Math.floor(Date.now() / 1000) + 60;
    for (const claims of ['null', '[]', '"x"', '42', '{}', `{"exp":"${future}"}`, `{"exp":${future}}`]) {
      const res = await callApi(app, signed(claims), { ...track, payload: [{ propertyDetails: [] }] });
      const body = expectErrorShape(res, 401);
      expect(body.message, claims).toMatch(/^Bearer token /);
    }
  });

  it('a malformed URL is a 400 in the documented shape', async () => {
    for (const url of ['/api/request/%zz', '/api/request/ev/make/%E0%A4%A/model', '/%']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const body = expectErrorShape(res, 400);
      expect(body.message, url).toMatch(/URL/);
    }
  });

  it('bad JSON, a JSON prototype attack and an empty JSON body are 400s naming the body', async () => {
    for (const payload of ['{"propertyDetails": [', '[{"__proto__": {"x": 1}, "propertyDetails": []}]', '']) {
      const res = await callApi(app, token, {
        ...track,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      const body = expectErrorShape(res, 400);
      expect(body.fields, payload).toEqual([{ field: 'body', message: body.message }]);
    }
  });

  it('a body over the limit is a 413 saying the limit', async () => {
    const res = await callApi(app, token, {
      ...track,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ userRefId: 'x'.repeat(4000), propertyDetails: [] }]),
    });
    const body = expectErrorShape(res, 413);
    expect(body.message).toMatch(/2048 bytes/);
  });

  it('a wrong content type is a 415 naming the type the API takes', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await callApi(app, token, { ...track, headers: { 'content-type': type }, payload: 'a=1' });
      const body = expectErrorShape(res, 415);
      expect(body.message, type).toMatch(/application\/json/);
    }
  });

  it('an unknown route and a wrong method are 404s in the shape', async () => {
    expectErrorShape(await callApi(app, token, { method: 'GET', url: '/request/nothing' }), 404);
    expectErrorShape(await callApi(app, token, { method: 'DELETE', url: API_ROUTES.suppliers.path }), 404);
  });
});
