/**
 * Issue 39 item 3: sessions had no bound. 350 page GETs from one address minted 350 sessions (page
 * GETs count in no limit) and 100 of them each made a quote, all answered, so the per-session quote
 * limit did not bound a client. Now minting a session counts per address (a page GET or token call
 * carrying no session on; one carrying the session cookie does not), and quote creation has a
 * per-address allowance besides each session's. Counted in memory and, with TEST_REDIS_URL, in Redis.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import { pageTokenIssuer } from '../../../server/auth/pageToken.js';
import { tokenLifetimes } from '../../../server/auth/plugin.js';
import { registerWebApp } from '../../../server/web/static.js';
import { PAGE_TOKEN_ID } from '../../../contract/pageToken.js';
import { QUOTE_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';
import { clonePglite } from '../helpers/dbTemplates.js';
import { minimalDist } from '../helpers/dist.js';
import { sidOf } from '../helpers/app.js';
import { redisUrl } from '../helpers/redisOnly.js';

const FORM = '/switch/home-energy';
const stores = [
  { name: 'memory', env: {} },
  ...(redisUrl ? [{ name: 'Redis', env: { REDIS_URL: redisUrl } }] : []),
];

/** An address of its own per test and run: counts in a shared Redis never meet another run's. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(stores)('sessions and quotes per client address, counted in $name', ({ env }) => {
  const key = randomBytes(32);
  let db: Db;
  let dist: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    // Limits are counted before any route runs: a migrated database without market data is enough.
    db = await clonePglite('migrated');
    dist = minimalDist();
  }, 60_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const build = async (limits: NodeJS.ProcessEnv) => {
    const config = readConfig({ DATA_DIR: '/nonexistent', ...env, ...limits });
    const app = await buildApp({
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
    apps.push(app);
    return app;
  };

  /** A page load from `address`: its status, the token it was sent with and the session cookie set. */
  const openPage = async (app: FastifyInstance, address: string, cookie?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: FORM,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
    });
    const found = new RegExp(`id="${PAGE_TOKEN_ID}">([^<]*)<`).exec(res.body);
    const token = found ? (JSON.parse(found[1]) as { token: string }).token : null;
    const setCookie = res.headers['set-cookie'] as string | undefined;
    return {
      status: res.statusCode,
      token,
      cookie: setCookie?.split(';')[0],
      retryAfter: res.headers['retry-after'],
    };
  };
  const quote = (app: FastifyInstance, address: string, token: string) =>
    app.inject({
      method: 'POST',
      url: `/api${QUOTE_ROUTES.gasToGas.path}`,
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });

  it('page loads that mint a session count per address; a load carrying the session cookie does not', async () => {
    const app = await build({ RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '5' });
    const address = newAddress();
    const minted = [];
    for (let i = 0; i < 5; i++) minted.push(await openPage(app, address));
    expect(minted.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(minted.map((p) => sidOf(p.token!))).size).toBe(5);
    // The sixth new visit from that address: the page, but no session minted for it.
    const sixth = await openPage(app, address);
    expect(sixth).toMatchObject({ status: 200, token: null, cookie: undefined, retryAfter: undefined });
    // Nor by the token call, which says why.
    const call = await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path, remoteAddress: address });
    expect(call.statusCode).toBe(429);
    expect(call.json().message).toMatch(/^Too many requests: please wait \d+ seconds/);
    expect(Number(call.headers['retry-after'])).toBeGreaterThan(0);
    // New tabs of a visit carry its cookie: as many as a household opens, all in its session.
    for (let i = 0; i < 20; i++) {
      const tab = await openPage(app, address, minted[0].cookie);
      expect(tab.status).toBe(200);
      expect(sidOf(tab.token!)).toBe(sidOf(minted[0].token!));
    }
    // Another address mints its own.
    expect((await openPage(app, newAddress())).token).not.toBeNull();
  });

  it('quote creation has an allowance per address besides each session’s: minted sessions do not multiply it', async () => {
    const app = await build({
      RATE_LIMIT_QUOTE_PER_MINUTE: '2',
      RATE_LIMIT_QUOTE_PER_ADDRESS_PER_MINUTE: '5',
      RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '100',
    });
    const address = newAddress();
    const sessions = [];
    for (let i = 0; i < 10; i++) sessions.push((await openPage(app, address)).token!);
    const codes = [];
    for (const token of sessions) codes.push((await quote(app, address, token)).statusCode);
    // Each a first quote of its session (the bodies are empty: 400 once let through), five in all.
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    // A session still has its own limit, and a call its session may not make spends none of the address's.
    const other = newAddress();
    const one = (await openPage(app, other)).token!;
    const own = [];
    for (let i = 0; i < 4; i++) own.push((await quote(app, other, one)).statusCode);
    expect(own).toEqual([400, 400, 429, 429]);
    const next = (await openPage(app, other)).token!;
    const left = [];
    for (let i = 0; i < 4; i++) left.push((await quote(app, other, next)).statusCode);
    expect(left).toEqual([400, 400, 429, 429]);
    const third = (await openPage(app, other)).token!;
    expect((await quote(app, other, third)).statusCode).toBe(400);
    expect((await quote(app, other, third)).statusCode).toBe(429);
  });

  it('with the default limits, the probe’s 350 page loads mint 60 sessions, whose quotes stop at 60; 15 tabs of a household each quote', async () => {
    const app = await build({});
    const address = newAddress();
    const pages = [];
    for (let i = 0; i < 350; i++) pages.push(await openPage(app, address));
    const tokens = pages.map((p) => p.token).filter((t): t is string => t !== null);
    expect(pages.every((p) => p.status === 200)).toBe(true);
    expect(tokens).toHaveLength(60);
    const codes = [];
    for (const token of tokens) codes.push((await quote(app, address, token)).statusCode);
    // 60 sessions, each under its own 20 a minute, share the address's 60.
    expect(codes.filter((c) => c !== 429)).toHaveLength(60);
    const more = [];
    for (const token of tokens.slice(0, 40)) more.push((await quote(app, address, token)).statusCode);
    expect(more.every((c) => c === 429)).toBe(true);

    // A household: 15 tabs opened at once (each its own new visit), each making a quote.
    const home = newAddress();
    const tabs = await Promise.all(Array.from({ length: 15 }, () => openPage(app, home)));
    expect(tabs.every((t) => t.token !== null)).toBe(true);
    const quotes = await Promise.all(tabs.map((t) => quote(app, home, t.token!)));
    expect(quotes.filter((q) => q.statusCode === 429)).toEqual([]);
  }, 120_000);
});
