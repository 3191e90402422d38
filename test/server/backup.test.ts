/**
 * Backup and restore as docs/backup.md tells an operator (issue 24 item 5): each shell block of the
 * doc run as written, on a database changed between backup and restore; the restore must bring
 * back exactly the backed-up rows. The embedded database always; PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../server/db/db.js';
import { pendingMigrations } from '../../server/db/migrate.js';
import { clonePostgres, pgliteTemplate } from './helpers/dbTemplates.js';
import { postgresOnly, postgresUrl } from './helpers/postgresOnly.js';
import { PROCESS_TEST_TIMEOUT } from './helpers/processTimeout.js';

/** The shell block of docs/backup.md after the marker `<!-- backup: name -->`. */
function docBlock(name: string): string {
  const doc = readFileSync(new URL('../../docs/backup.md', import.meta.url), 'utf8');
  const m = new RegExp(`<!-- backup: ${name} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(doc);
  if (!m) throw new Error(`docs/backup.md has no block ${name}`);
  return m[1];
}

/** Runs a block of the doc with bash and `env`. */
const run = (name: string, env: Record<string, string>) =>
  promisify(execFile)('bash', ['-euo', 'pipefail', '-c', docBlock(name)], {
    env: { ...process.env, ...env },
  });

const addQuote = (db: Db, switchId: string) =>
  db.query(
    `INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id) VALUES ($1, gen_random_uuid(), 'gas', '{}', 's')`,
    [switchId],
  );
const quoteIds = async (db: Db) =>
  (
    await db.query<{ switch_id: string }>(
      `SELECT switch_id FROM quotes WHERE switch_id LIKE 'BK%' ORDER BY 1`,
    )
  ).map((r) => r.switch_id);

const dir = mkdtempSync(join(tmpdir(), 'backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup and restore (docs/backup.md)', () => {
  it(
    'of the embedded database: the folder, with the server stopped',
    async () => {
      const dataDir = join(dir, 'data');
      const env = { DATA_DIR: dataDir, BACKUP: join(dir, 'pglite.tgz') };
      let db = await openDb({ dir: join(dataDir, 'db'), from: await pgliteTemplate('seeded') });
      await addQuote(db, 'BK1');
      await db.close();
      await run('pglite-backup', env);

      db = await openDb({ dir: join(dataDir, 'db') });
      await addQuote(db, 'BK2');
      await db.query(`DELETE FROM quotes WHERE switch_id = 'BK1'`);
      expect(await quoteIds(db)).toEqual(['BK2']);
      await db.close();
      await run('pglite-restore', env);

      db = await openDb({ dir: join(dataDir, 'db') });
      try {
        expect(await quoteIds(db)).toEqual(['BK1']);
        expect(await pendingMigrations(db)).toEqual([]);
        expect(
          (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tariffs'))[0].n,
        ).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );

  it.runIf(postgresUrl)(
    postgresOnly('of PostgreSQL: pg_dump, then pg_restore over a changed database'),
    async () => {
      const { db, url } = await clonePostgres('seeded');
      try {
        const env = { DATABASE_URL: url, BACKUP: join(dir, 'pg.dump') };
        await addQuote(db, 'BK1');
        await run('postgres-backup', env);
        await addQuote(db, 'BK2');
        await db.query(`DELETE FROM quotes WHERE switch_id = 'BK1'`);
        expect(await quoteIds(db)).toEqual(['BK2']);
        await run('postgres-restore', env);
        expect(await quoteIds(db)).toEqual(['BK1']);
        expect(await pendingMigrations(db)).toEqual([]);
      } finally {
        await db.close();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
