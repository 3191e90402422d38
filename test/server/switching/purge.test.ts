import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../../server/db/db.js';
import { parseAge, purgeOlderThan } from '../../../server/switching/purge.js';
import { sealer } from '../../../server/switching/seal.js';
import { pgliteTemplate } from '../helpers/dbTemplates.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { switchedQuote } from './flow.js';
import { API_ROUTES } from '../../../contract/api/routes.js';
import { PROCESS_TEST_TIMEOUT } from '../helpers/processTimeout.js';

const DAY = 86_400_000;

describe.each(testDbTargets())('purging old switches on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  /** A completed switch with a carbon offset order and an access grant, its quote aged `days`. */
  async function journey(days: number): Promise<string> {
    const { q, switched } = await switchedQuote(s);
    const projectId = (await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path })).json()
      .projects[0].id;
    const pay = await s.call({
      method: 'POST',
      url: API_ROUTES.carbonPayment.path,
      payload: { uuid: switched.uuid, projectId, percentage: 25 },
    });
    expect(pay.statusCode).toBe(200);
    await s.call({
      method: 'POST',
      url: API_ROUTES.alreadySwitched.path,
      payload: { switchId: q.switchId },
    });
    const tracked = await s.call({
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [{ switchId: q.switchId, propertyDetails: [{ name: 'Page', value: 'Switch Complete' }] }],
    });
    expect(tracked.statusCode).toBe(200);
    await s.db.query(
      `UPDATE quotes SET created_at = now() - ($2::int * interval '1 day') WHERE switch_id = $1`,
      [q.switchId, days],
    );
    await s.db.query(
      `UPDATE track_records SET received_at = now() - ($2::int * interval '1 day') WHERE switch_id = $1`,
      [q.switchId, days],
    );
    return q.switchId;
  }
  const left = async (switchId: string) =>
    (
      await s.db.query<{ q: number; s: number; o: number; t: number }>(
        `SELECT (SELECT count(*)::int FROM quotes WHERE switch_id = $1) AS q,
                (SELECT count(*)::int FROM track_records WHERE switch_id = $1) AS t,
                (SELECT count(*)::int FROM switches WHERE switch_id = $1) AS s,
                (SELECT count(*)::int FROM carbon_orders o JOIN switches w ON w.id = o.switch_row WHERE w.switch_id = $1) AS o`,
        [switchId],
      )
    )[0];

  it('deletes the quotes, switches and orders older than the age and keeps the rest', async () => {
    const old = await journey(100);
    const recent = await journey(10);
    const dry = await purgeOlderThan(s.db, new Date(Date.now() - 90 * DAY), true);
    expect(dry).toMatchObject({ quotes: 1, switches: 1, carbonOrders: 1, trackRecords: 1 });
    expect(await left(old)).toEqual({ q: 1, s: 1, o: 1, t: 1 });
    const done = await purgeOlderThan(s.db, new Date(Date.now() - 90 * DAY));
    expect(done).toEqual(dry);
    expect(await left(old)).toEqual({ q: 0, s: 0, o: 0, t: 0 });
    expect(await left(recent)).toEqual({ q: 1, s: 1, o: 1, t: 1 });
    const [grants] = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM switch_access');
    expect(grants.n).toBe(1);
  });

  it('reads ages in days or hours and refuses anything else', () => {
    expect(parseAge('90d')).toBe(90 * DAY);
    expect(parseAge('36h')).toBe(36 * 3_600_000);
    for (const bad of ['0d', '90', 'ninety days', '-1d', '1w']) expect(() => parseAge(bad)).toThrow(/90d/);
  });
});

describe('npm run switches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'purge-'));
  const dataKey = randomBytes(32);
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dir: join(dir, 'db'), from: await pgliteTemplate('migrated') });
    await db.query(
      `INSERT INTO quotes (switch_id, uuid, switch_type, input, created_at) VALUES
         ('1000000001', '00000000-0000-4000-8000-000000000001', 'gasToGas', '{}', now() - interval '40 days'),
         ('1000000002', '00000000-0000-4000-8000-000000000002', 'gasToGas', '{}', now() - interval '2 days')`,
    );
    const personal = sealer(dataKey).seal({ titleId: 1, firstName: 'Ada', lastName: 'Lovelace' }, [
      'titleId',
    ]);
    await db.query(
      `INSERT INTO switches (key_hash, switch_id, plan, personal) VALUES ('h', '1000000002', '{}', $1)`,
      [JSON.stringify(personal)],
    );
    await db.close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const runIn = (dataDir: string, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/switches.ts', ...args], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        DATA_ENCRYPTION_KEY: dataKey.toString('base64'),
      },
      encoding: 'utf8',
    });
  const run = (...args: string[]) => runIn(dir, ...args);

  it(
    'a mistyped command says what is wrong at once, without opening or creating a database',
    () => {
      const empty = join(dir, 'empty');
      const told = [
        [['purge'], /purge needs --older-than/],
        [['purge', '--older-than', 'soon'], /An age is a whole number of days or hours/],
        [['tracking', '--limit', 'ten'], /--limit must be a whole number/],
        [['frobnicate'], /^usage: npm run switches -- purge/],
      ] as const;
      for (const [args, message] of told) {
        const res = runIn(empty, ...args);
        expect(res.status, args.join(' ')).toBe(1);
        expect(res.stderr, args.join(' ')).toMatch(message);
      }
      expect(existsSync(join(empty, 'db'))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'show opens the sealed details of a sign-up for the hand-over',
    () => {
      const res = run('show', '1000000002');
      expect(res.status, res.stderr).toBe(0);
      const [shown] = JSON.parse(res.stdout);
      expect(shown.personal).toEqual({ titleId: 1, firstName: 'Ada', lastName: 'Lovelace' });
      expect(run('show', '999').stderr).toMatch(/No sign-up/);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'purge deletes what is older than the age on the embedded database, and says how much',
    async () => {
      const dry = run('purge', '--older-than', '30d', '--dry-run');
      expect(dry.stdout).toMatch(/^would delete 1 quotes, 0 switches/);
      const res = run('purge', '--older-than', '30d');
      expect(res.status, res.stderr).toBe(0);
      expect(res.stdout).toMatch(/^deleted 1 quotes, 0 switches, 0 carbon offset orders/);
      db = await openDb({ dir: join(dir, 'db') });
      const rows = await db.query<{ switch_id: string }>('SELECT switch_id FROM quotes');
      await db.close();
      expect(rows.map((r) => r.switch_id)).toEqual(['1000000002']);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
