import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db.js';

/**
 * The server's Prometheus metrics (prom-client), one registry per app so tests can build several.
 * Counters are per process, as Prometheus expects: with two servers, sum them across instances.
 */
export interface Metrics {
  registry: Registry;
  /** A switch completed (the first completion of a quote; repeats are not counted). */
  switchesCompleted: Counter;
  /** Carbon offset payment orders created, and outcomes the provider recorded (`paid`, `failed`). */
  payments: Counter<'event'>;
  /** Requests answered 429, by rate-limit bucket. */
  rateLimitRefusals: Counter<'bucket'>;
  /** Rate-limit hits counted in this process's memory because Redis did not answer. */
  rateLimitFallbacks: Counter;
}

/** Label of requests that matched no route: one series, whatever the path, so scanners cannot grow the metrics. */
const UNMATCHED = 'unmatched';

/**
 * Creates the metrics of one app: requests by route, method and status with durations (recorded by
 * an `onResponse` hook added to `app`), the business counters of {@link Metrics}, the database pool
 * (PostgreSQL: total, idle and waiting clients) and Node's process metrics.
 */
export function installMetrics(app: FastifyInstance, db: Db): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['route', 'method', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_clients',
    help: 'Database pool clients by state (PostgreSQL; the embedded database has one connection)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = db.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, p.total);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      route: req.routeOptions.url && reply.statusCode !== 404 ? req.routeOptions.url : UNMATCHED,
      method: req.method,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
  return {
    registry,
    switchesCompleted: new Counter({
      name: 'switches_completed_total',
      help: 'Switches completed (first completion of a quote)',
      registers: [registry],
    }),
    payments: new Counter({
      name: 'carbon_payments_total',
      help: 'Carbon offset payments: orders created, and outcomes recorded by the provider',
      labelNames: ['event'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429, by rate-limit bucket',
      labelNames: ['bucket'],
      registers: [registry],
    }),
    rateLimitFallbacks: new Counter({
      name: 'rate_limit_store_fallbacks_total',
      help: 'Rate-limit hits counted in process memory because Redis did not answer',
      registers: [registry],
    }),
  };
}
