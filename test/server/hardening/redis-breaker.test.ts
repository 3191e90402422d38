/**
 * Issue 39 item 6: a Redis that stops answering used to add its 2 s command timeout to every API call
 * for as long as it hung. Now the first timeout opens a circuit breaker: later calls count in this
 * process's memory at once, without sending Redis anything, `rate_limit_store_fallbacks_total` counts
 * them, `/ready` names Redis's state while staying 200, and a Redis that answers again counts again.
 */
import { Redis } from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { memoryStore, withFallback, type RateStore } from '../../../server/http/rate-store.js';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';
import { buildTestApp, callApi, getToken, sidOf } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { redisOnly, redisUrl } from '../helpers/redisOnly.js';
import { startTcpProxy } from '../helpers/tcpProxy.js';

/** The value of a Prometheus sample without labels. */
const sample = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

const ready = async (app: FastifyInstance) => {
  const res = await app.inject({ method: 'GET', url: ROOT_ROUTES.ready.path });
  return { status: res.statusCode, body: res.json<{ status: string; redis?: string }>() };
};

describe('the circuit breaker of the shared rate-limit store', () => {
  it('sends nothing to a primary that has failed until a probe finds it answering again', async () => {
    let primaryHits = 0;
    let answering = false;
    const primary: RateStore = {
      hit: async () => {
        primaryHits++;
        throw new Error('Command timed out');
      },
      close: async () => undefined,
    };
    let now = 0;
    let probes = 0;
    const fallbacks: string[] = [];
    const store = withFallback(primary, memoryStore(), {
      onFallback: (err) => fallbacks.push(err.message),
      probe: async () => {
        probes++;
        if (!answering) throw new Error('Command timed out');
      },
      now: () => now,
    });
    expect(store.primaryUp()).toBe(true);
    expect((await store.hit('k', 60_000, 5)).current).toBe(1);
    expect(store.primaryUp()).toBe(false);
    for (let i = 0; i < 20; i++) await store.hit('k', 60_000, 100);
    // One hit waited on the primary; the other twenty went to memory without asking it.
    expect(primaryHits).toBe(1);
    expect(fallbacks).toHaveLength(21);
    // Probes run at most once a second, and not on a hit's path.
    expect(probes).toBe(0);
    now += 1000;
    await store.hit('k', 60_000, 100);
    expect(probes).toBe(1);
    answering = true;
    now += 1000;
    await store.hit('k', 60_000, 100);
    await sleep(0);
    expect(store.primaryUp()).toBe(true);
  });
});

describe('/ready with REDIS_URL', () => {
  it('stays 200 and says the limits count in this process while Redis is down (a closed port)', async () => {
    const db = await testDbTargets()[0].openSeeded();
    const app = await buildTestApp(db, { RATE_LIMIT_PER_MINUTE: '100', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const r = await ready(app);
      expect(r.status).toBe(200);
      expect(r.body.status).toBe('ready');
      expect(r.body.redis).toMatch(/not answering: rate limits are counted in this process/);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.runIf(redisUrl)(redisOnly('a Redis that stops answering'), () => {
  it('costs one timeout: later calls count in memory without asking it, and it counts again once it answers', async () => {
    const target = new URL(redisUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const redis = new Redis(redisUrl!);
    const db = await testDbTargets()[0].openSeeded();
    const app = await buildTestApp(db, {
      RATE_LIMIT_PER_MINUTE: '1000',
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    });
    try {
      const token = await getToken(app);
      const sid = sidOf(token);
      const counted = () => redis.zcard(`ratelimit:api:s:${sid}`);
      const call = () => callApi(app, token, { method: 'GET', url: API_ROUTES.evMakes.path });
      expect((await call()).statusCode).toBe(200);
      expect(await counted()).toBe(1);
      expect((await ready(app)).body.redis).toBe('ok');

      proxy.hang();
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await call()).statusCode);
      expect(codes.every((c) => c === 200)).toBe(true);
      // Only the first of the 21 calls sent Redis its counting script (and waited out the timeout);
      // the breaker sent the others to memory at once.
      expect(proxy.heldBack().match(/evalsha/gi) ?? []).toHaveLength(1);
      const metrics = (await app.inject({ method: 'GET', url: ROOT_ROUTES.metrics.path })).body;
      expect(sample(metrics, 'rate_limit_store_fallbacks_total')).toBeGreaterThanOrEqual(21);
      const whileHung = await ready(app);
      expect(whileHung.status).toBe(200);
      expect(whileHung.body.redis).toMatch(/not answering/);

      // Redis answers again: a background probe closes the circuit, and calls count in Redis.
      proxy.resume();
      for (let i = 0; i < 100 && (await ready(app)).body.redis !== 'ok'; i++) {
        await call();
        await sleep(100);
      }
      expect((await ready(app)).body.redis).toBe('ok');
      const before = await counted();
      expect((await call()).statusCode).toBe(200);
      expect(await counted()).toBe(before + 1);
    } finally {
      await app.close();
      await db.close();
      redis.disconnect();
      await proxy.down();
    }
  }, 60_000);
});
