import type { Db } from '../db/db.js';

/**
 * A per-database memo of market reads (candidate tariffs of a scope, a current tariff's rates),
 * tagged with the market data version (`market_meta.version`, bumped by every seed and import).
 * Pricing a results page is then one database round trip (the quote row with the version) plus
 * arithmetic, which is what keeps results/detail inside its latency target; an import seen by
 * the next request's version read empties the memo, so a new tariff file changes the next quote.
 */
interface Memo {
  version: number;
  entries: Map<string, Promise<unknown>>;
}

const memos = new WeakMap<object, Memo>();

/** The most entries kept before the memo starts over (scopes are region x pay method x meter x fuels). */
const MAX_ENTRIES = 2000;

/** Returns the value cached under `key` for market `version`, loading it once with `load`. */
export function cachedMarket<T>(db: Db, version: number, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(db);
  if (!memo || memo.version !== version || memo.entries.size > MAX_ENTRIES) {
    memo = { version, entries: new Map() };
    memos.set(db, memo);
  }
  let hit = memo.entries.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    memo.entries.set(key, hit);
    // A failed load must not poison the memo.
    hit.catch(() => memo.entries.delete(key));
  }
  return hit;
}
