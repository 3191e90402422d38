import { resolve } from 'node:path';

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
  /** Folder for the embedded database and generated development secrets. */
  dataDir: string;
  /** Folder of the built app (`vite build` output). */
  distDir: string;
  /** Lifetime of a bearer token in seconds (the app refreshes every 10 s). */
  tokenTtlSeconds: number;
  /** How long refreshes may carry one session on, in seconds (quotes are bound to their session). */
  sessionSeconds: number;
  /** Requests per minute per client address; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute: number;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** pino log level. */
  logLevel: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

/** Reads {@link ServerConfig} from `env`, throwing a message that names the variable on a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiBase = (env.API_BASE ?? '/api').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9/_-]+$/.test(apiBase) || apiBase === '/auth') {
    throw new Error(`API_BASE must be a path such as /api, got "${env.API_BASE}"`);
  }
  return {
    port: int(env, 'PORT', 8080),
    host: env.HOST ?? '127.0.0.1',
    apiBase,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 60),
    sessionSeconds: int(env, 'SESSION_HOURS', 24) * 3600,
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 3000),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 256 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
