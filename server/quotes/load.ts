import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { QuoteRecord, StoredQuote } from './types.js';

/** A quote with the market data version read in the same round trip. */
export interface LoadedQuote extends QuoteRecord {
  marketVersion: number;
}

/** A stored quote with the session it belongs to. */
type Owned = QuoteRecord & { session: string | null };

/** Stored quotes by id: a quote is immutable once saved, so only the market version is re-read. */
const quotes = new WeakMap<object, Map<string, Owned>>();

const notFound = () => new HttpError(404, 'We could not find this quote. Please start a new quote.');
const MAX_QUOTES = 5000;

/**
 * Loads a saved quote by switch id with the current market version, for the session that created
 * it. Any other session gets the same 404 as an unknown id, so a switch id (shown to the customer,
 * sent to the affiliate pixel) opens nothing by itself and ids cannot be probed. A quote seen
 * before costs only the small version read (parsing the stored JSON is most of a cold load).
 */
export async function loadQuote(db: Db, switchId: string, session: string): Promise<LoadedQuote> {
  let memo = quotes.get(db);
  if (!memo) quotes.set(db, (memo = new Map()));
  const known = memo.get(switchId);
  if (known) {
    if (known.session !== session) throw notFound();
    const [v] = await db.query<{ value: string }>(`SELECT value FROM market_meta WHERE key = 'version'`);
    const { session: _owner, ...record } = known;
    return { ...record, marketVersion: Number(v?.value ?? 0) };
  }
  const { session: owner, ...loaded } = await readQuote(db, switchId);
  if (memo.size >= MAX_QUOTES) memo.delete(memo.keys().next().value!);
  memo.set(switchId, { switchId: loaded.switchId, uuid: loaded.uuid, quote: loaded.quote, session: owner });
  if (owner !== session) throw notFound();
  return loaded;
}

async function readQuote(db: Db, switchId: string): Promise<LoadedQuote & { session: string | null }> {
  const [row] = await db.query<{
    switch_id: string;
    uuid: string;
    input: StoredQuote | string;
    session_id: string | null;
    mv: string | null;
  }>(
    `SELECT q.switch_id, q.uuid::text AS uuid, q.input, q.session_id,
            (SELECT value FROM market_meta WHERE key = 'version') AS mv
       FROM quotes q WHERE q.switch_id = $1`,
    [switchId],
  );
  if (!row) throw notFound();
  return {
    switchId: row.switch_id,
    uuid: row.uuid,
    quote: typeof row.input === 'string' ? (JSON.parse(row.input) as StoredQuote) : row.input,
    session: row.session_id,
    marketVersion: Number(row.mv ?? 0),
  };
}
