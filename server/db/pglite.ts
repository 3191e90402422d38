import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, DbTx } from './types.js';

/**
 * Opens an embedded PGlite database in `dir` (created if missing), or in memory when `dir` is
 * undefined; a new one starts `from` a data-folder tarball when given (about 0.5 s, where creating
 * an empty database takes some 3 s). PGlite is single-connection, so transactions are serialised
 * through its own lock.
 */
export async function openPglite(dir?: string, from?: Blob): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const options = from ? { loadDataDir: from } : {};
  const pg = dir ? new PGlite(dir, options) : new PGlite(options);
  await pg.waitReady;
  return pgliteDb(pg);
}

/**
 * The {@link Db} interface over an open PGlite instance.
 * @internal Exported for the tests' template databases (test/server/helpers/dbTemplates.setup.ts),
 * which dump the instance after migrating and seeding it.
 */
export function pgliteDb(pg: PGlite): Db {
  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await pg.query<T>(sql, params)).rows;
  return {
    kind: 'pglite',
    query,
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        const t: DbTx = {
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        };
        return fn(t);
      }),
    close: () => pg.close(),
  };
}
