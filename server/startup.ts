import type { Db } from './db/db.js';
import { seedMarket } from './market/index.js';

/**
 * Loads bundled data that the server needs at first start: the sample market (suppliers, tariffs,
 * addresses and meters, lookups, estimate, EV and carbon data). Idempotent: loading again on a
 * prepared database changes nothing and never overwrites tariffs an operator imported.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await seedMarket(db);
}
