import type { Db } from '../db/db.js';

/**
 * Finished results/detail replies, serialised, per database. A reply is a function of the stored
 * quote (immutable once saved), the request body (pay methods, filters), the market data version
 * and the day it is priced on, so those four make the key; the quote's owner is checked before the
 * cache is asked (`loadQuote`). A repeat (a reload, Back, a filter undone, another tab) then costs
 * the version read and a lookup instead of ranking, filtering and serialising some 60 rows, and the
 * same string object goes out each time, so the compression step's memo of compressed bytes (keyed
 * by the string) finds it without rehashing (V8 keeps a string's hash).
 */
interface Kept {
  /** Entries by key, oldest first (a Map keeps insertion order). */
  entries: Map<string, string>;
}

const perDb = new WeakMap<object, Kept>();

/** The most replies kept per database before the oldest is dropped. */
const REPLIES_KEPT = 1000;

/** The cache key of one reply. */
export function replyKey(parts: {
  switchId: string;
  body: unknown;
  marketVersion: number;
  day: string;
}): string {
  return `${parts.switchId}\u0000${parts.marketVersion}\u0000${parts.day}\u0000${JSON.stringify(parts.body)}`;
}

/**
 * The serialised reply kept under `key`, or `make()`'s result serialised with `serialise` and
 * kept. A failure is not kept: the next request tries again.
 */
export async function cachedReply<T>(
  db: Db,
  key: string,
  make: () => Promise<T>,
  serialise: (value: T) => string,
): Promise<string> {
  let kept = perDb.get(db);
  if (!kept) perDb.set(db, (kept = { entries: new Map() }));
  const hit = kept.entries.get(key);
  if (hit !== undefined) return hit;
  const text = serialise(await make());
  if (kept.entries.size >= REPLIES_KEPT) kept.entries.delete(kept.entries.keys().next().value!);
  kept.entries.set(key, text);
  return text;
}
