import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { BANK, PERSONAL, switchedQuote } from '../switching/flow.js';

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
});
