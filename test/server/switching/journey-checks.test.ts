import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwitchType } from '../../../contract/api/common.js';
import { checkSection, type SignUpFacts } from '../../../server/switching/journeyChecks.js';
import { checkTerms } from '../../../server/switching/sections.js';
import type { SwitchRecord } from '../../../server/switching/store.js';
import type { PayMethod } from '../../../server/market/types.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { ADDRESS, BANK, PERSONAL, TERMS, dualQuote, keyFor } from './flow.js';

const HISTORY =
  "As you have lived at your current address for less than 3 years, please provide at minimum 3 years' worth of previous addresses. You can add up to 3 addresses";

/** A YYYY-MM-DD date `years` years before today (UTC). */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

describe.each(testDbTargets())('the sign-up updates check the journey rules on $name', (target) => {
  let s: Seeded;
  let key: string;
  let mpan: string;
  let mprn: string;
  beforeAll(async () => {
    s = await openSeeded(target);
    const q = await dualQuote(s);
    key = await keyFor(s, q.switchId, q.tariff.tariffId);
    mpan = q.address.mpan!;
    mprn = q.address.mprn!;
  }, 60_000);
  afterAll(async () => s.close());

  const update = (section: string, body: Record<string, unknown>) =>
    s.call({
      method: 'POST',
      url: `/request/switch/pro/update/${section}`,
      payload: { switchKey: key, ...body },
    });

  /** Sends a section and expects a 400 whose first field and message are the journey's. */
  async function refused(section: string, body: Record<string, unknown>, field: string, message: string) {
    const res = await update(section, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[0]).toEqual({ field, message });
    expect(res.json().message).toBe(message);
    return res.json().fields as { field: string; message: string }[];
  }

  it('customer: age, names, phone and listed ids, with the spec messages', async () => {
    await refused(
      'personal',
      { ...PERSONAL, dateOfBirth: yearsAgo(17) },
      'dateOfBirth',
      'You must be at least 18 year old',
    );
    await refused(
      'personal',
      { ...PERSONAL, dateOfBirth: '2001-02-29' },
      'dateOfBirth',
      'Date of birth is invalid.',
    );
    await refused(
      'personal',
      { ...PERSONAL, firstName: 'Ada2' },
      'firstName',
      'First name must be letters only',
    );
    await refused(
      'personal',
      { ...PERSONAL, dayTimePhone: '00000 000000' },
      'dayTimePhone',
      'Daytime phone is invalid.',
    );
    await refused('personal', { ...PERSONAL, emailAddress: 'ada@' }, 'emailAddress', 'Email is invalid.');
    await refused(
      'personal',
      { ...PERSONAL, titleId: 999 },
      'titleId',
      'Title is not one of the listed choices',
    );
    const ok = await update('personal', { ...PERSONAL, dateOfBirth: yearsAgo(18) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('address: three years of history, at most 100 years, a complete billing address', async () => {
    const present = (months: number) => ({
      present: { lengthOfResidencyInMonths: months, residentialStatusId: 1 },
    });
    await refused('address', { residentialAddresses: present(24) }, 'previousAddresses', HISTORY);
    const previous = {
      line1: '2 Old Road',
      city: 'Leeds',
      postcode: 'ls1 1aa',
      lengthOfResidencyInMonths: 12,
    };
    const ok = await update('address', { residentialAddresses: present(24), previousAddresses: [previous] });
    expect(ok.statusCode, ok.body).toBe(200);
    await refused(
      'address',
      {
        residentialAddresses: present(30),
        previousAddresses: [{ ...previous, lengthOfResidencyInMonths: 1200 }],
      },
      'residentialAddresses.present.lengthOfResidencyInMonths',
      'Must be less than or equal to 100 years',
    );
    await refused(
      'address',
      { residentialAddresses: present(0) },
      'residentialAddresses.present.lengthOfResidencyInMonths',
      'Years at this address is required',
    );
    await refused(
      'address',
      { residentialAddresses: present(24), previousAddresses: [{ ...previous, postcode: 'NOTAPC' }] },
      'previousAddresses',
      'Postcode is invalid.',
    );
    const fields = await refused(
      'address',
      {
        ...ADDRESS,
        businessAddress: { separateBilling: true, manuallyEnterBilling: true, line1: '1 Bill St' },
      },
      'businessAddress.postcode',
      'Billing postcode is required',
    );
    expect(fields.map((f) => f.field)).toEqual([
      'businessAddress.postcode',
      'businessAddress.line2',
      'businessAddress.city',
    ]);
    await refused(
      'address',
      { residentialAddresses: { present: { lengthOfResidencyInMonths: 48, residentialStatusId: 99 } } },
      'residentialAddresses.present.residentialStatusId',
      'Residential status is not one of the listed choices',
    );
  });

  it('terms: meters of a dual switch, the smart meter answers and the supplier terms', async () => {
    const terms = TERMS(mpan, mprn);
    const badDigit = `${mpan.slice(0, 20)}${(Number(mpan[20]) + 1) % 10}`;
    await refused(
      'terms-and-conditions',
      { ...terms, mpanNumber: badDigit },
      'mpanNumber',
      'MPAN is invalid',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, mpanNumber: `05${mpan.slice(2)}` },
      'mpanNumber',
      'Must be a domestic meter',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, mprnNumber: null },
      'mprnNumber',
      'Gas meter number (MPRN) is required',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, suppliersTermsAndConditionsAreAccepted: null },
      'suppliersTermsAndConditionsAreAccepted',
      'Terms & Conditions Agreement is required',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, suppliersTermsAndConditionsAreAccepted: false },
      'suppliersTermsAndConditionsAreAccepted',
      'Terms & Conditions Agreement is required',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, neitherSmartMeterInstalled: null },
      'neitherSmartMeterInstalled',
      'Please tell us whether you have a smart meter',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, neitherSmartMeterInstalled: false, gasSmartMeterInstalled: true },
      'agreeSmartMeterConditions',
      'Smart Meter Agreement is required',
    );
    await refused(
      'terms-and-conditions',
      { ...terms, hasMedicalConditionOrIndividualRequirement: true, specialNeedsId: 999 },
      'specialNeedsId',
      'Conditions is not one of the listed choices',
    );
    const ok = await update('terms-and-conditions', { ...terms, mpanNumber: mpan.replace(/(\d{2})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('bank: the journey rules first, then the account check', async () => {
    await refused('bank', { ...BANK, sortCode: '08-99-9' }, 'sortCode', 'Sort code is invalid.');
    await refused(
      'bank',
      { ...BANK, isAuthorisedToSetupDirectDebits: false },
      'isAuthorisedToSetupDirectDebits',
      'Direct Debit authorisation is required',
    );
    await refused(
      'bank',
      { ...BANK, isAuthorisedToSetupDirectDebits: null },
      'isAuthorisedToSetupDirectDebits',
      'Direct Debit authorisation is required',
    );
    await refused(
      'bank',
      { ...BANK, preferredDirectDebitDay: 31 },
      'preferredDirectDebitDay',
      'Preferred Direct Debit day is not one of the listed choices',
    );
    const ok = await update('bank', BANK);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  describe('the variant of each supplier and the facts of each switch', () => {
    const facts = (over: Partial<SignUpFacts> = {}): SignUpFacts => ({
      supplierId: 1,
      switchType: 'dualConsolidatedToDualConsolidated',
      payMethod: 'monthlyDirectDebit',
      isEconomy7: false,
      ...over,
    });
    const problems = async (state: Record<string, unknown>, over: Partial<SignUpFacts> = {}) =>
      (await checkSection(s.db, 'terms', { ...TERMS(mpan, mprn), ...state }, facts(over))).problems;

    it.each([8, 49, 42])('supplier %i requires the credit check', async (supplierId) => {
      expect(await problems({}, { supplierId })).toEqual([
        { field: 'happyToReceiveCreditCheck', message: 'Credit Check Agreement is required' },
      ]);
      expect(await problems({ happyToReceiveCreditCheck: true }, { supplierId })).toEqual([]);
    });

    it('supplier 22 requires the debt information consent; others do not', async () => {
      expect(await problems({}, { supplierId: 22 })).toEqual([
        { field: 'happyToHaveDebtInformationAccessed', message: 'Debt Assignment Protocol is required' },
      ]);
      expect(await problems({}, { supplierId: 7 })).toEqual([]);
    });

    it('supplier 42 has no cooling-off choice: the answer is stored unset', async () => {
      const record = {
        plan: {
          supplierId: 42,
          switchType: 'dualConsolidatedToDualConsolidated',
          payMethod: 'monthlyDirectDebit',
          isEconomy7: false,
        },
      } as unknown as SwitchRecord;
      const stored = await checkTerms(s.db, record, {
        switchKey: 'k'.repeat(40),
        ...TERMS(mpan, mprn),
        happyToReceiveCreditCheck: true,
        switchAfterCoolingOfPeriod: true,
      });
      expect(stored.switchAfterCoolingOfPeriod).toBeNull();
      const other = await checkTerms(
        s.db,
        { ...record, plan: { ...record.plan, supplierId: 7 } },
        {
          switchKey: 'k'.repeat(40),
          ...TERMS(mpan, mprn),
          switchAfterCoolingOfPeriod: null,
        },
      ).catch((e: { fields: unknown }) => e.fields);
      expect(other).toEqual([{ field: 'switchAfterCoolingOfPeriod', message: 'When to switch is required' }]);
    });

    it.each<[SwitchType, string]>([
      ['gasToGas', 'mpanNumber'],
      ['electricityToElectricity', 'mprnNumber'],
    ])('%s does not ask for the %s', async (switchType, field) => {
      expect(await problems({ [field]: null, neitherSmartMeterInstalled: null }, { switchType })).toEqual([]);
    });

    it('an Economy 7 plan needs a 02 meter', async () => {
      expect(await problems({}, { isEconomy7: true })).toEqual([
        {
          field: 'mpanNumber',
          message: 'Electricity meter number (MPAN) must start with 02 for an Economy 7 plan',
        },
      ]);
      expect(await problems({ mpanNumber: `02${mpan.slice(2)}` }, { isEconomy7: true })).toEqual([]);
    });

    it.each<[PayMethod, unknown, string | null]>([
      ['prePaymentMeter', undefined, 'Pre-payment meter type is required'],
      ['prePaymentMeter', 99, 'Pre-payment meter type is not one of the listed choices'],
      ['prePaymentMeter', 1, null],
      ['monthlyDirectDebit', undefined, null],
    ])('pay method %s with meter type %s', async (payMethod, prePaymentMeterId, message) => {
      expect(await problems({ prePaymentMeterId }, { payMethod })).toEqual(
        message ? [{ field: 'prePaymentMeterId', message }] : [],
      );
    });
  });
});
