import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { isDirectDebit } from './plan.js';
import type { SwitchRecord } from './store.js';
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
 * Completes a sign-up exactly once. One `UPDATE ... WHERE completed_at IS NULL` sets the outcome,
 * committed before the reply; a repeated or concurrent call finds no row to update and returns the
 * outcome stored by the first (a row lock makes the second wait for the first on PostgreSQL).
 */
export async function completeSwitch(db: Db, s: SwitchRecord): Promise<Switched> {
  if (s.completed && s.switched) return s.switched as unknown as Switched;
  const missing = missingSections(s);
  if (missing.length) {
    throw new HttpError(
      409,
      `Please complete your ${missing.join(', ')} details before switching.`,
      missing.map((m) => ({ field: m, message: `${m} details are required` })),
    );
  }
  const personal = s.personal as { title: string; firstName: string; lastName: string };
  const uuid = randomUUID();
  const switched: Switched = {
    title: personal.title,
    firstName: personal.firstName,
    lastName: personal.lastName,
    supplier: s.plan.supplierName,
    uuid,
    switchId: s.switchId,
    referenceNumbers: {
      ...(s.plan.fuels.includes('gas') ? { g: reference('G') } : {}),
      ...(s.plan.fuels.includes('electricity') ? { e: reference('E') } : {}),
    },
  };
  const [done] = await db.query<{ switched: Switched | string }>(
    `UPDATE switches SET completed_at = now(), uuid = $2, switched = $3
      WHERE id = $1::bigint AND completed_at IS NULL RETURNING switched`,
    [s.id, uuid, JSON.stringify(switched)],
  );
  if (done) return switched;
  const [first] = await db.query<{ switched: Switched | string }>(
    'SELECT switched FROM switches WHERE id = $1::bigint',
    [s.id],
  );
  return typeof first.switched === 'string' ? (JSON.parse(first.switched) as Switched) : first.switched;
}
