import type { Db } from '../db/db.js';

/**
 * Finished results/detail replies, serialised, per database. A reply is a function of the stored
 * quote (immutable once saved), the request body (pay methods, filters), the market data version
 * and the day it is priced on, so those four make the key; the quote's owner is checked before the
 * cache is asked (`loadQuote`). A repeat (a reload, Back, a filter undone, another tab) then costs
 * the version read and a lookup instead of ranking, filtering and serialising some 60 rows. The
 * kept reply also holds its size and, once asked for, its compressed bytes per encoding
 * (server/web/compression.ts `sendKeptReply`), so a repeat is not measured or compressed again.
 */
export interface KeptReply {
  /** The serialised JSON. */
  readonly text: string;
  /** Its length in UTF-8 bytes. */
  readonly bytes: number;
  /** Its compressed bytes by content coding, made at the first request that accepts that coding. */
  readonly compressed: Map<string, Promise<Buffer>>;
}

interface Kept {
  /** Entries by key, oldest first (a Map keeps insertion order). */
  entries: Map<string, KeptReply>;
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
 * The reply kept under `key`, or `make()`'s result serialised with `serialise` and kept. A failure
 * is not kept: the next request tries again.
 */
export async function cachedReply<T>(
  db: Db,
  key: string,
  make: () => Promise<T>,
  serialise: (value: T) => string,
): Promise<KeptReply> {
  let kept = perDb.get(db);
  if (!kept) perDb.set(db, (kept = { entries: new Map() }));
  const hit = kept.entries.get(key);
  if (hit !== undefined) return hit;
  const text = serialise(await make());
  const reply: KeptReply = { text, bytes: Buffer.byteLength(text), compressed: new Map() };
  if (kept.entries.size >= REPLIES_KEPT) kept.entries.delete(kept.entries.keys().next().value!);
  kept.entries.set(key, reply);
  return reply;
}
