import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openText } from '../../../server/switching/seal.js';
import { CLEAR_FIELDS } from '../../../server/switching/store.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { ACCOUNT_NUMBER, BANK, PERSONAL, switchedQuote } from '../switching/flow.js';

/** A sealed value as seal.ts writes it: `v2.<key id>.<96-bit iv>.<128-bit tag>.<ciphertext>`, base64url. */
const SEALED = /^v2\.[0-9a-f]{8}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/;
const asRecord = (v: unknown): Record<string, unknown> =>
  (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
const digits = (v: unknown) => String(v).replace(/\D/g, '');

/** Issue 11 Fix 9: names, contact details, date of birth and bank details are encrypted at rest. */
describe.each(testDbTargets())('personal data at rest, on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  it('stores none of them in clear, yet the sign-up still reads them back', async () => {
    const { switched } = await switchedQuote(s);
    expect(switched).toMatchObject({
      title: 'Mr',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const carbon = await s.call({
      method: 'POST',
      url: `/request/clevel/customer/carbonoffset?uuid=${switched.uuid}`,
      payload: {},
    });
    expect(carbon.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });

    const tables = ['switches', 'quotes', 'track_records', 'carbon_orders'];
    const dump = JSON.stringify(await Promise.all(tables.map((t) => s.db.query(`SELECT * FROM ${t}`))));
    for (const clear of [
      // A short name is looked for as a stored value, so base64 ciphertext cannot match it by chance.
      `"${PERSONAL.firstName}"`,
      PERSONAL.lastName,
      PERSONAL.emailAddress.toLowerCase(),
      '7700900123',
      PERSONAL.dateOfBirth,
      BANK.accountName,
      '089999',
      '08-99-99',
      BANK.accountNumber,
    ]) {
      expect(dump, clear).not.toContain(clear);
    }
  });

  it('the raw row holds ciphertext that only the data key opens to what the householder typed', async () => {
    const { q } = await switchedQuote(s);
    const [row] = await s.db.query<Record<string, unknown>>(
      `SELECT personal, address, bank, bank_account_enc, switched FROM switches
        WHERE switch_id = $1 AND completed_at IS NOT NULL`,
      [q.switchId],
    );
    const open = (v: unknown) =>
      JSON.parse(openText(s.secrets.dataKey, String(v))) as Record<string, unknown>;

    for (const column of ['personal', 'address', 'bank', 'switched'] as const) {
      const stored = asRecord(row[column]);
      // In clear: only the fields store.ts lists as clear; everything else is in one sealed value.
      expect(Object.keys(stored).sort(), column).toEqual(
        [...(CLEAR_FIELDS[column] as readonly string[]).filter((k) => k in stored), 'sealed'].sort(),
      );
      expect(stored.sealed, column).toMatch(SEALED);
      // Another key cannot open it (AES-GCM's tag): it is encrypted, not encoded.
      expect(() => openText(randomBytes(32), String(stored.sealed)), column).toThrow();
    }

    const personal = open(asRecord(row.personal).sealed);
    expect(personal).toMatchObject({
      firstName: PERSONAL.firstName,
      lastName: PERSONAL.lastName,
      dateOfBirth: PERSONAL.dateOfBirth,
    });
    expect(String(personal.emailAddress).toLowerCase()).toBe(PERSONAL.emailAddress.toLowerCase());
    expect(digits(personal.dayTimePhone)).toMatch(/7700900123$/);

    const bank = open(asRecord(row.bank).sealed);
    expect(bank.accountName).toBe(BANK.accountName);
    expect(digits(bank.sortCode)).toBe('089999');
    expect(asRecord(row.bank).accountNumberMasked).toBe('******58');
    expect(row.bank_account_enc).toMatch(SEALED);
    expect(openText(s.secrets.dataKey, String(row.bank_account_enc))).toBe(ACCOUNT_NUMBER);

    expect(open(asRecord(row.switched).sealed)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
