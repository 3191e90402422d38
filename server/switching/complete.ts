import { randomInt, randomUUID } from 'node:crypto';
import type { Db, DbTx } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { footprintTonnes } from '../carbon/footprint.js';
import { isDirectDebit } from './plan.js';
import type { Sealer } from './seal.js';
import { openRecord, sealRecord, type SwitchRecord } from './store.js';
import type { Switched } from './types.js';

/** The sections a sign-up needs before it can complete (bank only for Direct Debit). */
export function missingSections(s: SwitchRecord): string[] {
  const missing: string[] = [];
  if (!s.personal) missing.push('personal');
  if (!s.address) missing.push('address');
  if (!s.terms) missing.push('terms-and-conditions');
  if (isDirectDebit(s.plan.payMethod) && !s.bank) missing.push('bank');
  return missing;
}

const reference = (prefix: string) => `${prefix}${String(randomInt(10_000_000, 100_000_000))}`;

/** The switched reply of the switch that completed a quote, or null while the quote is open. */
export async function completedSwitchOf(q: DbTx, seal: Sealer, switchId: string): Promise<Switched | null> {
  const [row] = await q.query<{ switched: unknown }>(
    `SELECT s.switched FROM quotes q JOIN switches s ON s.id = q.completed_switch WHERE q.switch_id = $1`,
    [switchId],
  );
  return row ? openRecord<Switched>(seal, row.switched) : null;
}

/**
 * Completes a quote exactly once, whichever of its sign-ups (switch keys) asks and however often.
 * In one transaction, `UPDATE quotes SET completed_switch ... WHERE completed_switch IS NULL`
 * claims the quote for this sign-up and the sign-up gets its outcome, committed before the reply.
 * A concurrent completion (the same key or another key of the quote) waits on that row, then
 * finds the quote completed and answers with the first switch's reply: never a second order.
 * The completing session may open the switch's carbon offset afterwards; the customer's names in
 * the stored reply are sealed.
 */
export async function completeSwitch(
  db: Db,
  seal: Sealer,
  s: SwitchRecord,
  session: string,
): Promise<Switched> {
  const done = await completedSwitchOf(db, seal, s.switchId);
  if (done) return done;
  const missing = missingSections(s);
  if (missing.length) {
    throw new HttpError(
      409,
      `Please complete your ${missing.join(', ')} details before switching.`,
      missing.map((m) => ({ field: m, message: `${m} details are required` })),
    );
  }
  const personal = s.personal as { title: string; firstName: string; lastName: string };
  const switched: Switched = {
    title: personal.title,
    firstName: personal.firstName,
    lastName: personal.lastName,
    supplier: s.plan.supplierName,
    uuid: randomUUID(),
    switchId: s.switchId,
    referenceNumbers: {
      ...(s.plan.fuels.includes('gas') ? { g: reference('G') } : {}),
      ...(s.plan.fuels.includes('electricity') ? { e: reference('E') } : {}),
    },
  };
  // The footprint the carbon offset is priced from, fixed when the switch is made.
  const tonnes = await footprintTonnes(db, s.quote.kWh);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      'UPDATE quotes SET completed_switch = $2::bigint WHERE switch_id = $1 AND completed_switch IS NULL RETURNING 1',
      [s.switchId, s.id],
    );
    if (!claimed.length) return (await completedSwitchOf(tx, seal, s.switchId))!;
    await tx.query(
      `UPDATE switches SET completed_at = now(), uuid = $2, switched = $3, completed_session = $4, carbon_tonnes = $5
        WHERE id = $1::bigint`,
      [s.id, switched.uuid, JSON.stringify(sealRecord(seal, 'switched', { ...switched })), session, tonnes],
    );
    return switched;
  });
}
