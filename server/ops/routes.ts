import type { FastifyInstance } from 'fastify';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import type { Db } from '../db/db.js';
import { pendingMigrations } from '../db/migrate.js';
import { unopenedKeys } from '../switching/keyCheck.js';
import type { Keyring } from '../switching/seal.js';
import type { Metrics } from './metrics.js';

/** What `/ready` found, check by check: `ok`, or what is wrong. */
type ReadyChecks = Record<'database' | 'migrations' | 'market' | 'dataKeys', string>;

/**
 * How long the database may take to answer `/health`'s and `/ready`'s first query: a database that
 * drops packets never refuses, and a probe that hangs tells a balancer nothing.
 */
const DB_ANSWER_MS = 3000;

/** Whether the database answers `SELECT 1` within {@link DB_ANSWER_MS}. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      db.query('SELECT 1').then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DB_ANSWER_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the readiness checks; a check that cannot run (the database is down) says so. */
async function readiness(db: Db, keyring: Keyring): Promise<ReadyChecks> {
  if (!(await databaseAnswers(db)))
    return { database: 'unreachable', migrations: 'unknown', market: 'unknown', dataKeys: 'unknown' };
  const pending = await pendingMigrations(db);
  if (pending.length)
    return {
      database: 'ok',
      migrations: `pending: ${pending.join(', ')}`,
      market: 'unknown',
      dataKeys: 'unknown',
    };
  const [m] = await db.query<{ tariffs: boolean; suppliers: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tariffs) AS tariffs, EXISTS (SELECT 1 FROM suppliers) AS suppliers`,
  );
  // The newest sign-ups: a process with other keys writing to the same database shows there first.
  const unopened = await unopenedKeys(db, keyring, 'newest');
  return {
    database: 'ok',
    migrations: 'ok',
    market: m.tariffs && m.suppliers ? 'ok' : 'empty',
    dataKeys: unopened.length ? unopened.join('; ') : 'ok',
  };
}

/** What `/ready` says of Redis (not a readiness check: while it is away, limits count in memory). */
const redisState = (up: () => boolean) =>
  up() ? 'ok' : 'not answering: rate limits are counted in this process until it is back';

const checkProps = { type: 'string' } as const;

/** Options of {@link registerOperatorRoutes}. */
interface OperatorOptions {
  db: Db;
  metrics: Metrics;
  metricsEnabled: boolean;
  /** The data keys: `/ready` checks they open the newest stored sign-ups. */
  keyring: Keyring;
  /** Whether the rate limits' Redis answers; undefined without `REDIS_URL`. */
  redisUp?: () => boolean;
}

/**
 * The operator's endpoints at the site root, outside the API base, its token and its rate limits:
 * `GET /health` (the process answers and its database too: 200, or 503 naming the database, for a
 * liveness probe), `GET /ready` (database reachable, every migration applied, market data loaded,
 * the data keys open the newest sign-ups, and the server not shutting down: 200 or 503 naming the
 * failing check, for a load balancer; with `REDIS_URL`, Redis's state too, which does not decide
 * readiness) and, unless `metrics` is off, `GET /metrics` (Prometheus text).
 */
export function registerOperatorRoutes(app: FastifyInstance, opts: OperatorOptions): void {
  const { db, metrics, keyring, redisUp } = opts;
  const healthReply = {
    type: 'object',
    properties: { status: { type: 'string' }, database: { type: 'string' } },
  } as const;
  app.get(
    ROOT_ROUTES.health.path,
    { schema: { response: { 200: healthReply, 503: healthReply } } },
    async (_req, reply) => {
      // A database that cannot be reached is a 503 (unavailable), never a 500 (a fault of ours).
      if (!(await databaseAnswers(db)))
        return reply.code(503).send({ status: 'unavailable', database: `${db.kind}: unreachable` });
      return { status: 'ok', database: db.kind };
    },
  );

  // A server that is shutting down answers 503 at once, so the balancer stops sending it requests
  // while it finishes the ones in flight.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get(
    ROOT_ROUTES.ready.path,
    {
      schema: {
        response: {
          '2xx': {
            type: 'object',
            properties: {
              status: { type: 'string' },
              database: checkProps,
              migrations: checkProps,
              market: checkProps,
              dataKeys: checkProps,
              redis: checkProps,
            },
          },
        },
      },
    },
    async (_req, reply) => {
      if (closing) return reply.code(503).send({ status: 'shutting down' });
      const checks = await readiness(db, keyring);
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        ...checks,
        ...(redisUp ? { redis: redisState(redisUp) } : {}),
      });
    },
  );

  if (opts.metricsEnabled) {
    app.get(ROOT_ROUTES.metrics.path, async (_req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics()),
    );
  }
}
