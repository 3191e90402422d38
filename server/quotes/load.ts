import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { QuoteRecord, StoredQuote } from './types.js';

/** A quote with the market data version read in the same round trip. */
export interface LoadedQuote extends QuoteRecord {
  marketVersion: number;
}

/** Loads a saved quote by switch id (with the market version), or throws 404. */
export async function loadQuote(db: Db, switchId: string): Promise<LoadedQuote> {
  const [row] = await db.query<{ switch_id: string; uuid: string; input: StoredQuote | string; mv: string | null }>(
    `SELECT q.switch_id, q.uuid::text AS uuid, q.input, (SELECT value FROM market_meta WHERE key = 'version') AS mv
       FROM quotes q WHERE q.switch_id = $1`,
    [switchId],
  );
  if (!row) throw new HttpError(404, 'We could not find this quote. Please start a new quote.');
  return {
    switchId: row.switch_id,
    uuid: row.uuid,
    quote: typeof row.input === 'string' ? (JSON.parse(row.input) as StoredQuote) : row.input,
    marketVersion: Number(row.mv ?? 0),
  };
}
