/**
 * Where the rate limits count (issue 24 item 3): a sliding window, so no burst of 2x at a window's
 * edge; Redis shared by several servers when `REDIS_URL` is set; and what happens when Redis is down
 * (each server counts in its own memory until it is back: the API answers and the limits hold).
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { memoryStore, redisStore, type RateStore } from '../../../server/http/rate-store.js';
import { sharedRateStore } from '../../../server/http/rate-redis.js';
import type { Metrics } from '../../../server/ops/metrics.js';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';
import { buildTestApp } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { redisOnly, redisUrl } from '../helpers/redisOnly.js';

/** Sends `n` hits for `key` and returns how many were allowed. */
async function allowed(store: RateStore, key: string, n: number, windowMs: number, max: number) {
  let ok = 0;
  for (let i = 0; i < n; i++) if ((await store.hit(key, windowMs, max)).current <= max) ok++;
  return ok;
}

describe('the sliding window', () => {
  it('never lets more than the limit through in any stretch of one window, even across an edge', async () => {
    let now = 1_000_000;
    const store = memoryStore(() => now);
    // One hit early in the minute, four just before its end...
    expect(await allowed(store, 'k', 1, 60_000, 5)).toBe(1);
    now += 59_000;
    expect(await allowed(store, 'k', 4, 60_000, 5)).toBe(4);
    // ...and just after the minute's edge, where a fixed window would allow five more (a burst of
    // nine in two seconds), only the slot freed by the early hit is there.
    now += 1_500;
    expect(await allowed(store, 'k', 5, 60_000, 5)).toBe(1);
    const refused = await store.hit('k', 60_000, 5);
    expect(refused.current).toBe(6);
    // The wait is until the oldest of the last minute's hits (59 s in) leaves it: 58.5 s.
    expect(refused.ttlMs).toBe(58_500);
    now += 58_500;
    expect(await allowed(store, 'k', 5, 60_000, 5)).toBe(4);
  });
});

describe.runIf(redisUrl)(redisOnly('rate limits in Redis'), () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(() => redis?.disconnect());

  it("counts on Redis's clock with the same sliding window", async () => {
    const store = redisStore(new Redis(redisUrl!), `test:${randomBytes(4).toString('hex')}:`);
    try {
      // Times are taken after each call returns: under a loaded machine the first call (which also
      // connects) took hundreds of milliseconds, and a hit counted late stayed in the window past a
      // check that assumed it had left. A 4 s window leaves 1.4 s for the last call to land.
      expect(await allowed(store, 'k', 1, 4000, 5)).toBe(1);
      const firstCounted = Date.now();
      await sleep(2000);
      expect(await allowed(store, 'k', 6, 4000, 5)).toBe(4);
      // Past the first hit's window (it counted by firstCounted, so it leaves by firstCounted + 4 s),
      // within the others' (counted 2 s or more after it, so they stay until firstCounted + 6 s or
      // later): one slot only.
      await sleep(4600 - (Date.now() - firstCounted));
      expect(await allowed(store, 'k', 3, 4000, 5)).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('two servers on one Redis share one count per session', async () => {
    const [target] = testDbTargets();
    // One database is enough: what the two servers share here is the Redis.
    const db = await target.openSeeded();
    const tokenKey = randomBytes(32);
    const env = { RATE_LIMIT_PER_MINUTE: '5', REDIS_URL: redisUrl! };
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++)
        apps.push(await buildTestApp(db, env, { tokenKey, dataKey: randomBytes(32) }));
      const { token } = (await apps[0].inject({ method: 'POST', url: ROOT_ROUTES.token.path })).json();
      const call = (i: number) =>
        apps[i].inject({
          method: 'GET',
          url: `/api${API_ROUTES.evMakes.path}`,
          headers: { authorization: `Bearer ${token}` },
        });
      const codes = [];
      for (const i of [0, 1, 0, 1, 0, 1, 0]) codes.push((await call(i)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      for (const a of apps) await a.close();
      await db.close();
    }
  });
});

describe.runIf(redisUrl)(redisOnly('a server whose event loop is held up'), () => {
  it('still counts in Redis: a hold-up longer than a quarter second is not taken for Redis being down', async () => {
    let fallbacks = 0;
    const app = { log: { warn: () => undefined } } as unknown as FastifyInstance;
    const metrics = { rateLimitFallbacks: { inc: () => (fallbacks += 1) } } as unknown as Metrics;
    const [one, two] = await Promise.all([
      sharedRateStore(app, redisUrl!, metrics),
      sharedRateStore(app, redisUrl!, metrics),
    ]);
    const key = `held:${randomBytes(4).toString('hex')}`;
    const hit = one.hit(key, 60_000, 5);
    // The CPU busy for 600 ms right after the command went out: its reply waits in the socket.
    const until = Date.now() + 600;
    while (Date.now() < until);
    expect((await hit).current).toBe(1);
    // Counted in Redis, so the other server sees it.
    expect((await two.hit(key, 60_000, 5)).current).toBe(2);
    expect(fallbacks).toBe(0);
  });
});

describe('when Redis is down', () => {
  it('the server starts and answers, and each server goes on limiting in its own memory', async () => {
    const [target] = testDbTargets();
    const db = await target.openSeeded();
    // Nothing listens on port 1: every Redis command fails at once.
    const app = await buildTestApp(db, { RATE_LIMIT_PER_MINUTE: '3', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const { token } = (await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path })).json();
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await app.inject({
              method: 'GET',
              url: `/api${API_ROUTES.evMakes.path}`,
              headers: { authorization: `Bearer ${token}` },
            })
          ).statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429]);
      const metrics = (await app.inject({ method: 'GET', url: ROOT_ROUTES.metrics.path })).body;
      expect(metrics).toMatch(/^rate_limit_store_fallbacks_total [1-9]/m);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
