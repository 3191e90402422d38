import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../../server/db/db.js';
import { migrate } from '../../../server/db/migrate.js';

/** A database a server test can run on, with its name for `describe.each`. */
export interface TestDbTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database: an in-memory PGlite, or a new schema on PostgreSQL. */
  open(): Promise<Db>;
}

/**
 * The databases every server database test runs on: PGlite always, and PostgreSQL as well when
 * `TEST_DATABASE_URL` is set (CI points it at the local server). Use with
 * `describe.each(testDbTargets())('on $name', (target) => ...)`.
 */
export function testDbTargets(): TestDbTarget[] {
  const targets: TestDbTarget[] = [{ name: 'pglite', open: () => openMigrated({ memory: true }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ name: 'postgres', open: () => openPostgresSchema(url) });
  return targets;
}

/** The connection URL of each PostgreSQL test database (its own schema), for a second connection. */
const urls = new WeakMap<Db, string>();

/**
 * Opens a second, separate connection to the same test database, as a second API process would.
 * PostgreSQL only: an embedded PGlite database belongs to one process.
 */
export async function reopenSameDatabase(db: Db): Promise<Db> {
  const url = urls.get(db);
  if (!url) throw new Error('reopenSameDatabase: only a PostgreSQL test database can be opened twice');
  return openDb({ url });
}

async function openMigrated(location: Parameters<typeof openDb>[0]): Promise<Db> {
  const db = await openDb(location);
  await migrate(db);
  return db;
}

/** Creates a throwaway schema so parallel test files never see each other's rows; dropped on close. */
async function openPostgresSchema(url: string): Promise<Db> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openMigrated({ url: u.toString() });
  urls.set(db, u.toString());
  const close = db.close;
  return Object.assign(db, {
    close: async () => {
      await close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  });
}
