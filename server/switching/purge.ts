import type { Db } from '../db/db.js';

/** What a purge deleted (or, dry, would delete). */
export interface PurgeCounts {
  quotes: number;
  switches: number;
  carbonOrders: number;
  trackRecords: number;
}

/**
 * Deletes every journey older than `cutoff`: quotes created before it with their switches (sign-up
 * sections, sealed personal and bank data, switched replies), carbon offset orders and access
 * grants, and tracking records received before it. A switch is made within a day of its quote (a
 * session lasts a day), so a quote's age is its switch's. One transaction: all or nothing. With
 * `dryRun` it counts and deletes nothing.
 */
export async function purgeOlderThan(db: Db, cutoff: Date, dryRun = false): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const at = cutoff.toISOString();
    const [counts] = await tx.query<PurgeCounts>(
      `SELECT (SELECT count(*)::int FROM quotes WHERE created_at < $1) AS "quotes",
              (SELECT count(*)::int FROM switches s JOIN quotes q ON q.switch_id = s.switch_id WHERE q.created_at < $1) AS "switches",
              (SELECT count(*)::int FROM carbon_orders o JOIN switches s ON s.id = o.switch_row
                 JOIN quotes q ON q.switch_id = s.switch_id WHERE q.created_at < $1) AS "carbonOrders",
              (SELECT count(*)::int FROM track_records WHERE received_at < $1) AS "trackRecords"`,
      [at],
    );
    if (dryRun) return counts;
    const old =
      'SELECT s.id FROM switches s JOIN quotes q ON q.switch_id = s.switch_id WHERE q.created_at < $1';
    await tx.query(`DELETE FROM carbon_orders WHERE switch_row IN (${old})`, [at]);
    // quotes.completed_switch and switches.switch_id point at each other: unlink, then delete both.
    await tx.query('UPDATE quotes SET completed_switch = NULL WHERE created_at < $1', [at]);
    await tx.query(`DELETE FROM switches WHERE id IN (${old})`, [at]);
    await tx.query('DELETE FROM quotes WHERE created_at < $1', [at]);
    await tx.query('DELETE FROM track_records WHERE received_at < $1', [at]);
    return counts;
  });
}

/** Parses an age such as `90d` or `12h` into milliseconds; throws a message naming the format. */
export function parseAge(text: string): number {
  const m = /^(\d+)\s*(d|h)$/.exec(text.trim());
  const ms = m ? Number(m[1]) * (m[2] === 'd' ? 86_400_000 : 3_600_000) : 0;
  if (!ms)
    throw new Error(`An age is a whole number of days or hours above 0, such as 90d or 36h (got "${text}")`);
  return ms;
}
