import type { TrackRecord } from '../../contract/api/track-records.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';

/**
 * Records one session may store; beyond it a batch answers 429 (a journey sends far fewer).
 * @internal Exported for its unit test.
 */
export const TRACK_RECORDS_PER_SESSION = 1000;

/**
 * Stores a batch of tracking records for `session`, all or nothing: one INSERT of every row (a single
 * statement is one transaction), so a row the database refuses leaves none of the batch behind. The
 * route has already validated the whole batch against its schema. A record naming a switch id must
 * name one of the session's: a quote it made, or a switch it was granted by the existing-switch
 * check (404 otherwise, as for any quote of another session, naming the record, so nobody writes records into another householder's
 * journey). A session stores at most {@link TRACK_RECORDS_PER_SESSION} records (429 beyond); the
 * count and the insert run under a lock per session, so parallel batches cannot pass it together.
 * @returns how many records were stored.
 */
export async function storeTrackRecords(db: Db, session: string, records: TrackRecord[]): Promise<number> {
  const ids = [...new Set(records.map((r) => r.switchId).filter((id): id is string => !!id))];
  if (ids.length) {
    const own = await db.query<{ switch_id: string }>(
      `SELECT q.switch_id FROM quotes q
        WHERE q.switch_id = ANY($1::text[])
          AND (q.session_id = $2
               OR EXISTS (SELECT 1 FROM switches s JOIN switch_access a ON a.switch_row = s.id
                           WHERE s.switch_id = q.switch_id AND a.session_id = $2))`,
      [ids, session],
    );
    const owned = new Set(own.map((r) => r.switch_id));
    const at = records.findIndex((r) => r.switchId && !owned.has(r.switchId));
    if (at >= 0) {
      const message = `${at}.switchId is not a switch of this session`;
      throw new HttpError(404, message, [{ field: `${at}.switchId`, message }]);
    }
  }
  const column = <T>(pick: (r: TrackRecord) => T) => records.map(pick);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`track:${session}`]);
    const [{ n: stored }] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM track_records WHERE session_id = $1',
      [session],
    );
    if (stored + records.length > TRACK_RECORDS_PER_SESSION)
      throw new HttpError(429, 'This session has sent too many tracking records.');
    const rows = await tx.query<{ n: number }>(
      `WITH added AS (
         INSERT INTO track_records (user_tracking_id, switch_id, referral_branch, property_details, session_id)
         SELECT u, w, b, p, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) AS t (u, w, b, p)
         RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [
        column((r) => r.userTrackingId ?? null),
        column((r) => r.switchId ?? null),
        column((r) => r.referralBranch ?? null),
        column((r) => JSON.stringify(r.propertyDetails)),
        session,
      ],
    );
    return rows[0].n;
  });
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
