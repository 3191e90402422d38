import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, DbTx } from './types.js';

/**
 * Opens an embedded PGlite database in `dir` (created if missing), or in memory when `dir` is
 * undefined. PGlite is single-connection, so transactions are serialised through its own lock.
 */
export async function openPglite(dir?: string): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = dir ? new PGlite(dir) : new PGlite();
  await pg.waitReady;
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
