import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Metrics } from '../ops/metrics.js';
import { memoryStore, redisStore, withFallback, type FallbackStore } from './rate-store.js';

/**
 * How long a rate-limit count may wait for Redis before the in-memory stand-in counts it. Not a
 * quarter of a second (as it was): after the event loop has been held up (a busy or starved CPU),
 * Node runs due timers before it reads the sockets, so a timeout shorter than the hold-up fired
 * although Redis had answered in time, and the hit was counted in this process alone (found as a
 * failing two-servers test on a loaded CI machine). A Redis that is down fails at once (no offline
 * queue); this only bounds a connected Redis that has stopped answering.
 */
const COMMAND_TIMEOUT_MS = 2000;
/** How long the start waits for a first connection (it starts anyway, counting in memory). */
const CONNECT_WAIT_MS = 2000;
/** At most one warning per this many milliseconds while Redis is down. */
const WARN_EVERY_MS = 30_000;

/**
 * The rate-limit store of a deployment with `REDIS_URL`: counts in Redis, shared by every server.
 * While Redis cannot be reached (down at start, or later) or has stopped answering, each hit is
 * counted in this process's memory instead, so the API stays up and every limit still holds per
 * server (with N servers a client may get up to N times its limit until Redis is back); a warning is
 * logged at most every 30 s and `rate_limit_store_fallbacks_total` counts such hits. Commands are
 * never queued while disconnected and time out after 2 s; the first failure opens a circuit breaker
 * (rate-store.ts, `withFallback`), so a dead or hung Redis holds up at most the calls in flight at that
 * moment, and later calls count in memory at once until a background `PING` is answered.
 */
export async function sharedRateStore(
  app: FastifyInstance,
  url: string,
  metrics: Metrics,
): Promise<FallbackStore> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_WAIT_MS,
  });
  let lastWarning = 0;
  const warn = (message: string) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    app.log.warn(`rate limits: Redis unavailable (${message}); counting in this process until it is back`);
  };
  redis.on('error', (err: Error) => warn(err.message));
  // Wait for the first connection, or its first failure: either way the server starts.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, CONNECT_WAIT_MS);
    redis.once('ready', done);
    redis.once('error', done);
  });
  return withFallback(redisStore(redis), memoryStore(), {
    onFallback: (err) => {
      metrics.rateLimitFallbacks.inc();
      warn(err.message);
    },
    probe: () => redis.ping(),
    startOpen: redis.status !== 'ready',
  });
}
