/**
 * Two API processes on one PostgreSQL and one Redis behind nginx, the way an operator scales out
 * (docs/scale-out.md, whose nginx configuration this runs): the same keys, database and Redis, no
 * shared memory. A whole journey through nginx completes on both; a journey that starts on one and
 * finishes on the other completes; and 500 concurrent completions spread across both lose and
 * duplicate nothing. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set and nginx is installed,
 * as in CI (PGlite is one process's database).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db.js';
import { migrate } from '../../server/db/migrate.js';
import { signedUpSwitches, type ApiCall } from '../../scripts/bench/signed-up.js';
import { postgresOnly, postgresUrl } from './helpers/postgresOnly.js';
import { redisOnly, redisUrl } from './helpers/redisOnly.js';
import { nginxBinary, nginxOnly, siteConfigFromDoc, startNginx, type Nginx } from './helpers/nginx.js';
import { startServerProcess, type ServerProcess } from './helpers/serverProcess.js';
import { PROCESS_TEST_TIMEOUT } from './helpers/processTimeout.js';
import { sidOf } from './helpers/app.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { PAGE_ROUTES_FILE, pageRouteList } from '../../scripts/vite/pageRoutes.js';

const url = postgresUrl;
const COMPLETIONS = 500;

describe.runIf(url && redisUrl && nginxBinary)(
  nginxOnly(redisOnly(postgresOnly('two API processes on one PostgreSQL and one Redis behind nginx'))),
  () => {
    const schema = `scale_${randomBytes(5).toString('hex')}`;
    const keys = {
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    const dist = join(dataDir, 'dist');
    let dbUrl = '';
    let db: Db;
    let servers: ServerProcess[] = [];
    let proxy: Nginx | undefined;

    /** An API call through server `i` with `token`, over real HTTP. */
    const callOn =
      (i: number, token: string): ApiCall =>
      async (method, path, payload) => {
        const res = await fetch(`${servers[i].base}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const body = await res.text();
        return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown };
      };

    const complete = async (i: number, token: string, switchKey: string) => {
      const res = await callOn(i, token)('POST', API_ROUTES.complete.path, {
        switchKey,
        switchCompleteOption: 'None',
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { geniusSwitchedDto: { uuid: string } }).geniusSwitchedDto.uuid;
    };

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      // A stand-in build: the page and the route list, so app routes and 404s are told apart.
      mkdirSync(dist);
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/i.js"></script></body></html>',
      );
      writeFileSync(join(dist, PAGE_ROUTES_FILE), JSON.stringify(pageRouteList()));
      const u = new URL(url!);
      u.searchParams.set('options', `-c search_path=${schema}`);
      dbUrl = u.toString();
      // Both start at once on an empty database: migrations take an advisory lock, so neither applies
      // a file twice.
      // Limits on (counted in the one Redis), high enough for the 500 completions of one session.
      const env = {
        ...keys,
        DATABASE_URL: dbUrl,
        DATA_DIR: dataDir,
        DIST_DIR: dist,
        REDIS_URL: redisUrl,
        RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: '127.0.0.1',
      };
      servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      proxy = await startNginx(
        siteConfigFromDoc(),
        servers.map((s) => Number(new URL(s.base).port)),
        join(dataDir, 'nginx'),
      );
      db = await openDb({ url: dbUrl });
      await migrate(db);
    }, PROCESS_TEST_TIMEOUT);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(servers.map((s) => s.stop()));
      await db?.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    /** Requests a server has answered so far, from its own /metrics. */
    const answered = async (i: number) => {
      const text = await (await fetch(`${servers[i].base}/metrics`)).text();
      return [...text.matchAll(/^http_requests_total\{[^}]*\} (\d+)$/gm)].reduce(
        (n, m) => n + Number(m[1]),
        0,
      );
    };

    it('a whole journey through nginx completes, served by both processes, with one count in Redis', async () => {
      const before = await Promise.all([0, 1].map(answered));
      const viaProxy = await fetch(`${proxy!.base}/auth/token`, { method: 'POST' });
      expect(viaProxy.status).toBe(200);
      const { token } = (await viaProxy.json()) as { token: string };
      /** `X-RateLimit-Remaining` of each call, by `X-RateLimit-Limit` (one bucket each here). */
      const remaining = new Map<string, number[]>();
      const call: ApiCall = async (method, path, payload) => {
        const res = await fetch(`${proxy!.base}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        const limit = String(res.headers.get('x-ratelimit-limit'));
        remaining.set(limit, [
          ...(remaining.get(limit) ?? []),
          Number(res.headers.get('x-ratelimit-remaining')),
        ]);
        const body = await res.text();
        return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown };
      };
      const { keys: switchKeys } = await signedUpSwitches(db, call, 1);
      const done = await call('POST', API_ROUTES.complete.path, {
        switchKey: switchKeys[0],
        switchCompleteOption: 'None',
      });
      expect(done.statusCode, done.body).toBe(200);
      const again = await call('POST', API_ROUTES.complete.path, {
        switchKey: switchKeys[0],
        switchCompleteOption: 'None',
      });
      expect(again.json()).toEqual(done.json());
      // nginx spread the calls over both processes...
      const after = await Promise.all([0, 1].map(answered));
      expect(after[0] - before[0]).toBeGreaterThan(1);
      expect(after[1] - before[1]).toBeGreaterThan(1);
      // ...and each of the session's counts, in Redis, went down by one a call whichever process answered.
      expect(remaining.get('100000')?.length).toBeGreaterThanOrEqual(6);
      for (const [limit, seen] of remaining)
        expect(seen, limit).toEqual(seen.map((_, n) => Number(limit) - 1 - n));

      expect((await fetch(`${proxy!.base}/ready`)).status).toBe(200);
      expect((await fetch(`${proxy!.base}/metrics`)).status).toBe(404);
      const wp = await fetch(`${proxy!.base}/wp-login.php`);
      expect(wp.status, await wp.text()).toBe(404);
      expect((await fetch(`${proxy!.base}/details`)).status).toBe(200);
      expect((await fetch(`${servers[0].base}/metrics`)).status).toBe(200);
    }, 120_000);

    it("the doc's nginx block on its own port: a new tab joins the session, a client's X-Forwarded-Host is not believed, no query string is logged, request ids join", async () => {
      const base = proxy!.base;
      expect(new URL(base).port).not.toBe('80');
      const pageToken = async (cookie?: string) => {
        const res = await fetch(`${base}/switch/home-energy`, { headers: cookie ? { cookie } : {} });
        expect(res.status).toBe(200);
        const found = /id="page-token">([^<]*)</.exec(await res.text());
        return {
          token: (JSON.parse(found![1]) as { token: string }).token,
          cookie: res.headers.get('set-cookie')?.split(';')[0],
        };
      };
      /** The token call of a tab with no token of its own, sent from a page of `origin`. */
      const tokenCall = async (origin: string, cookie: string, headers: Record<string, string> = {}) => {
        const res = await fetch(`${base}/auth/token`, {
          method: 'POST',
          headers: { origin, cookie, ...headers },
        });
        expect(res.status).toBe(200);
        return sidOf(((await res.json()) as { token: string }).token);
      };

      // The first tab: a page load mints the session and sets its cookie.
      const first = await pageToken();
      const session = sidOf(first.token);
      expect(first.cookie).toBeDefined();
      // A new tab: a page load carrying the cookie, then the app's token call from that page.
      expect(sidOf((await pageToken(first.cookie)).token)).toBe(session);
      expect(await tokenCall(base, first.cookie!)).toBe(session);
      // Another site's page naming itself in X-Forwarded-Host gets no part of it.
      const forged = await tokenCall('http://attacker.example', first.cookie!, {
        'x-forwarded-host': 'attacker.example',
      });
      expect(forged).not.toBe(session);

      // An API call with a query string: the access log keeps its path, not the query.
      const secret = randomBytes(12).toString('hex');
      const withQuery = await fetch(`${base}/api${API_ROUTES.reccoAddresses.path}?postcode=${secret}`, {
        headers: { authorization: `Bearer ${first.token}` },
      });
      const requestId = withQuery.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      const log = proxy!.accessLog();
      const line = log.find((l) => l.includes(`rid=${requestId}`));
      expect(line).toContain(`"GET /api${API_ROUTES.reccoAddresses.path} HTTP/1.1"`);
      expect(log.join('\n')).not.toContain(secret);
      expect(log.join('\n')).not.toContain('?');
      // The request id nginx logged is the one the server that answered logged the request under.
      expect(servers.some((s) => s.output().includes(`"reqId":"${requestId}"`))).toBe(true);
    }, 120_000);

    it('a journey that starts on one process and finishes on the other completes', async () => {
      const started = (await (await fetch(`${servers[0].base}/auth/token`, { method: 'POST' })).json()) as {
        token: string;
      };
      // The refresh on the other process keeps the session the quote belongs to.
      const refreshed = (await (
        await fetch(`${servers[1].base}/auth/token`, {
          method: 'POST',
          headers: { authorization: `Bearer ${started.token}` },
        })
      ).json()) as { token: string };
      // Every call of the sign-up goes to the other process than the one before.
      let n = 0;
      const alternating: ApiCall = (method, path, payload) =>
        callOn(n++ % 2, n % 2 === 1 ? started.token : refreshed.token)(method, path, payload);
      const { keys: switchKeys } = await signedUpSwitches(db, alternating, 1);
      expect(n).toBeGreaterThanOrEqual(7);
      const first = await complete(1, refreshed.token, switchKeys[0]);
      // Asked again on the other process: the same switch, not a second one.
      expect(await complete(0, started.token, switchKeys[0])).toBe(first);
    }, 120_000);

    it(`${COMPLETIONS} concurrent completions spread across both lose and duplicate nothing`, async () => {
      const { token } = (await (await fetch(`${servers[0].base}/auth/token`, { method: 'POST' })).json()) as {
        token: string;
      };
      // One sign-up through the API, copied into 500 ready sign-ups, each on its own quote.
      const { keys: switchKeys } = await signedUpSwitches(db, callOn(0, token), COMPLETIONS);

      // Every key completed twice at once, once through each process.
      const uuids = await Promise.all(
        switchKeys.flatMap((key, i) => [complete(i % 2, token, key), complete((i + 1) % 2, token, key)]),
      );
      for (let i = 0; i < switchKeys.length; i++) expect(uuids[2 * i + 1]).toBe(uuids[2 * i]);
      const acknowledged = new Set(uuids);
      expect(acknowledged.size).toBe(COMPLETIONS);

      const [row] = await db.query<{ present: number; duplicated: number }>(
        `SELECT (SELECT count(*)::int FROM switches s JOIN quotes q ON q.completed_switch = s.id
                WHERE s.uuid::text = ANY($1::text[])) AS present,
              (SELECT count(*)::int FROM (SELECT switch_id FROM switches WHERE completed_at IS NOT NULL
                GROUP BY switch_id HAVING count(*) > 1) d) AS duplicated`,
        [[...acknowledged]],
      );
      expect(row).toEqual({ present: COMPLETIONS, duplicated: 0 });
    }, 300_000);
  },
);
