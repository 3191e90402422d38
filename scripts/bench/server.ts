/**
 * Reference API benchmark (`npm run bench`, section "Reference API"): the server runs in a child
 * process (so autocannon does not share its event loop) on an ephemeral port with the rate limit
 * off, on PGlite and, when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL. autocannon
 * drives each figure for about 5 s, with the connections named:
 *   - GET /health at 50 connections, the empty route's rate, and at 10 its p99 (the machine's floor);
 *   - POST results/detail for a dual-fuel quote at 10 connections: p99 (issue 10's budget on
 *     PostgreSQL: <= 10 ms), asking for a compressed reply as a browser does (a repeat of one
 *     request: the reply kept by server/quotes/reply-cache.ts, as a reload or Back gets it);
 *   - POST results/detail at 10 connections, each request for another quote (nothing kept: priced,
 *     serialised and compressed for that request), p50, p99 and rate: what a first look at results
 *     costs the server;
 *   - the same at 50 connections: rate and p99 (target: rate >= 15% of empty);
 *   - POST switch/pro/complete with fresh, fully signed-up switch keys at 50 connections:
 *     completions per second (target on PostgreSQL: >= 500/s).
 * Figures are printed, never asserted.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectCall, signedUpSwitches } from './signed-up.js';
import type { Figure, SectionResult } from './report.js';
import { ROOT_ROUTES } from '../../contract/api/routes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** Connections of the results/detail latency budget (issue 10). */
const BUDGET_CONNECTIONS = 10;
/** Issue 10's budget for results/detail p99 at {@link BUDGET_CONNECTIONS} connections on PostgreSQL. */
const RESULTS_P99_MAX_MS = 10;
/** What a browser sends: results/detail replies are compressed above 1 KB. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const KEYS = Number(process.env.BENCH_COMPLETE_KEYS ?? 20000);

interface Prepared {
  port: number;
  token: string;
  switchId: string;
  keysFile: string;
  /** Switch ids of quotes not yet priced, one per uncached results request. */
  freshFile: string;
  results: number;
}

