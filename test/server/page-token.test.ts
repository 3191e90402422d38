import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { pageTokenIssuer } from '../../server/auth/pageToken.js';
import { tokenLifetimes } from '../../server/auth/plugin.js';
import { readSessionCookie } from '../../server/auth/sessionCookie.js';
import { verifyToken, type TokenClaims } from '../../server/auth/token.js';
import { registerWebApp } from '../../server/web/static.js';
import { PAGE_TOKEN_ID, type PageToken } from '../../contract/pageToken.js';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';
import type { Db } from '../../server/db/db.js';
import { clonePglite } from './helpers/dbTemplates.js';
import { minimalDist } from './helpers/dist.js';
import { callApi } from './helpers/app.js';

const FORM = '/switch/home-energy';

/** Issue 23 item 4: a tab's first page is sent with its bearer token, so it renders without a token call. */
describe('the token a page is sent with', () => {
  const key = randomBytes(32);
  let db: Db;
  let web: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    // The page token touches no database: one target is enough.
    db = await clonePglite('migrated');
    dist = minimalDist();
    const config = readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
    web = await buildApp({
      config,
      db,
      secrets: { tokenKey: key, dataKey: randomBytes(32) },
      web: (a) =>
        registerWebApp(a, {
          distDir: dist,
          env: {},
          pageToken: pageTokenIssuer(key, tokenLifetimes(config)),
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await web.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A page GET: its token (verified) and the response's cache and session cookie. */
  async function open(path: string, cookie?: string) {
    const res = await web.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    const found = new RegExp(`<script type="application/json" id="${PAGE_TOKEN_ID}">([^<]*)</script>`).exec(
      res.body,
    );
    const sent = found ? (JSON.parse(found[1]) as PageToken) : null;
    const setCookie = res.headers['set-cookie'] as string | undefined;
    return {
      status: res.statusCode,
      cache: res.headers['cache-control'],
      sent,
      claims: sent ? (verifyToken(key, sent.token) as TokenClaims) : null,
      cookie: setCookie?.split(';')[0],
      cookieSession: setCookie
        ? readSessionCookie(key, { headers: { cookie: setCookie.split(';')[0] } }, 86_400)
        : null,
      inHead: res.body.indexOf(`id="${PAGE_TOKEN_ID}"`) < res.body.indexOf('</head>'),
    };
  }

  it('a new visitor gets a valid token in a new session, the session cookie with it, and a page no shared cache keeps', async () => {
    const page = await open(FORM);
    expect(page.status).toBe(200);
    expect(page.sent?.expiresIn).toBeGreaterThan(0);
    expect(page.claims?.sid).toEqual(expect.any(String));
    expect(page.inHead).toBe(true);
    expect(page.cookieSession?.sid).toBe(page.claims?.sid);
    // Not no-store: that would keep the page out of the back-forward cache.
    expect(page.cache).toBe('private, no-cache');
  });

  it('the API takes the token as it takes one from the token call', async () => {
    const page = await open(FORM);
    const res = await callApi(web, page.sent!.token, {
      method: 'POST',
      url: API_ROUTES.alreadySwitched.path,
      payload: { switchId: 'S-none' },
    });
    expect(res.statusCode).not.toBe(401);
    const forged = await callApi(web, `${page.sent!.token.slice(0, -2)}xx`, {
      method: 'POST',
      url: API_ROUTES.alreadySwitched.path,
      payload: { switchId: 'S-none' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("a visitor's next page carries on their session; each page's token is a new one", async () => {
    const first = await open(FORM);
    const next = await open('/terms', first.cookie);
    expect(next.claims?.sid).toBe(first.claims?.sid);
    expect(next.claims?.jti).not.toBe(first.claims?.jti);
    // The token call, presented with the page's token, keeps that session too.
    const refreshed = await web.inject({
      method: 'POST',
      url: ROOT_ROUTES.token.path,
      headers: { authorization: `Bearer ${next.sent!.token}` },
    });
    expect((verifyToken(key, refreshed.json<{ token: string }>().token) as TokenClaims).sid).toBe(
      first.claims?.sid,
    );
  });

  it('a forged session cookie gets a new session, not the one it names', async () => {
    const first = await open(FORM);
    const forged = `${first.cookie!.slice(0, -2)}xx`;
    const page = await open(FORM, forged);
    expect(page.claims?.sid).not.toBe(first.claims?.sid);
  });

  it('the error page, which the app shows without a token, is sent without one and may be cached', async () => {
    const page = await open('/error/404');
    expect(page).toMatchObject({ status: 200, sent: null, cookie: undefined, cache: 'no-cache' });
  });
});
