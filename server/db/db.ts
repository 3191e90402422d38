import type { Db, DbLocation } from './types.js';

export type { Db, DbTx, DbLocation } from './types.js';

/**
 * Opens the database at `location`: PostgreSQL for a URL, else embedded PGlite (a folder, or in
 * memory). The drivers are loaded on demand, so a PGlite deployment never loads `pg` and back.
 */
export async function openDb(location: DbLocation): Promise<Db> {
  if ('url' in location) {
    const { openPostgres } = await import('./postgres.js');
    return openPostgres(location.url, location.poolSize);
  }
  const { openPglite } = await import('./pglite.js');
  return openPglite('dir' in location ? location.dir : undefined, location.from);
}
