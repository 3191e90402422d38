/**
 * The kill -9 durability check (`npm run durability`, and a section of `npm run bench`): on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set,
 *   1. prepares DURABILITY_COMPLETIONS (300) fully signed-up switches, one per quote;
 *   2. starts the real server (`server/main.ts`) as a child process and fires every completion at
 *      once;
 *   3. kills the server with SIGKILL once 40% of them are acknowledged (a 200 with a uuid);
 *   4. restarts it on the same database, asks again for every acknowledged completion (it must
 *      answer the same uuid), stops it, and counts in the database.
 * It prints acknowledged, present (acknowledged and stored as the quote's one switch), duplicated
 * (quotes with more than one completed switch) and lost. Figures are printed, never asserted.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { openDb, type Db, type DbLocation } from '../../server/db/db.js';
import { migrate } from '../../server/db/migrate.js';
import { seedMarket } from '../../server/market/index.js';
import { injectCall, signedUpSwitches } from './signed-up.js';
import { ROOT_ROUTES } from '../../contract/api/routes.js';

const COMPLETIONS = Number(process.env.DURABILITY_COMPLETIONS ?? 300);
const KILL_AT = 0.4;
const root = resolve(fileURLToPath(import.meta.url), '../../..');

/** The server's keys, shared by the set-up and the child (sealed sign-ups must open in both). */
const env = {
  TOKEN_SECRET: randomBytes(32).toString('base64'),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  RATE_LIMIT_PER_MINUTE: '0',
  TOKEN_TTL_SECONDS: '3600',
  LOG_LEVEL: 'info',
  PORT: '0',
};

/** Starts `server/main.ts` on the database of `dbEnv`; resolves with its base URL once it listens. */
function startServer(dbEnv: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, ...dbEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolvePromise({ child, base: m[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

/** Prepares the signed-up switches in this process (the server is not running yet). */
async function prepare(location: DbLocation): Promise<{ keys: string[]; token: string }> {
  const db = await openDb(location);
  try {
    await migrate(db);
    await seedMarket(db);
    const secrets = {
      tokenKey: Buffer.from(env.TOKEN_SECRET, 'base64'),
      dataKey: Buffer.from(env.DATA_ENCRYPTION_KEY, 'base64'),
    };
    const app = await buildApp({ config: readConfig({ DATA_DIR: '/nonexistent', ...env }), db, secrets });
    const token = (await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path })).json().token as string;
    const { keys } = await signedUpSwitches(db, injectCall(app, token), COMPLETIONS);
    await app.close();
    return { keys, token };
  } finally {
    await db.close();
  }
}

/** Counts what the database holds for the acknowledged completions. */
async function count(db: Db, acked: Map<string, string>) {
  const uuids = [...acked.values()];
  const [r] = await db.query<{ present: number; duplicated: number; completed: number }>(
    `SELECT (SELECT count(*)::int FROM switches s JOIN quotes q ON q.completed_switch = s.id
              WHERE s.uuid::text = ANY($1::text[])) AS present,
            (SELECT count(*)::int FROM (SELECT switch_id FROM switches WHERE completed_at IS NOT NULL
              GROUP BY switch_id HAVING count(*) > 1) d) AS duplicated,
            (SELECT count(*)::int FROM switches WHERE completed_at IS NOT NULL) AS completed`,
    [uuids],
  );
  return r;
}

/** Runs the check on one database and returns its report line. */
async function checkOn(name: string, location: DbLocation, dbEnv: Record<string, string>): Promise<string> {
  const { keys, token } = await prepare(location);
  const complete = async (base: string, key: string) => {
    const res = await fetch(`${base}/api/request/switch/pro/complete`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ switchKey: key, switchCompleteOption: 'None' }),
    });
    if (res.status !== 200) throw new Error(`complete answered ${res.status}`);
    return ((await res.json()) as { geniusSwitchedDto: { uuid: string } }).geniusSwitchedDto.uuid;
  };

  const first = await startServer(dbEnv);
  const acked = new Map<string, string>();
  let killed = false;
  await Promise.allSettled(
    keys.map(async (key) => {
      // Every 200 that reaches the client is acknowledged, even one that raced the kill.
      acked.set(key, await complete(first.base, key));
      if (acked.size >= keys.length * KILL_AT && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }),
  );
  await exited(first.child);

  const second = await startServer(dbEnv);
  let same = 0;
  try {
    for (const [key, uuid] of acked) if ((await complete(second.base, key)) === uuid) same++;
  } finally {
    second.child.kill('SIGTERM');
    await exited(second.child);
  }
  const db = await openDb(location);
  try {
    const c = await count(db, acked);
    return `${name}: ${keys.length} concurrent completions, kill -9 at ${acked.size} acknowledged; after restart: acknowledged ${acked.size}, present ${c.present}, duplicated ${c.duplicated}, lost ${acked.size - c.present} (${c.completed} completed in all; ${same} of ${acked.size} asked again gave the same uuid)`;
  } finally {
    await db.close();
  }
}

/** The lines `npm run bench` and `npm run durability` print. */
export async function benchDurability(): Promise<string[]> {
  const lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'durability-'));
  try {
    lines.push(await checkOn('pglite', { dir: join(dir, 'db') }, { DATA_DIR: dir, DATABASE_URL: '' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) return [...lines, 'postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)'];
  const pg = (await import('pg')).default;
  const schema = `durability_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    const u = new URL(url);
    u.searchParams.set('options', `-c search_path=${schema}`);
    const pgDir = mkdtempSync(join(tmpdir(), 'durability-pg-'));
    try {
      lines.push(
        await checkOn('postgres', { url: u.toString() }, { DATABASE_URL: u.toString(), DATA_DIR: pgDir }),
      );
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
    }
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('kill -9 during concurrent switch completions');
  for (const line of await benchDurability()) console.log(`  ${line}`);
}
