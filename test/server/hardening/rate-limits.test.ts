import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import { registerWebApp } from '../../../server/web/static.js';
import { testDbTargets } from '../helpers/db.js';
import type { Seeded } from '../routes/seeded.js';
import { dualQuote } from '../switching/flow.js';
import { API_ROUTES, QUOTE_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: '5',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3',
  RATE_LIMIT_REFRESH_PER_MINUTE: '3',
  RATE_LIMIT_QUOTE_PER_MINUTE: '2',
  RATE_LIMIT_LOOKUP_PER_MINUTE: '2',
  RATE_LIMIT_EXISTING_SWITCH_PER_MINUTE: '2',
  RATE_LIMIT_PAYMENT_PER_MINUTE: '2',
};

/**
 * Issue 11 Fix 7: separate limits per kind of call, none on the page and /health. Issue 24: calls
 * with a valid token count per session, the others per address.
 */
describe.each(testDbTargets())('rate limits on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  const dist = mkdtempSync(join(tmpdir(), 'rate-dist-'));
  const tokenKey = randomBytes(32);
  const build = (database: Db, env: NodeJS.ProcessEnv = {}) =>
    buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', ...LIMITS, ...env }),
      db: database,
      secrets: { tokenKey, dataKey: randomBytes(32) },
      web: (a) => registerWebApp(a, { distDir: dist, env: {} }),
    });

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    db = await target.openSeeded();
    app = await build(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** A client at its own address, so each test starts with fresh counters. */
  function client(a: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
    let token = '';
    const send = (o: InjectOptions & { url: string }) =>
      a.inject({ ...o, remoteAddress, headers: { ...headers, ...(o.headers as object) } });
    return {
      send,
      async token() {
        token = (await send({ method: 'POST', url: ROOT_ROUTES.token.path })).json().token;
        return token;
      },
      /** Refreshes the token as the app does every 10 s: presenting the current one. */
      async refresh() {
        const res = await send({
          method: 'POST',
          url: ROOT_ROUTES.token.path,
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.statusCode === 200) token = res.json().token;
        return res;
      },
      api: (o: InjectOptions & { url: string }) =>
        send({ ...o, url: `/api${o.url}`, headers: { authorization: `Bearer ${token}` } }),
    };
  }

  const expect429 = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.any(String),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('a 429 on /api leaves /health, the page, static files and the token call answering', async () => {
    const c = client(app, '10.0.0.1');
    await c.token();
    for (let i = 0; i < 5; i++)
      expect((await c.api({ method: 'GET', url: API_ROUTES.estimateLists.path })).statusCode).not.toBe(429);
    expect429(await c.api({ method: 'GET', url: API_ROUTES.estimateLists.path }));
    expect429(await c.api({ method: 'GET', url: API_ROUTES.evMakes.path }));
    for (let i = 0; i < 20; i++) {
      expect((await c.send({ method: 'GET', url: ROOT_ROUTES.health.path })).statusCode).toBe(200);
      expect((await c.send({ method: 'GET', url: '/' })).statusCode).toBe(200);
      expect((await c.send({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    }
    expect((await c.send({ method: 'POST', url: ROOT_ROUTES.token.path })).statusCode).toBe(200);
  });

  it('token issue, quote creation, lookups, the existing-switch check and payment have tight limits of their own', async () => {
    const tight: [string, InjectOptions & { url: string }][] = [
      ['quote', { method: 'POST', url: QUOTE_ROUTES.gasToGas.path, payload: {} }],
      [
        'quote (another path, same limit)',
        { method: 'POST', url: QUOTE_ROUTES.dualDistinctToDualConsolidated.path, payload: {} },
      ],
      ['address', { method: 'GET', url: '/request/address/recco?postcode=SW1A1AA' }],
      ['meter', { method: 'POST', url: API_ROUTES.meterDetails.path, payload: { postcode: 'SW1A1AA' } }],
      ['mpan', { method: 'GET', url: '/request/customer/mpan?mpan=012345671312345678907' }],
      [
        'existing switch',
        { method: 'POST', url: API_ROUTES.alreadySwitched.path, payload: { switchId: '1' } },
      ],
      ['payment', { method: 'POST', url: API_ROUTES.carbonPayment.path, payload: {} }],
    ];
    let n = 0;
    for (const [name, call] of tight) {
      const c = client(app, `10.1.0.${++n}`);
      await c.token();
      // Quote creation through two paths shares one limit; address, meter and MPAN lookups share one.
      const calls = name.startsWith('quote')
        ? [call, tight[1][1]]
        : ['address', 'meter', 'mpan'].includes(name)
          ? [tight[2][1], tight[3][1]]
          : [call, call];
      for (const one of calls) expect((await c.api(one)).statusCode, name).not.toBe(429);
      expect429(await c.api(call));
      // The rest of the API still answers this client.
      expect((await c.api({ method: 'GET', url: API_ROUTES.evMakes.path })).statusCode, name).toBe(200);
    }
    const t = client(app, '10.2.0.1');
    for (let i = 0; i < 3; i++)
      expect((await t.send({ method: 'POST', url: ROOT_ROUTES.token.path })).statusCode).toBe(200);
    expect429(await t.send({ method: 'POST', url: ROOT_ROUTES.token.path }));
  });

  it("the existing-switch limit counts other sessions' switch ids, not the guard's checks of its own quote", async () => {
    const roomy = await build(db, { RATE_LIMIT_PER_MINUTE: '100' });
    try {
      const c = client(roomy, '10.5.0.1');
      await c.token();
      const q = await dualQuote({ db, call: c.api } as unknown as Seeded);
      const check = (switchId: string) =>
        c.api({ method: 'POST', url: API_ROUTES.alreadySwitched.path, payload: { switchId } });
      for (let i = 0; i < 6; i++) expect((await check(q.switchId)).json()).toBe(false);
      for (const other of ['1000000001', '1000000002']) expect((await check(other)).statusCode).toBe(200);
      expect429(await check('1000000003'));
      expect((await check(q.switchId)).statusCode).toBe(200);
    } finally {
      await roomy.close();
    }
  });

  it('behind a proxy the limit sees the client address only when trustProxy says so', async () => {
    const direct = [1, 2, 3, 4].map((i) => client(app, '10.3.0.1', { 'x-forwarded-for': `192.0.2.${i}` }));
    for (const c of direct.slice(0, 3))
      expect((await c.send({ method: 'POST', url: ROOT_ROUTES.token.path })).statusCode).toBe(200);
    expect429(await direct[3].send({ method: 'POST', url: ROOT_ROUTES.token.path }));

    const proxied = await build(db, { TRUST_PROXY: '10.3.0.2' });
    try {
      for (let i = 1; i <= 6; i++) {
        const c = client(proxied, '10.3.0.2', { 'x-forwarded-for': `192.0.2.${i}` });
        expect((await c.send({ method: 'POST', url: ROOT_ROUTES.token.path })).statusCode).toBe(200);
      }
      const same = client(proxied, '10.3.0.2', { 'x-forwarded-for': '198.51.100.7' });
      for (let i = 0; i < 3; i++) await same.send({ method: 'POST', url: ROOT_ROUTES.token.path });
      expect429(await same.send({ method: 'POST', url: ROOT_ROUTES.token.path }));
    } finally {
      await proxied.close();
    }
  });

  it('counts per session once a token is valid: a second session at the same address has its own count', async () => {
    const a = client(app, '10.6.0.1');
    const b = client(app, '10.6.0.1');
    await a.token();
    await b.token();
    for (let i = 0; i < 5; i++)
      expect((await a.api({ method: 'GET', url: API_ROUTES.evMakes.path })).statusCode).toBe(200);
    expect429(await a.api({ method: 'GET', url: API_ROUTES.evMakes.path }));
    expect((await b.api({ method: 'GET', url: API_ROUTES.evMakes.path })).statusCode).toBe(200);
    // Refreshes count per session too: a's fourth in the minute is refused, b's first is not.
    for (let i = 0; i < 3; i++) expect((await a.refresh()).statusCode).toBe(200);
    expect429(await a.refresh());
    expect((await b.refresh()).statusCode).toBe(200);
    // Calls without a valid token count per address (3 here), then answer 429 before the 401.
    const anon = client(app, '10.6.0.2');
    for (let i = 0; i < 3; i++)
      expect((await anon.api({ method: 'GET', url: API_ROUTES.evMakes.path })).statusCode).toBe(401);
    expect429(await anon.api({ method: 'GET', url: API_ROUTES.evMakes.path }));
  });

  it('with the default limits, 15 tabs behind one address refreshing their tokens are never refused', async () => {
    const household = await build(db, Object.fromEntries(Object.keys(LIMITS).map((k) => [k, ''])));
    try {
      const tabs = Array.from({ length: 15 }, () => client(household, '198.51.100.20'));
      for (const tab of tabs) await tab.token();
      const codes: number[] = [];
      // Seven rounds of 15 refreshes (105, as the probe sent) plus 15 first tokens, in well under a minute.
      for (let round = 0; round < 7; round++)
        codes.push(...(await Promise.all(tabs.map(async (tab) => (await tab.refresh()).statusCode))));
      expect(codes).toHaveLength(105);
      expect(codes.filter((c) => c !== 200)).toEqual([]);
    } finally {
      await household.close();
    }
  });
});
