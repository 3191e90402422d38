import type { TrackRecord } from '../../contract/api/track-records.js';
import type { Db } from '../db/db.js';

/**
 * Stores a batch of tracking records all or nothing: one INSERT of every row (a single statement
 * is one transaction), so a row the database refuses leaves none of the batch behind. The route
 * has already validated the whole batch against its schema.
 * @returns how many records were stored.
 */
export async function storeTrackRecords(db: Db, records: TrackRecord[]): Promise<number> {
  const column = <T>(pick: (r: TrackRecord) => T) => records.map(pick);
  const rows = await db.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO track_records (user_tracking_id, switch_id, referral_branch, property_details)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[])
       RETURNING 1)
     SELECT count(*)::int AS n FROM added`,
    [
      column((r) => r.userTrackingId ?? null),
      column((r) => r.switchId ?? null),
      column((r) => r.referralBranch ?? null),
      column((r) => JSON.stringify(r.propertyDetails)),
    ],
  );
  return rows[0].n;
}
