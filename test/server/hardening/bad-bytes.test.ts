import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { ADDRESS, BANK, dualQuote, keyFor, PERSONAL, TERMS } from '../switching/flow.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../../contract/api/routes.js';

const NUL = 'Flat\u00001';
const LONE = 'Flat \ud800 1';

/**
 * Issue 11 Fix 4: a NUL byte or an unpaired surrogate in free text is a 400 naming the field on every
 * route (PostgreSQL refuses both: 22021 / 22P05), never a 500, and nothing of it is stored.
 */
describe.each(testDbTargets())('bad bytes in free text, on $name', (target) => {
  let s: Seeded;
  let key: string;
  let meters: { mpan: string; mprn: string };
  let quoteBody: Record<string, unknown>;
  beforeAll(async () => {
    s = await openSeeded(target);
    const q = await dualQuote(s);
    key = await keyFor(s, q.switchId, q.tariff.tariffId);
    meters = { mpan: q.address.mpan!, mprn: q.address.mprn! };
    quoteBody = {
      postcode: q.address.postcode,
      tariffId: q.tariff.tariffId,
      currentPayMethod: 'monthlyDirectDebit',
      gasCurrentUsageEstimated: 11500,
      electricityCurrentUsageEstimated: 2700,
    };
  }, 60_000);
  afterAll(async () => s.close());

  /** [method, url, payload builder with the bad text at `field`, field path]. */
  const cases = (): [string, string, (bad: string) => unknown, string][] => [
    [
      'POST',
      QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path,
      (b) => ({ ...quoteBody, addressLine1: b }),
      'addressLine1',
    ],
    [
      'POST',
      API_ROUTES.trackRecords.path,
      (b) => [
        { userRefId: 'a', propertyDetails: [] },
        { userRefId: b, propertyDetails: [] },
      ],
      '1.userRefId',
    ],
    [
      'POST',
      API_ROUTES.updatePersonal.path,
      (b) => ({ switchKey: key, ...PERSONAL, emailAddress: `a${b}@example.com` }),
      'emailAddress',
    ],
    [
      'POST',
      API_ROUTES.updateAddress.path,
      (b) => ({
        switchKey: key,
        residentialAddresses: { present: { ...ADDRESS.residentialAddresses.present, line1: b } },
      }),
      'residentialAddresses.present.line1',
    ],
    ['POST', API_ROUTES.updateBank.path, (b) => ({ switchKey: key, ...BANK, accountName: b }), 'accountName'],
    [
      'POST',
      API_ROUTES.meterDetails.path,
      (b) => ({ postcode: 'SW1A 1AA', addressLine1: b }),
      'addressLine1',
    ],
    [
      'POST',
      API_ROUTES.evByRegistration.path,
      (b) => ({ registrationNumber: b.slice(0, 8) }),
      'registrationNumber',
    ],
  ];

  for (const [label, bad] of [
    ['a NUL byte', NUL],
    ['an unpaired surrogate', LONE],
  ] as const) {
    it(`${label} is a 400 naming the field on every route that takes text`, async () => {
      for (const [method, url, body, field] of cases()) {
        const res = await s.call({ method: method as 'POST', url, payload: body(bad) as object });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json().fields[0].field, url).toBe(field);
        expect(res.json().message, url).toContain(field);
      }
      // In a query string and in the affiliate pixel's query (root level, no token) too.
      const q = await s.call({ method: 'GET', url: `/request/address/recco?postcode=SW1A%001AA` });
      expect(q.statusCode).toBe(400);
      expect(q.json().fields[0].field).toBe('postcode');
      const pixel = await s.app.inject({
        method: 'GET',
        url: '/sandbox/affiliate/pixel.gif?event=1105&ref=a%00b&switchId=1&cost=1',
      });
      expect(pixel.statusCode).toBe(400);
      expect(pixel.json().fields[0].field).toBe('ref');
    });
  }

  it('an unknown property holding a NUL byte is dropped, not stored', async () => {
    const res = await s.call({
      method: 'POST',
      url: API_ROUTES.updateTerms.path,
      payload: { switchKey: key, ...TERMS(meters.mpan, meters.mprn), note: NUL, 'bad\u0000key': 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await s.db.query<{ terms: unknown }>('SELECT terms FROM switches');
    expect(JSON.stringify(rows)).not.toContain('note');
  });
});
