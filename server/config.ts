import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { RateLimits } from './http/rate-limit.js';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /** Interface to bind; loopback by default. */
  host: string;
  /** Prefix of every API route, e.g. `/api`. The token route stays at the root (`/auth/token`). */
  apiBase: string;
  /** PostgreSQL URL; when unset the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl?: string;
  /** Connections of the PostgreSQL pool (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  /** Folder for the embedded database and generated development secrets. */
  dataDir: string;
  /** Folder of the built app (`vite build` output). */
  distDir: string;
  /** Lifetime of a bearer token in seconds (the app refreshes every 10 s). */
  tokenTtlSeconds: number;
  /** How long refreshes may carry one session on, in seconds (quotes are bound to their session). */
  sessionSeconds: number;
  /**
   * Requests per minute per session (per client address without a valid token, and for new sessions
   * and quotes of all sessions together), by kind of call; all 0 when `RATE_LIMIT_PER_MINUTE` is 0.
   */
  rateLimits: RateLimits;
  /** Redis URL for the rate-limit counters shared by every server; unset: counted in this process. */
  redisUrl?: string;
  /**
   * Fastify's `trustProxy`: whose address the limits see behind a proxy (off: the socket's), and
   * whose `X-Request-Id` names a request (server/http/proxy.ts).
   */
  trustProxy: boolean | number | string[];
  /** TLS is terminated in front of the server: send HSTS. */
  tlsTerminated: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** pino log level. */
  logLevel: string;
  /** Serve `GET /metrics` (Prometheus text); `METRICS=false` turns it off (the path then answers 404). */
  metricsEnabled: boolean;
}

function bool(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(raw)) return false;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

/**
 * Whether `entry` names proxies as the framework's address matcher (proxy-addr) reads them: an IP
 * address, a range (`10.0.0.0/8`, `fd00::/8`, `10.0.0.0/255.0.0.0`) or one of its named ranges.
 */
function isAddressOrRange(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined || isIP(bits) === family) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: unset or false (off), true (any proxy), a hop count, or proxy addresses/CIDRs
 * (comma-separated). Anything else (a host name, a typo) is refused here, naming the variable, rather
 * than by the framework's address parser with a message that does not.
 */
function trustProxy(env: NodeJS.ProcessEnv): ServerConfig['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^(|false|no|off|true|yes|on)$/i.test(raw)) return bool(env, 'TRUST_PROXY');
  const entries = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length)
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or proxy addresses (10.0.0.1, 10.0.0.0/8, loopback), got "${bad.join(', ')}"`,
    );
  return entries;
}

/** `HOST`: an IP address or a host name to bind (whether it can be bound shows at the listen). */
function host(env: NodeJS.ProcessEnv): string {
  const raw = (env.HOST ?? '').trim() || '127.0.0.1';
  if (!isIP(raw) && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(raw))
    throw new Error(`HOST must be an IP address or a host name, got "${env.HOST}"`);
  return raw;
}

/** pino's levels: what `LOG_LEVEL` may be. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const raw = (env.LOG_LEVEL ?? '').trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(raw))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

/** A URL setting whose scheme must be one of `schemes` (checked here so a typo names its variable). */
function url(env: NodeJS.ProcessEnv, name: string, schemes: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let scheme = '';
  try {
    scheme = new URL(raw).protocol.replace(/:$/, '');
  } catch {
    /* refused below */
  }
  if (!schemes.includes(scheme))
    throw new Error(
      `${name} must be a ${schemes.map((s) => `${s}://`).join(' or ')} URL, got "${redact(raw)}"`,
    );
  return raw;
}

/** A URL as it may be printed: its password replaced by `***`. */
export function redact(raw: string): string {
  try {
    const u = new URL(raw);
    if (!u.password) return raw;
    u.password = '***';
    return u.toString();
  } catch {
    // Not a URL: print no more than its start, which may be a password pasted in the wrong place.
    return raw.length > 12 ? `${raw.slice(0, 12)}...` : raw;
  }
}

/**
 * The rate limits: `RATE_LIMIT_PER_MINUTE` for the API at large (0 turns every limit off) and one
 * variable per tight kind (server/http/rate-limit.ts says what each counts).
 * `RATE_LIMIT_TOKEN_PER_MINUTE`, the earlier name of the per-address limit on calls without a valid
 * token, is still read.
 */
function rateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const api = int(env, 'RATE_LIMIT_PER_MINUTE', 1200);
  const tight = (name: string, fallback: number) => (api === 0 ? 0 : int(env, name, fallback));
  return {
    api,
    anonymous: tight(
      env.RATE_LIMIT_ANONYMOUS_PER_MINUTE === undefined && env.RATE_LIMIT_TOKEN_PER_MINUTE !== undefined
        ? 'RATE_LIMIT_TOKEN_PER_MINUTE'
        : 'RATE_LIMIT_ANONYMOUS_PER_MINUTE',
      300,
    ),
    newSession: tight('RATE_LIMIT_NEW_SESSIONS_PER_MINUTE', 60),
    refresh: tight('RATE_LIMIT_REFRESH_PER_MINUTE', 60),
    quote: tight('RATE_LIMIT_QUOTE_PER_MINUTE', 20),
    quoteAddress: tight('RATE_LIMIT_QUOTE_PER_ADDRESS_PER_MINUTE', 60),
    lookup: tight('RATE_LIMIT_LOOKUP_PER_MINUTE', 60),
    existingSwitch: tight('RATE_LIMIT_EXISTING_SWITCH_PER_MINUTE', 10),
    payment: tight('RATE_LIMIT_PAYMENT_PER_MINUTE', 10),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Infinity): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    const range = max === Infinity ? (min === 0 ? '' : ` of at least ${min}`) : ` from ${min} to ${max}`;
    throw new Error(`${name} must be a whole number${range}, got "${raw}"`);
  }
  return n;
}

/** Reads {@link ServerConfig} from `env`, throwing a message that names the variable on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiBase = (env.API_BASE ?? '/api').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9/_-]+$/.test(apiBase) || apiBase === '/auth') {
    throw new Error(`API_BASE must be a path such as /api, got "${env.API_BASE}"`);
  }
  return {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: host(env),
    apiBase,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres', 'postgresql']),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1),
    redisUrl: url(env, 'REDIS_URL', ['redis', 'rediss']),
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 60, 1),
    sessionSeconds: int(env, 'SESSION_HOURS', 24, 1) * 3600,
    rateLimits: rateLimits(env),
    trustProxy: trustProxy(env),
    tlsTerminated: bool(env, 'TLS_TERMINATED'),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1),
    logLevel: logLevel(env),
    metricsEnabled: (env.METRICS ?? '').trim() === '' || bool(env, 'METRICS'),
  };
}
