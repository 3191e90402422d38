import type { Db } from '../db/db.js';
import { footprintTonnes } from '../quotes/footprint.js';
import { HttpError } from '../http/errors.js';
import type { Sealer } from '../switching/seal.js';
import { openRecord } from '../switching/store.js';
import type { Switched } from '../switching/types.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SWITCH_ID = /^\d{1,10}$/;

/**
 * The already-switched check (`customer/whitelabel/switch/complete`), also behind the
 * existing-switch carbon offset form: true when the quote `switchId` has been switched, and then
 * the asking session may open that switch's carbon offset (names, footprint, orders). A check of
 * another session's (or an unknown) switch id first calls `countForeign`, which answers 429 once
 * the tight existing-switch limit is used up: the switch id is all the form asks for.
 */
export async function grantExistingSwitch(
  db: Db,
  switchId: string,
  session: string,
  countForeign: () => Promise<void>,
): Promise<boolean> {
  const [row] = await db.query<{ id: string | null; own: boolean }>(
    'SELECT completed_switch::text AS id, session_id = $2 AS own FROM quotes WHERE switch_id = $1',
    [switchId, session],
  );
  if (!row?.own) await countForeign();
  if (!row?.id) return false;
  await db.query(
    'INSERT INTO switch_access (session_id, switch_row) VALUES ($1, $2::bigint) ON CONFLICT DO NOTHING',
    [session, row.id],
  );
  return true;
}

/** A completed switch as the carbon offset pages see it. */
export interface OffsetCustomer {
  rowId: string;
  switchId: string;
  uuid: string;
  firstName: string;
  lastName: string;
  /** True for the session that completed the switch; false for one let in by the existing-switch check. */
  own: boolean;
  /** The footprint stored when the switch completed, tonnes CO2e a year: it prices the offset. */
  carbonTonnes: number;
}

const notFound = () => new HttpError(404, 'We could not find a switch with this Id');

/**
 * The completed switch of `id` (its uuid, or the quote's switch id as the existing-switch form
 * stores it), for a session allowed to see it: the session that completed it, or one whose
 * already-switched check found it. Anyone else gets the same 404 as for an unknown id.
 */
export async function offsetCustomer(
  db: Db,
  seal: Sealer,
  id: string,
  session: string,
): Promise<OffsetCustomer> {
  // Checked before the query: PostgreSQL rejects a malformed uuid with an error, not an empty result.
  const by = UUID.test(id) ? 's.uuid = $1::uuid' : SWITCH_ID.test(id) ? 'q.switch_id = $1' : null;
  if (!by) throw notFound();
  const [r] = await db.query<{
    id: string;
    switch_id: string;
    switched: unknown;
    carbon_tonnes: number | null;
    kwh: unknown;
    own: boolean;
  }>(
    `SELECT s.id::text AS id, s.switch_id, s.switched, s.carbon_tonnes, q.input -> 'kWh' AS kwh,
            s.completed_session = $2 AS own
       FROM quotes q JOIN switches s ON s.id = q.completed_switch
      WHERE ${by}
        AND (s.completed_session = $2
             OR EXISTS (SELECT 1 FROM switch_access a WHERE a.switch_row = s.id AND a.session_id = $2))`,
    [id.toLowerCase(), session],
  );
  if (!r) throw notFound();
  const switched = openRecord<Switched>(seal, r.switched)!;
  return {
    rowId: r.id,
    switchId: r.switch_id,
    uuid: switched.uuid,
    firstName: switched.firstName,
    lastName: switched.lastName,
    own: r.own === true,
    // Switches completed before the footprint was stored with them: the quote's own.
    carbonTonnes:
      r.carbon_tonnes != null
        ? Number(r.carbon_tonnes)
        : await footprintTonnes(db, (typeof r.kwh === 'string' ? JSON.parse(r.kwh) : r.kwh) as object),
  };
}
