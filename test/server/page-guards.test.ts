import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { sessionNeeds } from '../../server/web/pageGuard.js';
import { registerWebApp } from '../../server/web/static.js';
import { minimalDist } from './helpers/dist.js';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import { callApi, getToken } from './helpers/app.js';
import { testDbTargets } from './helpers/db.js';
import { openSeeded, type Seeded } from './routes/seeded.js';
import { dualQuote, keyFor, switchedQuote } from './switching/flow.js';

const FORM = '/switch/home-energy';
const RESULTS = '/results/home-energy';
/** Where a page opened without a quote goes: the form, naming the page so it can say why. */
const formFrom = (path: string) => `${FORM}?from=${encodeURIComponent(path)}`;

/** Issue 23 item 3: a page opened without the data it needs is redirected by the server. */
describe.each(testDbTargets())('guards on the server, on $name', (target) => {
  let s: Seeded;
  let web: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    s = await openSeeded(target);
    dist = minimalDist();
    const config = readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' });
    const needsOf = sessionNeeds(s.db, s.secrets.tokenKey, config.sessionSeconds);
    web = await buildApp({
      config,
      db: s.db,
      secrets: s.secrets,
      web: (a) => registerWebApp(a, { distDir: dist, env: {}, needsOf }),
    });
  }, 60_000);
  afterAll(async () => {
    await web.close();
    await s.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A new visitor's session: its token and a `call` to the API with it. */
  async function visitor(): Promise<Seeded> {
    const token = await getToken(s.app);
    return { ...s, token, call: (opts) => callApi(s.app, token, opts) };
  }

  /** The session cookie the browser of `token`'s tab holds (set by its token call). */
  async function cookieOf(token: string): Promise<string> {
    const res = await web.inject({
      method: 'POST',
      url: ROOT_ROUTES.token.path,
      headers: { authorization: `Bearer ${token}` },
    });
    return String(res.headers['set-cookie']).split(';')[0];
  }

  /** A plain page GET, as a typed-in address: status and where it goes. */
  async function open(path: string, cookie?: string) {
    const res = await web.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
    return { status: res.statusCode, location: res.headers.location, cache: res.headers['cache-control'] };
  }

  const ALWAYS_OPEN = [FORM, '/terms', '/privacy', '/accessibility', '/error/404', '/carbon-offset/existing'];

  it('without a session cookie: results, details, sign-up and Switch Complete go to the form; carbon offset to 404', async () => {
    for (const path of [RESULTS, '/tariff-details/12', '/details', '/switch-complete']) {
      const res = await open(path);
      expect(res, path).toMatchObject({ status: 302, location: formFrom(path), cache: 'no-store' });
    }
    expect(await open('/carbon-offset')).toMatchObject({ status: 302, location: '/error/404' });
    for (const path of ALWAYS_OPEN) expect((await open(path)).status, path).toBe(200);
  });

  it('a forged cookie is no session', async () => {
    const v = await visitor();
    await dualQuote(v);
    const [name, value] = (await cookieOf(v.token)).split('=');
    const forged = `${name}=${value.slice(0, -2)}xx`;
    expect(await open(RESULTS, forged)).toMatchObject({ status: 302, location: formFrom(RESULTS) });
  });

  it('with a quote: results and details open; sign-up goes to the results, Switch Complete to the form', async () => {
    const v = await visitor();
    await dualQuote(v);
    const cookie = await cookieOf(v.token);
    expect((await open(RESULTS, cookie)).status).toBe(200);
    expect((await open('/tariff-details/12', cookie)).status).toBe(200);
    expect(await open('/details', cookie)).toMatchObject({ status: 302, location: RESULTS });
    // The householder has a quote: the form opens without a "starting again" line.
    expect(await open('/switch-complete', cookie)).toMatchObject({ status: 302, location: FORM });
    expect(await open('/carbon-offset', cookie)).toMatchObject({ status: 302, location: '/error/404' });
    // Another visitor's session gets nothing of it.
    const stranger = await cookieOf((await visitor()).token);
    expect(await open(RESULTS, stranger)).toMatchObject({ status: 302, location: formFrom(RESULTS) });
  });

  it('with a tariff chosen (Switch Now), sign-up opens', async () => {
    const v = await visitor();
    const q = await dualQuote(v);
    await keyFor(v, q.switchId, q.tariff.tariffId);
    expect((await open('/details', await cookieOf(v.token))).status).toBe(200);
  });

  it('with a completed switch, Switch Complete and the carbon offset open', async () => {
    const v = await visitor();
    await switchedQuote(v);
    const cookie = await cookieOf(v.token);
    expect((await open('/switch-complete', cookie)).status).toBe(200);
    expect((await open('/carbon-offset', cookie)).status).toBe(200);
  });
});
