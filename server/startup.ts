import type { Db } from './db/db.js';

/**
 * Loads bundled data that the server needs at first start. Each loader is idempotent: loading
 * again on a prepared database changes nothing. Market data is added by server/market.
 */
export async function prepareDatabase(_db: Db): Promise<void> {}
