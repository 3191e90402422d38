import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { footprintTonnes } from '../quotes/footprint.js';
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

/**
 * Completes a quote exactly once, whichever of its sign-ups (switch keys) asks and however often.
 * One statement claims the quote for this sign-up (`UPDATE quotes SET completed_switch ... WHERE
 * completed_switch IS NULL`) and gives the sign-up its outcome, committed before the reply. A
 * concurrent completion (the same key or another key of the quote) waits on the quote's row, then
 * finds it completed and answers with the first switch's reply: never a second order. The
 * completing session may open the switch's carbon offset afterwards; the customer's names in the
 * stored reply are sealed. `completions` counts the switches this call made (the metrics).
 */
export async function completeSwitch(
  db: Db,
  seal: Sealer,
  s: SwitchRecord,
  session: string,
  completions?: { inc(): void },
): Promise<Switched> {
  if (s.quoteSwitched) return s.quoteSwitched;
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
  const done = await db.query(
    `WITH claim AS (
       UPDATE quotes SET completed_switch = $1::bigint WHERE switch_id = $2 AND completed_switch IS NULL RETURNING 1)
     UPDATE switches SET completed_at = now(), uuid = $3, switched = $4, completed_session = $5, carbon_tonnes = $6
      WHERE id = $1::bigint AND EXISTS (SELECT 1 FROM claim) RETURNING 1`,
    [
      s.id,
      s.switchId,
      switched.uuid,
      JSON.stringify(sealRecord(seal, 'switched', { ...switched })),
      session,
      tonnes,
    ],
  );
  if (done.length) {
    completions?.inc();
    return switched;
  }
  // Another completion of the quote came first (it held the quote's row until it committed).
  const [first] = await db.query<{ switched: unknown }>(
    'SELECT s.switched FROM quotes q JOIN switches s ON s.id = q.completed_switch WHERE q.switch_id = $1',
    [s.switchId],
  );
  return openRecord<Switched>(seal, first.switched)!;
}
