/**
 * The operator's endpoints (issue 24 item 2): `/health`, `/ready` for a load balancer, `/metrics` in
 * Prometheus text outside the API's rate limits and switchable off, and paths that are neither the
 * app's nor the API's answering 404 rather than the app page.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { registerWebApp } from '../../server/web/static.js';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';
import { minimalDist } from './helpers/dist.js';
import { buildTestApp, callApi, getToken } from './helpers/app.js';
import { testDbTargets } from './helpers/db.js';
import { openSeeded, type Seeded } from './routes/seeded.js';
import { switchedQuote } from './switching/flow.js';

/** The value of one sample of a Prometheus text exposition, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe.each(testDbTargets())('operator endpoints on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  it('/health and /ready answer 200 on a migrated, seeded database', async () => {
    const health = await s.app.inject({ method: 'GET', url: ROOT_ROUTES.health.path });
    expect(health.json()).toEqual({ status: 'ok', database: target.name });
    const ready = await s.app.inject({ method: 'GET', url: ROOT_ROUTES.ready.path });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: 'ok',
      market: 'ok',
      dataKeys: 'ok',
    });
  });

  it('/ready answers 503 naming what is missing: market data, then migrations', async () => {
    const empty = await target.open();
    const app = await buildTestApp(empty);
    try {
      const res = await app.inject({ method: 'GET', url: ROOT_ROUTES.ready.path });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not ready', migrations: 'ok', market: 'empty' });
      await empty.exec(`DELETE FROM schema_migrations WHERE name = '005_carbon_one_payment.sql'`);
      const pending = await app.inject({ method: 'GET', url: ROOT_ROUTES.ready.path });
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toMatchObject({ migrations: 'pending: 005_carbon_one_payment.sql' });
      await app.close();
    } finally {
      await empty.close();
    }
  });

  it('/metrics counts requests by route and status with durations, switches, payments and the pool', async () => {
    const { switched } = await switchedQuote(s);
    const projects = (await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path })).json();
    const order = await s.call({
      method: 'POST',
      url: API_ROUTES.carbonPayment.path,
      payload: { uuid: switched.uuid, projectId: projects.projects[0].id, percentage: 50 },
    });
    expect(order.statusCode, order.body).toBe(200);
    await s.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${order.json().orderId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    await s.app.inject({ method: 'GET', url: '/wp-login.php' });

    const res = await s.app.inject({ method: 'GET', url: ROOT_ROUTES.metrics.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const route = `/api${API_ROUTES.carbonProjects.path}`;
    expect(sample(text, 'http_requests_total', { route, method: 'GET', status: '200' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route, method: 'GET', status: '200' })).toBe(
      1,
    );
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('wp-login');
    expect(sample(text, 'switches_completed_total')).toBe(1);
    expect(sample(text, 'carbon_payments_total', { event: 'ordered' })).toBe(1);
    expect(sample(text, 'carbon_payments_total', { event: 'paid' })).toBe(1);
    expect(sample(text, 'db_pool_clients', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});

describe('metrics and rate limits', () => {
  it('/metrics is outside the API limit, and counts the refusals', async () => {
    const [target] = testDbTargets();
    const db = await target.openSeeded();
    const app = await buildTestApp(db, { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const token = await getToken(app);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await callApi(app, token, { method: 'GET', url: API_ROUTES.carbonProjects.path })).statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      for (let i = 0; i < 10; i++) {
        const m = await app.inject({ method: 'GET', url: ROOT_ROUTES.metrics.path });
        expect(m.statusCode).toBe(200);
        expect(sample(m.body, 'rate_limit_refusals_total', { bucket: 'api' })).toBe(2);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('paths that are neither the app nor the API', () => {
  let dist: string;
  const start = async (env: NodeJS.ProcessEnv) => {
    const db = await testDbTargets()[0].open();
    const config = readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0', ...env });
    const secrets = { tokenKey: Buffer.alloc(32, 1), dataKey: Buffer.alloc(32, 2) };
    const app = await buildApp({
      config,
      db,
      secrets,
      web: (a) => registerWebApp(a, { distDir: dist, env }),
    });
    return { app, close: async () => (await app.close(), await db.close()) };
  };
  beforeAll(() => {
    dist = minimalDist();
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answer 404 (probes, files) or a redirect to the first page (other paths), while the app routes answer the page', async () => {
    const { app, close } = await start({ METRICS: 'false' });
    try {
      for (const path of ['/healthz', '/wp-login.php', ROOT_ROUTES.metrics.path, '/.env', '/sitemap.xml']) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(404);
        expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      }
      // Any other unknown path is a page asked for: the spec sends it to the first screen.
      for (const path of ['/switch/gas', '/details/x/y', '/no/such/page?x=1']) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(302);
        expect(res.headers.location, path).toBe('/switch/home-energy');
      }
      for (const path of [
        '/',
        '/switch/home-energy/BR1',
        '/details',
        '/results/home-energy/',
        '/error/404',
      ]) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      }
    } finally {
      await close();
    }
  });

  it('/metrics answers when on (the default), whatever the app serves', async () => {
    const { app, close } = await start({});
    try {
      const res = await app.inject({ method: 'GET', url: ROOT_ROUTES.metrics.path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await close();
    }
  });
});
