import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import type { StoredQuote } from '../quotes/types.js';
import type { Sealer } from './seal.js';
import type { SwitchPlan, Switched } from './types.js';

/** The database keeps only this hash of a switch key: a copy of the table cannot open a sign-up. */
function hashSwitchKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A sign-up opened by its key, its sections opened (bank data here is the masked form only). */
export interface SwitchRecord {
  id: string;
  switchId: string;
  plan: SwitchPlan;
  quote: StoredQuote;
  personal: Record<string, unknown> | null;
  address: Record<string, unknown> | null;
  terms: Record<string, unknown> | null;
  bank: Record<string, unknown> | null;
  /** The reply of the switch that completed this sign-up's quote (this one or another), or null while open. */
  quoteSwitched: Switched | null;
}

/** The sections a sign-up stores, by column. */
export type Section = 'personal' | 'address' | 'terms' | 'bank';

/**
 * What each stored record keeps in clear; every other field is sealed (AES-256-GCM, seal.ts):
 * names, date of birth, email, phone, addresses, the account name and sort code. Terms hold
 * consents and the meter numbers (which the quote holds too), so they stay in clear.
 * @internal Exported for its unit test.
 */
export const CLEAR_FIELDS: Record<Section | 'switched', readonly string[] | 'all'> = {
  personal: ['titleId', 'title', 'employmentStatusId'],
  address: ['totalMonths'],
  terms: 'all',
  bank: [
    'preferredDirectDebitDay',
    'isAuthorisedToSetupDirectDebits',
    'isCertainOfDataCorrectness',
    'accountNumberMasked',
  ],
  switched: ['supplier', 'uuid', 'switchId', 'referenceNumbers'],
};

const json = (v: unknown): Record<string, unknown> | null =>
  v == null
    ? null
    : typeof v === 'string'
      ? (JSON.parse(v) as Record<string, unknown>)
      : (v as Record<string, unknown>);

/** A stored record in its stored form (sealed unless the record is kept in clear). */
export function sealRecord(seal: Sealer, kind: Section | 'switched', data: Record<string, unknown>): unknown {
  const clear = CLEAR_FIELDS[kind];
  return clear === 'all' ? data : seal.seal(data, clear);
}

/** A stored record (jsonb or its text) opened, or null. */
export function openRecord<T = Record<string, unknown>>(seal: Sealer, stored: unknown): T | null {
  const record = json(stored);
  return record ? seal.open<T>(record) : null;
}

/** Creates a sign-up for a quote with its plan and returns its new random key (256 bits). */
export async function createSwitch(db: Db, switchId: string, plan: SwitchPlan): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO switches (key_hash, switch_id, plan) VALUES ($1, $2, $3)', [
    hashSwitchKey(key),
    switchId,
    JSON.stringify(plan),
  ]);
  return key;
}

/**
 * Opens the sign-up a switch key belongs to, or answers 404. This is the only way sign-up routes
 * reach a switch, so a key can never read or change another switch.
 */
export async function openSwitch(db: Db, seal: Sealer, key: string): Promise<SwitchRecord> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT s.id::text AS id, s.switch_id, s.plan, q.input, s.personal, s.address, s.terms, s.bank,
            c.switched AS quote_switched
       FROM switches s JOIN quotes q ON q.switch_id = s.switch_id
       LEFT JOIN switches c ON c.id = q.completed_switch
      WHERE s.key_hash = $1`,
    [hashSwitchKey(key)],
  );
  if (!row) throw new HttpError(404, 'This switch could not be found. Please choose your tariff again.');
  return {
    id: row.id as string,
    switchId: row.switch_id as string,
    plan: json(row.plan) as unknown as SwitchPlan,
    quote: json(row.input) as unknown as StoredQuote,
    personal: openRecord(seal, row.personal),
    address: openRecord(seal, row.address),
    terms: openRecord(seal, row.terms),
    bank: openRecord(seal, row.bank),
    quoteSwitched: openRecord<Switched>(seal, row.quote_switched),
  };
}

/**
 * Saves one section of a sign-up that is not complete yet (409 once it is: a completed switch is
 * what went to the supplier), sealed as {@link CLEAR_FIELDS} says. `extra` sets further columns
 * (the encrypted bank account number).
 */
export async function saveSection(
  db: Db,
  seal: Sealer,
  s: SwitchRecord,
  section: Section,
  data: Record<string, unknown>,
  extra: { bankAccountEnc?: string } = {},
): Promise<void> {
  const setEnc = section === 'bank' ? ', bank_account_enc = $3' : '';
  const params: unknown[] = [s.id, JSON.stringify(sealRecord(seal, section, data))];
  if (section === 'bank') params.push(extra.bankAccountEnc ?? null);
  const rows = await db.query(
    `UPDATE switches SET ${section} = $2${setEnc} WHERE id = $1::bigint AND completed_at IS NULL RETURNING id`,
    params,
  );
  if (!rows.length) throw new HttpError(409, 'This switch is already complete and can no longer be changed.');
}
