import { expect } from 'vitest';
import type { Seeded } from '../routes/seeded.js';
import { findAddress } from '../routes/seeded.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../../contract/api/routes.js';

/**
 * A dual-fuel quote at a bundled address and a switchable, non-special-consent tariff of its results;
 * `extra` adds fields to the quote request (a current tariff's end date, say).
 */
export async function dualQuote(
  s: Seeded,
  payMethod = 'monthlyDirectDebit',
  extra: Record<string, unknown> = {},
) {
  const a = await findAddress(
    s.db,
    `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'gas' AND m.is_domestic AND m.mprn IS NOT NULL)
     AND EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND m.is_domestic AND m.mpan LIKE '01%')`,
  );
  const region = Number(a.mpan!.slice(8, 10));
  const [current] = await s.db.query<{ id: number }>(
    `SELECT t.id FROM tariffs t WHERE t.is_standard AND
       (SELECT count(DISTINCT r.fuel) FROM tariff_rates r WHERE r.tariff_id = t.id AND r.region = $1 AND r.pay_method = $2 AND r.meter = 'standard') = 2
     ORDER BY t.id LIMIT 1`,
    [region, payMethod],
  );
  const created = await s.call({
    method: 'POST',
    url: QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path,
    payload: {
      postcode: a.postcode,
      addressLine1: a.line1,
      mpan: a.mpan,
      mprn: a.mprn,
      tariffId: current.id,
      currentPayMethod: payMethod,
      newTariffPaymentMethod: payMethod,
      gasCurrentUsageEstimated: 11500,
      electricityCurrentUsageEstimated: 2700,
      ...extra,
    },
  });
  expect(created.statusCode).toBe(200);
  const switchId = created.json().geniusSwitchDto.switchId as string;
  const results = await s.call({ method: 'POST', url: API_ROUTES.results.path, payload: { switchId } });
  const rows = results.json().resultsInDetailDto.resultsInDetail as {
    tariffId: number;
    supplierId: number;
    switchOption: string;
    payMethod: string;
  }[];
  const plain = rows.find((r) => r.switchOption === 'Online' && ![8, 22, 42, 49].includes(r.supplierId))!;
  const reviewOnly = rows.find((r) => r.switchOption === 'None');
  const footprintKg = results.json().resultsInDetailDto.carbonFootprint as number;
  return { address: a, switchId, tariff: plain, reviewOnly, footprintKg };
}

/** Issues a switch key for the quote's chosen tariff. */
export async function keyFor(
  s: Seeded,
  switchId: string,
  tariffId: number,
  payMethod = 'MonthlyDirectDebit',
): Promise<string> {
  const res = await s.call({
    method: 'POST',
    url: API_ROUTES.switchKey.path,
    payload: {
      switchId,
      switchType: 'dualConsolidatedToDualConsolidated',
      switchPlan: { electricity: { tariffId, payMethod }, gas: { tariffId, payMethod } },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().geniusSwitchKeyDto.switchKey as string;
}

export const PERSONAL = {
  titleId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1980-12-10',
  emailAddress: 'Ada@Example.com',
  dayTimePhone: '+44 7700 900123',
  employmentStatusId: 1,
};
export const ADDRESS = {
  residentialAddresses: { present: { lengthOfResidencyInMonths: 48, residentialStatusId: 1 } },
};
export const TERMS = (mpan: string, mprn: string) => ({
  mprnNumber: mprn,
  mpanNumber: mpan,
  mpanValid: 1,
  switchAfterCoolingOfPeriod: false,
  suppliersTermsAndConditionsAreAccepted: true,
  neitherSmartMeterInstalled: true,
});
export const ACCOUNT_NUMBER = '66374958';
export const BANK = {
  accountName: 'A Lovelace',
  sortCode: '08-99-99',
  accountNumber: ACCOUNT_NUMBER,
  preferredDirectDebitDay: 1,
  isAuthorisedToSetupDirectDebits: true,
};

/** Completes a switch key's sign-up. */
export const complete = (s: Seeded, switchKey: string) =>
  s.call({
    method: 'POST',
    url: API_ROUTES.complete.path,
    payload: { switchKey, switchCompleteOption: 'None' },
  });

/** A dual-fuel quote switched through one fully signed-up key: the quote, the key and the switched reply. */
export async function switchedQuote(s: Seeded) {
  const q = await dualQuote(s);
  const key = await keyFor(s, q.switchId, q.tariff.tariffId);
  await fillSignUp(s, key, q.address.mpan!, q.address.mprn!);
  const done = await complete(s, key);
  expect(done.statusCode, done.body).toBe(200);
  const switched = done.json().geniusSwitchedDto as { uuid: string; switchId: string; firstName: string };
  return { q, key, switched };
}

/** Fills every sign-up section of a key. */
export async function fillSignUp(s: Seeded, switchKey: string, mpan: string, mprn: string): Promise<void> {
  for (const [section, body] of [
    ['personal', PERSONAL],
    ['address', ADDRESS],
    ['terms-and-conditions', TERMS(mpan, mprn)],
    ['bank', BANK],
  ] as const) {
    const res = await s.call({
      method: 'POST',
      url: `/request/switch/pro/update/${section}`,
      payload: { switchKey, ...body },
    });
    expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
    expect(res.json()).toEqual({ status: 'OK' });
  }
}
