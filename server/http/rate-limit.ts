import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES, QUOTE_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';
import { readSignedToken, verifyToken } from '../auth/token.js';
import { errorReply, HttpError } from './errors.js';
import type { RateStore } from './rate-store.js';

/**
 * The kinds of call that have a limit of their own (@fastify/rate-limit, counted in a sliding
 * window in Redis or in memory: rate-store.ts). Calls with a valid token count **per session**, so a
 * household, an office or a mobile network behind one address never shares a count: `refresh`
 * (token refreshes), `quote` (quote creation), `lookup` (address and meter lookups),
 * `existingSwitch` (the existing-switch check of another session's switch id, counted by its
 * handler), `payment` (carbon offset payments) and `api` (every other API call). Calls without a
 * valid token (a new token, an API call with a missing, forged or expired one) count **per client
 * address** in `anonymous`, with a limit a shared address never meets in normal use. Two more count
 * per address, so that a client cannot multiply its allowances by minting sessions: `newSession`
 * (sessions minted: a page load or token call that carries no session on, counted where the session
 * is minted, server/auth/mint.ts) and `quoteAddress` (quote creation, on top of each session's
 * `quote`). The page, static files, the operator's endpoints and the sandbox have none otherwise.
 */
type RateBucket =
  | 'anonymous'
  | 'newSession'
  | 'refresh'
  | 'quote'
  | 'quoteAddress'
  | 'lookup'
  | 'existingSwitch'
  | 'payment'
  | 'api';

/** The buckets that always count per client address, whatever the request's session. */
const ADDRESS_BUCKETS: ReadonlySet<RateBucket> = new Set(['anonymous', 'newSession', 'quoteAddress']);

/** Requests per minute, by bucket (per session, or per address for the address buckets); 0 turns a limit off. */
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

const WINDOW_MS = 60_000;

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

/** The bearer token of a request, if any. */
const bearerOf = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Who a request counts for, and in which buckets, in order (the first one's count goes in the reply's
 * headers); null for a path without a limit.
 */
type Counted = { buckets: RateBucket[]; who: string } | null;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts a request in `bucket` from inside a handler, for limits that depend on what the
     * request asks (the existing-switch check counts only switch ids of other sessions); answers
     * the request with a 429 by throwing when the limit is used up. `newSession` is counted so, by
     * server/auth/mint.ts alone.
     */
    countRate(req: FastifyRequest, reply: FastifyReply, bucket: RateBucket): Promise<void>;
  }
}

/** Options of {@link installRateLimits}. */
export interface RateLimitOptions {
  limits: RateLimits;
  apiBase: string;
  /** Where hits are counted (Redis with an in-memory stand-in, or memory alone). */
  store: RateStore;
  /** The token key: a request's session is read from its verified token. */
  tokenKey: Buffer;
  /** How long refreshes carry a session on, in seconds (as the token route decides). */
  sessionSeconds: number;
  /** Told of every refusal, by bucket (the metrics). */
  onRefused(bucket: RateBucket): void;
}

/**
 * Adds the rate limits to `app` with @fastify/rate-limit: an `onRequest` hook that finds the
 * request's bucket and who it counts for (its session when its token is valid, else its address;
 * `trustProxy` decides whether that is the socket's or the forwarded one), counts it and answers
 * 429, in the documented error shape with `Retry-After`, once the bucket's limit for the last
 * minute is used up; and `app.countRate` for handlers.
 */
export async function installRateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  const { limits, apiBase, store, tokenKey } = opts;
  // The plugin's store interface over ours: one store for every bucket (the key carries the bucket).
  const pluginStore: FastifyRateLimitStore = {
    incr(key, cb, timeWindow, max) {
      store.hit(key, timeWindow, max).then(
        (r) => cb(null, { current: r.current, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    },
    child: () => pluginStore,
  };
  await app.register(fastifyRateLimit, {
    global: false,
    store: class {
      constructor() {
        return pluginStore;
      }
    } as never,
  });
  app.addHook('onClose', async () => store.close());

  const who = new WeakMap<FastifyRequest, string>();
  const addressOf = (req: FastifyRequest) => `a:${clientKey(req.ip)}`;
  const limiters = new Map(
    (Object.keys(limits) as RateBucket[])
      .filter((b) => limits[b] > 0)
      .map((bucket) => [
        bucket,
        app.createRateLimit({
          max: limits[bucket],
          timeWindow: WINDOW_MS,
          keyGenerator: (req) =>
            `${bucket}:${ADDRESS_BUCKETS.has(bucket) ? addressOf(req) : (who.get(req) ?? addressOf(req))}`,
        }),
      ]),
  );

  /** The bucket and counting key of a request, before any handler runs. */
  const classify = (req: FastifyRequest): Counted => {
    const path = req.routeOptions.url ?? req.url.split('?')[0];
    const address = addressOf(req);
    if (path === ROOT_ROUTES.token.path) {
      // A refresh presents the session's token (expired or not); the token route carries the
      // session on only within its lifetime, and so does the count.
      const current = readSignedToken(tokenKey, bearerOf(req));
      const live = typeof current !== 'string' && Date.now() / 1000 - current.sat < opts.sessionSeconds;
      return live
        ? { buckets: ['refresh'], who: `s:${current.sid}` }
        : { buckets: ['anonymous'], who: address };
    }
    if (path !== apiBase && !path.startsWith(`${apiBase}/`)) return null;
    const token = verifyToken(tokenKey, bearerOf(req));
    if (typeof token === 'string') return { buckets: ['anonymous'], who: address };
    const bucket = TIGHT[path.slice(apiBase.length)] ?? 'api';
    // A quote counts for its session and for its address: sessions minted by one client share one allowance.
    return { buckets: bucket === 'quote' ? ['quote', 'quoteAddress'] : [bucket], who: `s:${token.sid}` };
  };

  /**
   * Counts one hit; returns the seconds to wait when the limit is used up, else null. The reply's
   * `X-RateLimit-*` headers tell the count of the request's first bucket, or of the one that refused.
   */
  const count = async (
    req: FastifyRequest,
    reply: FastifyReply,
    bucket: RateBucket,
    first = true,
  ): Promise<number | null> => {
    const limiter = limiters.get(bucket);
    if (!limiter) return null;
    const r = await limiter(req);
    if (r.isAllowed) return null;
    if (first || r.isExceeded) {
      reply.header('x-ratelimit-limit', r.max);
      reply.header('x-ratelimit-remaining', r.remaining);
    }
    if (!r.isExceeded) return null;
    opts.onRefused(bucket);
    const seconds = Math.max(1, r.ttlInSeconds);
    reply.header('retry-after', seconds);
    return seconds;
  };
  const tooMany = (seconds: number) =>
    new HttpError(429, `Too many requests: please wait ${seconds} seconds and try again.`);

  app.decorate('countRate', async (req: FastifyRequest, reply: FastifyReply, bucket: RateBucket) => {
    if (req.token) who.set(req, `s:${req.token.sid}`);
    const wait = await count(req, reply, bucket);
    if (wait !== null) throw tooMany(wait);
  });
  app.addHook('onRequest', async (req, reply) => {
    const counted = classify(req);
    if (!counted) return;
    who.set(req, counted.who);
    // In order, stopping at the first refusal: a call its session may not make spends none of its
    // address's allowance.
    for (const [i, bucket] of counted.buckets.entries()) {
      const wait = await count(req, reply, bucket, i === 0);
      if (wait !== null) return reply.code(429).send(errorReply(429, tooMany(wait).message));
    }
  });
}
