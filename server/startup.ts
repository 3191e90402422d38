import { join } from 'node:path';
import { redact, type ServerConfig } from './config.js';
import { openDb, type Db } from './db/db.js';
import { seedMarket } from './market/index.js';

/** The words of a failed connection: `pg` may reject with an AggregateError (one per address tried) and no message. */
function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length) return reason(err.errors[0]);
  if (err instanceof Error) return err.message || (err as NodeJS.ErrnoException).code || err.name;
  return String(err);
}

/**
 * Opens the database the configuration names: PostgreSQL at `DATABASE_URL` (with
 * `DATABASE_POOL_SIZE` connections), else the embedded one in `DATA_DIR/db`. A database that cannot be
 * opened fails with a message naming the setting and where it points (the URL without its password),
 * so an operator sees which variable to fix rather than a bare `connect ECONNREFUSED`.
 */
export async function openConfiguredDb(config: ServerConfig): Promise<Db> {
  const { databaseUrl } = config;
  try {
    return await openDb(
      databaseUrl
        ? { url: databaseUrl, poolSize: config.databasePoolSize }
        : { dir: join(config.dataDir, 'db') },
    );
  } catch (err) {
    const where = databaseUrl
      ? `The database of DATABASE_URL (${redact(databaseUrl)}) cannot be reached`
      : `The embedded database in DATA_DIR (${join(config.dataDir, 'db')}) cannot be opened`;
    throw new Error(`${where}: ${reason(err)}`, { cause: err });
  }
}

/**
 * Loads bundled data that the server needs at first start: the sample market (suppliers, tariffs,
 * addresses and meters, lookups, estimate, EV and carbon data). Idempotent: loading again on a
 * prepared database changes nothing and never overwrites tariffs an operator imported.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await seedMarket(db);
}
