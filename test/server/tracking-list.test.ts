/**
 * The operator's listing of tracking records (`npm run switches -- tracking`): what the tracking
 * route stored, newest first, filtered by age and switch id, from the real command line.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db.js';
import { listTrackRecords, storeTrackRecords } from '../../server/tracking/records.js';
import { pgliteTemplate } from './helpers/dbTemplates.js';
import { testDbTargets } from './helpers/db.js';
import { PROCESS_TEST_TIMEOUT } from './helpers/processTimeout.js';

const record = (switchId: string, page: string, action: string) => ({
  userRefId: 'BSE-WEB',
  referralBranch: 'WEB001',
  userTrackingId: 'tracker-1',
  switchId,
  propertyDetails: [
    { name: 'Page', value: page },
    { name: 'Action', value: action },
  ],
});

/** Quotes made by `session`, so its tracking records may name them. */
async function ownQuotes(db: Db, session: string, ...switchIds: string[]) {
  for (const id of switchIds)
    await db.query(
      `INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id) VALUES ($1, gen_random_uuid(), 'gas', '{}', $2)`,
      [id, session],
    );
}

describe.each(testDbTargets())('tracking records listing on $name', (target) => {
  it('lists newest first, by switch id and age, with a limit', async () => {
    const db = await target.open();
    try {
      await ownQuotes(db, 'session-1', '111', '222');
      await storeTrackRecords(db, 'session-1', [
        record('111', 'Thank you', 'Viewed'),
        record('222', 'Offset your carbon', 'Viewed'),
      ]);
      await storeTrackRecords(db, 'session-1', [record('111', 'Offset your carbon', 'Select project')]);
      const all = await listTrackRecords(db);
      expect(all.map((r) => r.propertyDetails[1].value)).toEqual(['Select project', 'Viewed', 'Viewed']);
      const one = await listTrackRecords(db, { switchId: '111' });
      expect(one).toHaveLength(2);
      expect(one.every((r) => r.switchId === '111' && r.referralBranch === 'WEB001')).toBe(true);
      expect(await listTrackRecords(db, { limit: 1 })).toHaveLength(1);
      expect(await listTrackRecords(db, { since: new Date(Date.now() + 60_000) })).toHaveLength(0);
    } finally {
      await db.close();
    }
  });
});

describe('npm run switches -- tracking', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tracking-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'prints the stored records of a switch, and JSON with --json',
    async () => {
      const db = await openDb({ dir: join(dir, 'db'), from: await pgliteTemplate('migrated') });
      await ownQuotes(db, 'session-2', '333', '444');
      await storeTrackRecords(db, 'session-2', [
        record('333', 'Thank you', 'Viewed'),
        record('444', 'Thank you', 'Viewed'),
      ]);
      await db.close();
      const run = (...args: string[]) =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'scripts/switches.ts', 'tracking', ...args],
          {
            env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          },
        );
      const text = await run('--switch', '333', '--since', '1d');
      expect(text.stdout).toContain('333  tracker-1  WEB001  Page="Thank you" Action="Viewed"');
      expect(text.stdout).not.toContain('444');
      expect(text.stdout).toContain('1 tracking record(s)');
      const json = JSON.parse((await run('--json')).stdout) as { switchId: string }[];
      expect(json.map((r) => r.switchId).sort()).toEqual(['333', '444']);
      await expect(run('--limit', 'lots')).rejects.toThrow(/--limit must be a whole number/);
    },
    PROCESS_TEST_TIMEOUT,
  );
});
