import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES, QUOTE_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';
import type { Db } from '../db/db.js';
import { errorReply, HttpError } from './errors.js';

/**
 * The kinds of call that have a limit of their own. Tight ones are what costs or reveals most per
 * call: issuing tokens, creating quotes, address and meter lookups, the existing-switch check (its
 * only input is a switch id; counted by its handler, for switch ids of other sessions only, so the
 * navigation guard's check of the visitor's own quote is not held back) and carbon offset payments.
 * Every other API call shares the looser `api` limit. The page, static files, /health and the
 * sandbox have none.
 */
type RateBucket = 'token' | 'quote' | 'lookup' | 'existingSwitch' | 'payment' | 'api';

/** Requests per minute per client address, by bucket; 0 turns a bucket's limit off. */
export type RateLimits = Record<RateBucket, number>;

/** The tight buckets, by route path (API paths relative to the API base). */
const TIGHT: Record<string, RateBucket> = {
  ...Object.fromEntries(Object.values(QUOTE_ROUTES).map((r) => [r.path, 'quote'])),
  [API_ROUTES.verifiedAddresses.path]: 'lookup',
  [API_ROUTES.reccoAddresses.path]: 'lookup',
  [API_ROUTES.meterDetails.path]: 'lookup',
  [API_ROUTES.mpan.path]: 'lookup',
  [API_ROUTES.carbonPayment.path]: 'payment',
};

/** The bucket a request counts in, or null for a path without a limit. */
function bucketOf(req: FastifyRequest, apiBase: string): RateBucket | null {
  const path = req.routeOptions.url ?? req.url.split('?')[0];
  if (path === ROOT_ROUTES.token.path) return 'token';
  if (path !== apiBase && !path.startsWith(`${apiBase}/`)) return null;
  return TIGHT[path.slice(apiBase.length)] ?? 'api';
}

/** Counts hits per bucket and client in fixed windows. */
export interface RateCounter {
  /** Counts one hit; returns the hits in the current window and the milliseconds until it ends. */
  hit(bucket: RateBucket, client: string, windowMs: number): Promise<{ hits: number; resetInMs: number }>;
  close(): void;
}

/**
 * Counters in this process's memory: exact for the embedded PGlite default, which is one process
 * by construction (a PGlite data folder belongs to one process).
 */
export function memoryCounter(): RateCounter {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    async hit(bucket, client, windowMs) {
      const now = Date.now();
      const start = now - (now % windowMs);
      const key = `${bucket} ${client}`;
      let w = windows.get(key);
      if (!w || w.start !== start) {
        if (windows.size > 50_000) for (const [k, v] of windows) if (v.start !== start) windows.delete(k);
        windows.set(key, (w = { start, hits: 0 }));
      }
      w.hits++;
      return { hits: w.hits, resetInMs: start + windowMs - now };
    },
    close: () => windows.clear(),
  };
}

/**
 * Counters in PostgreSQL (`rate_limits`), so a limit holds across every API process of one
 * deployment: one upsert per limited request, on the database's clock. Old windows are deleted
 * every few minutes.
 */
export function databaseCounter(db: Db): RateCounter {
  const sweep = setInterval(() => {
    void db
      .query(
        `DELETE FROM rate_limits WHERE window_start < (extract(epoch FROM clock_timestamp()) * 1000)::bigint - 3600000`,
      )
      .catch(() => undefined);
  }, 5 * 60_000);
  sweep.unref();
  return {
    async hit(bucket, client, windowMs) {
      const [row] = await db.query<{ hits: number; reset_in: string }>(
        `WITH now_ms AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
         INSERT INTO rate_limits (bucket, client, window_start, hits)
         SELECT $1, $2, ms - ms % $3::bigint, 1 FROM now_ms
         ON CONFLICT (bucket, client) DO UPDATE
           SET hits = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.hits + 1 ELSE 1 END,
               window_start = EXCLUDED.window_start
         RETURNING hits, (window_start + $3::bigint - (SELECT ms FROM now_ms))::text AS reset_in`,
        [bucket, client, windowMs],
      );
      return { hits: row.hits, resetInMs: Number(row.reset_in) };
    },
    close: () => clearInterval(sweep),
  };
}

/**
 * The address a limit counts by: IPv4 as is, IPv6 by its /64 (one household's usual allocation).
 * @internal Exported for its unit test.
 */
export function clientKey(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a request in `bucket` from inside a handler, for limits that depend on what the
     * request asks (the existing-switch check counts only switch ids of other sessions); answers
     * the request with a 429 by throwing when the limit is used up.
     */
    countRate(req: FastifyRequest, reply: FastifyReply, bucket: RateBucket): Promise<void>;
  }
}

/**
 * Adds the rate limits to `app`: an `onRequest` hook (before the token check) that counts each
 * request in its bucket for the client's address (`trustProxy` decides whether that is the socket's
 * or the forwarded one) and answers 429, in the documented error shape with `Retry-After`, once a
 * bucket's limit for the minute is used up; and `app.countRate` for handlers.
 */
export function installRateLimits(
  app: FastifyInstance,
  opts: { limits: RateLimits; apiBase: string; counter: RateCounter },
): void {
  const { limits, apiBase, counter } = opts;
  /** Counts one hit; returns the seconds to wait when the limit is used up, else null. */
  const count = async (
    req: FastifyRequest,
    reply: FastifyReply,
    bucket: RateBucket,
  ): Promise<number | null> => {
    const limit = limits[bucket];
    if (limit <= 0) return null;
    let counted: { hits: number; resetInMs: number };
    try {
      counted = await counter.hit(bucket, clientKey(req.ip), 60_000);
    } catch (err) {
      // A limit that cannot be counted does not take the service down with it.
      req.log.warn({ err: { message: (err as Error).message } }, 'rate limit not counted');
      return null;
    }
    reply.header('x-ratelimit-limit', limit);
    reply.header('x-ratelimit-remaining', Math.max(0, limit - counted.hits));
    if (counted.hits <= limit) return null;
    app.metrics.rateLimitRefusals.inc({ bucket });
    const seconds = Math.max(1, Math.ceil(counted.resetInMs / 1000));
    reply.header('retry-after', seconds);
    return seconds;
  };
  const tooMany = (seconds: number) =>
    new HttpError(429, `Too many requests: please wait ${seconds} seconds and try again.`);

  app.decorate('countRate', async (req: FastifyRequest, reply: FastifyReply, bucket: RateBucket) => {
    const wait = await count(req, reply, bucket);
    if (wait !== null) throw tooMany(wait);
  });
  app.addHook('onClose', async () => counter.close());
  app.addHook('onRequest', async (req, reply) => {
    const bucket = bucketOf(req, apiBase);
    const wait = bucket ? await count(req, reply, bucket) : null;
    if (wait !== null) return reply.code(429).send(errorReply(429, tooMany(wait).message));
  });
}
