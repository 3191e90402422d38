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

/** A stored tracking record as the operator listing shows it. */
export interface StoredTrackRecord {
  id: string;
  receivedAt: string;
  userTrackingId: string | null;
  switchId: string | null;
  referralBranch: string | null;
  propertyDetails: { name: string; value: string }[];
}

/** Which tracking records to list: newest first, at most `limit`. */
export interface TrackRecordFilter {
  since?: Date;
  switchId?: string;
  limit?: number;
}

/** The stored tracking records matching `filter`, newest first (the operator's `tracking` command). */
export async function listTrackRecords(db: Db, filter: TrackRecordFilter = {}): Promise<StoredTrackRecord[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id::text AS id, received_at, user_tracking_id, switch_id, referral_branch, property_details
       FROM track_records
      WHERE ($1::timestamptz IS NULL OR received_at >= $1::timestamptz)
        AND ($2::text IS NULL OR switch_id = $2::text)
      ORDER BY received_at DESC, id DESC
      LIMIT $3`,
    [
      filter.since?.toISOString() ?? null,
      filter.switchId ?? null,
      Math.max(1, Math.min(filter.limit ?? 100, 10000)),
    ],
  );
  return rows.map((r) => ({
    id: r.id as string,
    receivedAt: new Date(r.received_at as string).toISOString(),
    userTrackingId: (r.user_tracking_id as string | null) ?? null,
    switchId: (r.switch_id as string | null) ?? null,
    referralBranch: (r.referral_branch as string | null) ?? null,
    propertyDetails: (typeof r.property_details === 'string'
      ? JSON.parse(r.property_details)
      : r.property_details) as StoredTrackRecord['propertyDetails'],
  }));
}

/** One record as a line of text: time, switch, tracking id, branch, then the name=value pairs. */
export function formatTrackRecord(r: StoredTrackRecord): string {
  const pairs = r.propertyDetails.map((d) => `${d.name}=${JSON.stringify(d.value)}`).join(' ');
  return [r.receivedAt, r.switchId ?? '-', r.userTrackingId ?? '-', r.referralBranch ?? '-', pairs].join(
    '  ',
  );
}
