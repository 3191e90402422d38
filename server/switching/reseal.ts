import type { Db } from '../db/db.js';
import { openText, sealText, sealedWithCurrent, type Keyring } from './seal.js';

/** The sealed columns of `switches`: JSON records holding a `sealed` field, and one sealed text. */
const RECORD_COLUMNS = ['personal', 'address', 'bank', 'switched'] as const;
const TEXT_COLUMN = 'bank_account_enc';
const BATCH = 200;

/** What {@link resealOldRows} found and changed. */
export interface ResealCount {
  /** Sign-ups with at least one value sealed under an older key. */
  rows: number;
  /** Sealed values under an older key (or of before key ids). */
  values: number;
}

/** `stored` (a JSON record or its text) with its sealed part sealed again under the newest key, or null when it already is. */
function resealRecord(ring: Keyring, stored: unknown): string | null {
  if (stored == null) return null;
  const record = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>;
  if (typeof record.sealed !== 'string' || sealedWithCurrent(ring, record.sealed)) return null;
  return JSON.stringify({ ...record, sealed: sealText(ring, openText(ring, record.sealed)) });
}

/**
 * Seals every personal value of the switch store that is not under the ring's newest key again with
 * it, so an old key can be dropped after a rotation (docs/data-protection.md). Runs in batches with
 * the server up: each value is written only if it is still the one read (a sign-up saved meanwhile is
 * already under the newest key). Throws, naming the key id, when a value's key is not in the ring.
 */
export async function resealOldRows(db: Db, ring: Keyring, dryRun = false): Promise<ResealCount> {
  const count: ResealCount = { rows: 0, values: 0 };
  let after = '0';
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id::text AS id, ${RECORD_COLUMNS.join(', ')}, ${TEXT_COLUMN}
         FROM switches WHERE id > $1::bigint ORDER BY id LIMIT ${BATCH}`,
      [after],
    );
    if (!rows.length) return count;
    after = rows[rows.length - 1].id as string;
    for (const row of rows) {
      const changes: { column: string; from: unknown; to: string; json: boolean }[] = [];
      for (const column of RECORD_COLUMNS) {
        const to = resealRecord(ring, row[column]);
        if (to !== null) changes.push({ column, from: row[column], to, json: true });
      }
      const text = row[TEXT_COLUMN];
      if (typeof text === 'string' && !sealedWithCurrent(ring, text))
        changes.push({
          column: TEXT_COLUMN,
          from: text,
          to: sealText(ring, openText(ring, text)),
          json: false,
        });
      if (!changes.length) continue;
      count.rows++;
      count.values += changes.length;
      if (dryRun) continue;
      for (const c of changes) {
        const cast = c.json ? '::jsonb' : '';
        const from = c.json
          ? JSON.stringify(typeof c.from === 'string' ? JSON.parse(c.from) : c.from)
          : c.from;
        await db.query(
          `UPDATE switches SET ${c.column} = $2${cast} WHERE id = $1::bigint AND ${c.column} = $3${cast}`,
          [row.id, c.to, from],
        );
      }
    }
  }
}