/** Child side: open the database, seed, prepare a quote and signed-up keys, listen, report. */
async function runChild(): Promise<void> {
  const { openDb } = await import('../../server/db/db.js');
  const { migrate } = await import('../../server/db/migrate.js');
  const { seedMarket } = await import('../../server/market/index.js');
  const { buildApp } = await import('../../server/app.js');
  const { readConfig } = await import('../../server/config.js');
  const url = process.env.BENCH_DB_URL;
  let location: { url: string } | { memory: true } = { memory: true };
  if (url) {
    const pg = (await import('pg')).default;
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`CREATE SCHEMA ${schema}`);
    await c.end();
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    location = { url: u.toString() };
    process.env.BENCH_SCHEMA = schema;
  }
  const db = await openDb(location);
  await migrate(db);
  await seedMarket(db);
  const config = readConfig({
    DATA_DIR: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '0',
    TOKEN_TTL_SECONDS: '3600',
    PORT: '0',
  });
  const app = await buildApp({
    config,
    db,
    secrets: { tokenKey: randomBytes(32), dataKey: randomBytes(32) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const token = (await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path })).json().token as string;
  // Fresh, fully signed-up switches, one per quote (a quote completes once), and a priced quote.
  const { switchId, results, keys, switchIds } = await signedUpSwitches(db, injectCall(app, token), KEYS);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(keys));
  const freshFile = join(dir, 'fresh.json');
  writeFileSync(freshFile, JSON.stringify(switchIds));
  const prepared: Prepared = { port, token, switchId, keysFile, freshFile, results };
  process.stdout.write(`BENCH_READY ${JSON.stringify(prepared)}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    if (process.env.BENCH_SCHEMA && url) {
      await db.query(`DROP SCHEMA ${process.env.BENCH_SCHEMA} CASCADE`).catch(() => undefined);
    }
    await db.close();
    process.exit(0);
  });
}

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  '2xx': number;
  duration: number;
}

/**
 * CPU time (user + system, every thread) the process `pid` has used, in ms, from /proc (Linux; null
 * elsewhere). Read around a run, it gives the server's CPU per request, which a loaded machine
 * disturbs far less than latency.
 */
function cpuMs(pid: number | undefined): number | null {
  try {
    // Fields 14 and 15 of /proc/PID/stat (after the command name in parentheses): utime, stime.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** The server's CPU ms per request over `run`, or null where /proc is not there. */
async function cpuPerRequest(
  pid: number | undefined,
  run: () => Promise<CannonResult>,
): Promise<{ result: CannonResult; cpuMsPerRequest: number | null }> {
  const before = cpuMs(pid);
  const result = await run();
  const after = cpuMs(pid);
  const count = result['2xx'] + result.non2xx;
  return {
    result,
    cpuMsPerRequest: before === null || after === null || count === 0 ? null : (after - before) / count,
  };
}

async function cannon(opts: Record<string, unknown>): Promise<CannonResult> {
  // autocannon ships no types; a module name in a variable keeps the import untyped on purpose.
  const name = 'autocannon';
  const autocannon = ((await import(name)) as { default: (o: object) => Promise<CannonResult> }).default;
  return autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
}

/** Starts the child server on one database and measures its figures. */
async function benchOn(name: string, dbUrl: string | undefined): Promise<SectionResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_SERVER_CHILD: '1', BENCH_DB_URL: dbUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const prepared = await new Promise<Prepared>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /BENCH_READY (.*)\n/.exec(out);
        if (m) resolve(JSON.parse(m[1]) as Prepared);
      });
      child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${prepared.port}`;
    const auth = { authorization: `Bearer ${prepared.token}`, 'content-type': 'application/json' };
    const empty = await cannon({ url: `${base}/health` });
    // The empty route at the budget's connections: what this machine, under its load at the time,
    // gives for a route doing nothing; read the results/detail p99 against it.
    const emptyAtBudget = await cannon({ url: `${base}/health`, connections: BUDGET_CONNECTIONS });
    const resultsRequest = {
      url: `${base}/api/request/results/detail`,
      method: 'POST',
      headers: { ...auth, 'accept-encoding': BROWSER_ENCODING },
      body: JSON.stringify({ switchId: prepared.switchId }),
    };
    const { result: budget, cpuMsPerRequest: cachedCpu } = await cpuPerRequest(child.pid, () =>
      cannon({ ...resultsRequest, connections: BUDGET_CONNECTIONS }),
    );
    // Another quote each request: its results priced, serialised and compressed for that request.
    const fresh = JSON.parse(readFileSync(prepared.freshFile, 'utf8')) as string[];
    let nextFresh = 0;
    const { result: uncached, cpuMsPerRequest: uncachedCpu } = await cpuPerRequest(child.pid, () =>
      cannon({
        ...resultsRequest,
        connections: BUDGET_CONNECTIONS,
        requests: [
          {
            setupRequest: (req: object) => ({
              ...req,
              body: JSON.stringify({ switchId: fresh[nextFresh++ % fresh.length] }),
            }),
          },
        ],
      }),
    );
    const cpuNote = (ms: number | null) => (ms === null ? '' : `, server CPU ${ms.toFixed(2)} ms a request`);
    const results = await cannon(resultsRequest);
    const keys = JSON.parse(readFileSync(prepared.keysFile, 'utf8')) as string[];
    let next = 0;
    const completes = await cannon({
      url: `${base}/api/request/switch/pro/complete`,
      method: 'POST',
      headers: auth,
      requests: [
        {
          setupRequest: (req: object) => ({
            ...req,
            body: JSON.stringify({ switchKey: keys[next++ % keys.length], switchCompleteOption: 'None' }),
          }),
        },
      ],
    });
    const share = (results.requests.average / empty.requests.average) * 100;
    const completionRate = completes['2xx'] / completes.duration;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    const lines = [
      `${name}: results/detail at ${BUDGET_CONNECTIONS} connections: p50 ${budget.latency.p50} ms, p99 ${budget.latency.p99} ms, ${budget.requests.average.toFixed(0)} req/s${cpuNote(cachedCpu)}${name === 'postgres' ? ` [target p99 <= ${RESULTS_P99_MAX_MS} ms: ${mark(budget.latency.p99 <= RESULTS_P99_MAX_MS)}]` : ''}${budget.non2xx ? `, ${budget.non2xx} non-2xx` : ''}`,
      `${name}: results/detail, another quote each request (nothing kept), at ${BUDGET_CONNECTIONS} connections: p50 ${uncached.latency.p50} ms, p99 ${uncached.latency.p99} ms, ${uncached.requests.average.toFixed(0)} req/s${cpuNote(uncachedCpu)}${nextFresh > fresh.length ? ` (ran out of ${fresh.length} fresh quotes: later requests repeated)` : ''}${uncached.non2xx ? `, ${uncached.non2xx} non-2xx` : ''}`,
      `${name}: empty route GET /health ${empty.requests.average.toFixed(0)} req/s (p99 ${empty.latency.p99} ms); at ${BUDGET_CONNECTIONS} connections p99 ${emptyAtBudget.latency.p99} ms`,
      `${name}: results/detail (${prepared.results} results) ${results.requests.average.toFixed(0)} req/s = ${share.toFixed(1)}% of empty [target >= 15%: ${mark(share >= 15)}], p99 ${results.latency.p99} ms${results.non2xx ? `, ${results.non2xx} non-2xx` : ''}`,
      `${name}: switch/pro/complete ${completionRate.toFixed(0)} completions/s, p99 ${completes.latency.p99} ms${name === 'postgres' ? ` [target >= 500/s: ${mark(completionRate >= 500)}]` : ' (target applies on PostgreSQL)'}${completes.non2xx ? `, ${completes.non2xx} non-2xx` : ''}${next > keys.length ? ` (ran out of ${keys.length} prepared keys: later calls repeated keys)` : ''}`,
    ];
    const failures = (r: CannonResult) =>
      r.non2xx || r.errors ? `; ${r.non2xx} non-2xx, ${r.errors} errors` : '';
    const figures: Figure[] = [
      {
        section: 'api',
        name: `${name}: results/detail p99 at ${BUDGET_CONNECTIONS} connections`,
        value: budget.latency.p99,
        unit: 'ms',
        ...(name === 'postgres' ? { target: { op: '<=' as const, limit: RESULTS_P99_MAX_MS } } : {}),
        note: `p50 ${budget.latency.p50} ms, ${budget.requests.average.toFixed(0)} req/s${cpuNote(cachedCpu)}, ${prepared.results} results, compressed reply${failures(budget)}`,
      },
      {
        section: 'api',
        name: `${name}: results/detail uncached (another quote each request) p99 at ${BUDGET_CONNECTIONS} connections`,
        value: uncached.latency.p99,
        unit: 'ms',
        note: `p50 ${uncached.latency.p50} ms, ${uncached.requests.average.toFixed(0)} req/s${cpuNote(uncachedCpu)}: priced, serialised and compressed per request${failures(uncached)}`,
      },
      {
        section: 'api',
        name: `${name}: floor: the empty route's p99 at ${BUDGET_CONNECTIONS} connections`,
        value: emptyAtBudget.latency.p99,
        unit: 'ms',
        note: `GET /health, p50 ${emptyAtBudget.latency.p50} ms, ${emptyAtBudget.requests.average.toFixed(0)} req/s: this machine under its load at the time`,
      },
      {
        section: 'api',
        name: `${name}: results/detail at ${CONNECTIONS} connections, % of the empty route's rate`,
        value: share,
        unit: '%',
        target: { op: '>=', limit: 15 },
        note: `${results.requests.average.toFixed(0)} req/s, p99 ${results.latency.p99} ms; empty route ${empty.requests.average.toFixed(0)} req/s${failures(results)}`,
      },
      {
        section: 'api',
        name: `${name}: switch/pro/complete at ${CONNECTIONS} connections`,
        value: completionRate,
        unit: '/s',
        ...(name === 'postgres' ? { target: { op: '>=' as const, limit: 500 } } : {}),
        note: `p99 ${completes.latency.p99} ms${failures(completes)}`,
      },
    ];
    return { lines, figures };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** The reference API's figures, on PGlite and (when a URL is set) on PostgreSQL. */
export async function benchServer(): Promise<SectionResult> {
  const lines = [`autocannon, ${SECONDS} s per figure, server in a child process, rate limit off`];
  const figures: Figure[] = [];
  const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  // BENCH_API_DBS=postgres (or pglite) measures on that database only.
  const only = process.env.BENCH_API_DBS?.split(',');
  for (const [name, url] of [
    ['pglite', undefined],
    ['postgres', pgUrl],
  ] as const) {
    if (only && !only.includes(name)) continue;
    if (name === 'postgres' && !url) {
      lines.push('postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
      figures.push({
        section: 'api',
        name: `postgres: results/detail p99 at ${BUDGET_CONNECTIONS} connections`,
        value: null,
        unit: 'ms',
        target: { op: '<=', limit: RESULTS_P99_MAX_MS },
        note: 'not measured: set TEST_DATABASE_URL',
      });
      continue;
    }
    const r = await benchOn(name, url);
    lines.push(...r.lines);
    figures.push(...r.figures);
  }
  return { lines, figures };
}

if (process.env.BENCH_SERVER_CHILD) await runChild();
