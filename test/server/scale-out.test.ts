/**
 * Two API processes behind one PostgreSQL, the way an operator scales out (docs/scale-out.md): the
 * same keys and database, no shared memory. A journey that starts on one and finishes on the other
 * completes, and 500 concurrent completions spread across both lose and duplicate nothing.
 * PostgreSQL only (PGlite is one process's database): runs when TEST_DATABASE_URL is set, as in CI.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db.js';
import { migrate } from '../../server/db/migrate.js';
import { signedUpSwitches, type ApiCall } from '../../scripts/bench/signed-up.js';
import { postgresOnly, postgresUrl } from './helpers/postgresOnly.js';
import { startServerProcess, type ServerProcess } from './helpers/serverProcess.js';
import { API_ROUTES } from '../../contract/api/routes.js';

const url = postgresUrl;
const COMPLETIONS = 500;

describe.runIf(url)(postgresOnly('two API processes on one PostgreSQL'), () => {
  const schema = `scale_${randomBytes(5).toString('hex')}`;
  const keys = {
    TOKEN_SECRET: randomBytes(32).toString('base64'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
  let dbUrl = '';
  let db: Db;
  let servers: ServerProcess[] = [];

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
    const u = new URL(url!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    dbUrl = u.toString();
    // Both start at once on an empty database: migrations take an advisory lock, so neither applies
    // a file twice.
    const env = { ...keys, DATABASE_URL: dbUrl, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    db = await openDb({ url: dbUrl });
    await migrate(db);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
});
