import type { FastifyInstance } from 'fastify';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import type { Db } from '../db/db.js';
import { pendingMigrations } from '../db/migrate.js';
import type { Metrics } from './metrics.js';

/** What `/ready` found, check by check: `ok`, or what is wrong. */
type ReadyChecks = Record<'database' | 'migrations' | 'market', string>;

/** Runs the readiness checks; a check that cannot run (the database is down) says so. */
async function readiness(db: Db): Promise<ReadyChecks> {
  try {
    await db.query('SELECT 1');
  } catch {
    return { database: 'unreachable', migrations: 'unknown', market: 'unknown' };
  }
  const pending = await pendingMigrations(db);
  if (pending.length)
    return { database: 'ok', migrations: `pending: ${pending.join(', ')}`, market: 'unknown' };
  const [m] = await db.query<{ tariffs: boolean; suppliers: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM tariffs) AS tariffs, EXISTS (SELECT 1 FROM suppliers) AS suppliers`,
  );
  return { database: 'ok', migrations: 'ok', market: m.tariffs && m.suppliers ? 'ok' : 'empty' };
}

const checkProps = { type: 'string' } as const;

/**
 * The operator's endpoints at the site root, outside the API base, its token and its rate limits:
 * `GET /health` (the process answers and its database too: for a liveness probe), `GET /ready`
 * (database reachable, every migration applied, market data loaded, and the server not shutting
 * down: 200 or 503 naming the failing check, for a load balancer) and, unless `metrics` is off,
 * `GET /metrics` (Prometheus text).
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  opts: { db: Db; metrics: Metrics; metricsEnabled: boolean },
): void {
  const { db, metrics } = opts;
  app.get(
    ROOT_ROUTES.health.path,
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async () => {
      await db.query('SELECT 1');
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
            },
          },
        },
      },
    },
    async (_req, reply) => {
      if (closing) return reply.code(503).send({ status: 'shutting down' });
      const checks = await readiness(db);
      const ready = Object.values(checks).every((c) => c === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', ...checks });
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
