import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where rate-limit hits are counted: a sliding window log per key. A hit is allowed when fewer than
 * `max` hits were allowed in the `windowMs` before it, so no stretch of `windowMs` ever holds more
 * than `max` allowed hits: no fixed window whose edge lets a burst of 2x through. A refused hit is
 * not recorded, so hammering does not lengthen the wait.
 */
export interface RateStore {
  /** Counts one hit for `key`; `current` above `max` means refused, `ttlMs` is when a slot frees. */
  hit(key: string, windowMs: number, max: number): Promise<{ current: number; ttlMs: number }>;
  close(): Promise<void>;
}

/** Keys kept in memory before the ones with nothing left in their window are swept. */
const SWEEP_AT = 50_000;

/**
 * The log in this process's memory: the embedded default (one process by construction) and the
 * stand-in while Redis cannot be reached.
 */
export function memoryStore(now: () => number = Date.now): RateStore {
  const logs = new Map<string, { windowMs: number; times: number[] }>();
  return {
    async hit(key, windowMs, max) {
      const t = now();
      let log = logs.get(key);
      if (!log) {
        if (logs.size >= SWEEP_AT)
          for (const [k, l] of logs)
            if (!l.times.length || l.times[l.times.length - 1] <= t - l.windowMs) logs.delete(k);
        logs.set(key, (log = { windowMs, times: [] }));
      }
      const times = log.times;
      let drop = 0;
      while (drop < times.length && times[drop] <= t - windowMs) drop++;
      if (drop) times.splice(0, drop);
      let current = max + 1;
      if (times.length < max) current = times.push(t);
      return { current, ttlMs: Math.max(0, (times[0] ?? t) + windowMs - t) };
    },
    close: async () => logs.clear(),
  };
}

/**
 * The log in Redis: a sorted set of hit times per key, on Redis's clock (`TIME`), trimmed and counted
 * in one script, so every server sharing the Redis sees the same counts.
 */
const SLIDING_LOG = `
local key = KEYS[1]
local window = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
local current = n + 1
if n < max then
  redis.call('ZADD', key, now, ARGV[3])
  redis.call('PEXPIRE', key, window)
else
  current = max + 1
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local ttl = window
if oldest[2] then ttl = tonumber(oldest[2]) + window - now end
return {current, ttl}
`;

type WithSlidingLog = Redis & {
  slidingLog(key: string, windowMs: number, max: number, member: string): Promise<[number, number]>;
};

/** The log in the Redis of `redis` (keys under `prefix`). */
export function redisStore(redis: Redis, prefix = 'ratelimit:'): RateStore {
  redis.defineCommand('slidingLog', { numberOfKeys: 1, lua: SLIDING_LOG });
  const r = redis as WithSlidingLog;
  return {
    async hit(key, windowMs, max) {
      // A unique member per hit: two hits in one millisecond are two entries.
      const [current, ttlMs] = await r.slidingLog(
        `${prefix}${key}`,
        windowMs,
        max,
        randomBytes(8).toString('hex'),
      );
      return { current, ttlMs };
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

/** A store with a stand-in: {@link withFallback}. */
export interface FallbackStore extends RateStore {
  /** Whether the primary counts now (false while its circuit is open and the stand-in counts). */
  primaryUp(): boolean;
}

/** Options of {@link withFallback}. */
export interface FallbackOptions {
  /** Told of each hit counted by the stand-in (for a log line and the metrics). */
  onFallback(err: Error): void;
  /** Asks the primary whether it answers again (Redis: `PING`); rejects while it does not. */
  probe(): Promise<unknown>;
  /** Whether the primary is known not to answer at the start (the circuit starts open). */
  startOpen?: boolean;
  /** At most one probe per this many milliseconds while the circuit is open. */
  probeEveryMs?: number;
  now?: () => number;
}

/**
 * `primary` (Redis), and while it fails, `fallback` (this process's memory): the limits go on
 * holding per process rather than failing open or taking the API down with Redis. A circuit breaker:
 * the first hit that fails (refused, or timed out on a Redis that has stopped answering) opens the
 * circuit, and from then on hits go to the stand-in at once, without waiting on the primary, so a hung
 * Redis costs one timeout rather than one per call. While open, a probe in the background (never on a
 * request's path) asks the primary at most once per `probeEveryMs`; the first answer closes the
 * circuit and hits count in the primary again.
 */
export function withFallback(primary: RateStore, fallback: RateStore, opts: FallbackOptions): FallbackStore {
  const now = opts.now ?? Date.now;
  const probeEveryMs = opts.probeEveryMs ?? 1000;
  let open = opts.startOpen ?? false;
  let lastError = new Error('not connected');
  let lastProbe = open ? -Infinity : now();
  let probing = false;
  const probe = () => {
    if (probing || now() - lastProbe < probeEveryMs) return;
    probing = true;
    lastProbe = now();
    opts.probe().then(
      () => {
        open = false;
        probing = false;
      },
      (err: Error) => {
        lastError = err;
        probing = false;
      },
    );
  };
  const counted = (err: Error, key: string, windowMs: number, max: number) => {
    opts.onFallback(err);
    return fallback.hit(key, windowMs, max);
  };
  return {
    async hit(key, windowMs, max) {
      if (open) {
        probe();
        return counted(lastError, key, windowMs, max);
      }
      try {
        return await primary.hit(key, windowMs, max);
      } catch (err) {
        if (!open) {
          open = true;
          lastProbe = now();
        }
        lastError = err as Error;
        return counted(lastError, key, windowMs, max);
      }
    },
    primaryUp: () => !open,
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
