import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import type { Db } from '../../../server/db/db.js';
import { readSignedToken } from '../../../server/auth/token.js';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';

const KEY = Buffer.alloc(32, 7);
const SECRETS = { tokenKey: KEY, dataKey: Buffer.alloc(32, 9) };
/** A call from a page of the site itself (behind a proxy that terminates TLS: the scheme differs). */
const OWN = { host: 'energy.example', origin: 'https://energy.example' };

/** The token call's reply: its token's session and its `Set-Cookie`. */
async function tokenCall(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path, headers });
  expect(res.statusCode).toBe(200);
  const claims = readSignedToken(KEY, res.json<{ token: string }>().token);
  if (typeof claims === 'string') throw new Error(claims);
  const setCookie = String(res.headers['set-cookie']);
  return { token: res.json<{ token: string }>().token, sid: claims.sid, setCookie };
}

/** `name=value` of a `Set-Cookie` header, as a browser sends it back. */
const cookiePair = (setCookie: string) => setCookie.split(';')[0];

/** Issue 23 item 2: the session cookie a page load reads. */
describe('the session cookie', () => {
  const [target] = testDbTargets();
  let db: Db;
  let app: FastifyInstance;
  let secureApp: FastifyInstance;
  beforeAll(async () => {
    db = await target.open();
    app = await buildTestApp(db, {}, SECRETS);
    secureApp = await buildTestApp(db, { TLS_TERMINATED: 'true' }, SECRETS);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await secureApp.close();
    await db.close();
  });

  it('is set by the token call: HttpOnly, SameSite=Strict, Path=/, for the session day, naming the session', async () => {
    const { sid, setCookie } = await tokenCall(app);
    const attributes = setCookie.split(';').map((a) => a.trim());
    expect(attributes[0]).toMatch(new RegExp(`^session=${sid}\\.\\d+\\.[\\w-]+$`));
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${24 * 3600}`]),
    );
    expect(attributes).not.toContain('Secure');
  });

  it('is Secure when TLS is terminated in front', async () => {
    const { setCookie } = await tokenCall(secureApp);
    expect(setCookie.split(';').map((a) => a.trim())).toContain('Secure');
  });

  it('keeps naming the session on a refresh, with the lifetime left of the session', async () => {
    const first = await tokenCall(app);
    const refreshed = await tokenCall(app, { authorization: `Bearer ${first.token}` });
    expect(refreshed.sid).toBe(first.sid);
    expect(cookiePair(refreshed.setCookie)).toBe(cookiePair(first.setCookie));
  });

  it('lets a new tab of the same site join the session; a call from elsewhere or without Origin gets its own', async () => {
    const first = await tokenCall(app);
    const cookie = cookiePair(first.setCookie);
    expect((await tokenCall(app, { cookie, ...OWN })).sid).toBe(first.sid);
    expect(
      (await tokenCall(app, { cookie, host: OWN.host, origin: 'https://elsewhere.example' })).sid,
    ).not.toBe(first.sid);
    expect((await tokenCall(app, { cookie, host: OWN.host })).sid).not.toBe(first.sid);
  });

  it('is ignored when forged', async () => {
    const first = await tokenCall(app);
    const [name, value] = cookiePair(first.setCookie).split('=');
    const [, sat, mac] = value.split('.');
    const forged = `${name}=${'A'.repeat(22)}.${sat}.${mac}`;
    expect((await tokenCall(app, { cookie: forged, ...OWN })).sid).not.toBe('A'.repeat(22));
  });

  it('never authorises an API call: with only the cookie, a POST is refused', async () => {
    const { setCookie } = await tokenCall(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api${API_ROUTES.switchKey.path}`,
      headers: { cookie: cookiePair(setCookie), ...OWN },
      payload: { switchId: '1000000000', switchPlan: {} },
    });
    expect(res.statusCode).toBe(401);
  });
});
