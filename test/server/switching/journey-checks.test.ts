import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwitchType } from '../../../contract/api/common.js';
import { checkSection, type SignUpFacts } from '../../../server/switching/journeyChecks.js';
import { checkTerms } from '../../../server/switching/sections.js';
import type { SwitchRecord } from '../../../server/switching/store.js';
import type { PayMethod } from '../../../server/market/types.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { ADDRESS, BANK, PERSONAL, TERMS, dualQuote, keyFor } from './flow.js';
import { journeyMessage } from './journeyMessages.js';

const HISTORY = journeyMessage('validation.addressHistory');

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
      journeyMessage('validation.minimumAge', 'dateOfBirth'),
    );
    await refused(
      'personal',
      { ...PERSONAL, dateOfBirth: '2001-02-29' },
      'dateOfBirth',
      journeyMessage('validation.invalid', 'dateOfBirth'),
    );
    await refused(
      'personal',
      { ...PERSONAL, firstName: 'Ada2' },
      'firstName',
      journeyMessage('validation.lettersOnly', 'firstName'),
    );
    await refused(
      'personal',
      { ...PERSONAL, dayTimePhone: '00000 000000' },
      'dayTimePhone',
      journeyMessage('validation.invalid', 'dayTimePhone'),
    );
    await refused(
      'personal',
      { ...PERSONAL, emailAddress: 'ada@' },
      'emailAddress',
      journeyMessage('validation.email'),
    );
    await refused(
      'personal',
      { ...PERSONAL, titleId: 999 },
      'titleId',
      journeyMessage('validation.notInList', 'titleId'),
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
      journeyMessage('validation.maxResidency'),
    );
    await refused(
      'address',
      { residentialAddresses: present(0) },
      'residentialAddresses.present.lengthOfResidencyInMonths',
      journeyMessage('validation.required', 'years'),
    );
    await refused(
      'address',
      { residentialAddresses: present(24), previousAddresses: [{ ...previous, manual: true }] },
      'previousAddresses',
      journeyMessage('signup.previousLine2Required', 'previousAddresses'),
    );
    await refused(
      'address',
      { residentialAddresses: present(24), previousAddresses: [{ ...previous, postcode: 'NOTAPC' }] },
      'previousAddresses',
      journeyMessage('validation.invalid', 'previousPostcode'),
    );
    const fields = await refused(
      'address',
      {
        ...ADDRESS,
        businessAddress: { separateBilling: true, manuallyEnterBilling: true, line1: '1 Bill St' },
      },
      'businessAddress.postcode',
      journeyMessage('validation.required', 'billingPostcode'),
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
      journeyMessage('validation.notInList', 'residentialStatusId'),
    );
  });

  it('terms: meters of a dual switch, the smart meter answers and the supplier terms', async () => {
    const terms = TERMS(mpan, mprn);
    const badDigit = `${mpan.slice(0, 20)}${(Number(mpan[20]) + 1) % 10}`;
    await refused(
      'terms-and-conditions',
      { ...terms, mpanNumber: badDigit },
      'mpanNumber',
      journeyMessage('validation.mpanInvalid', 'mpanNumber'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, mpanNumber: `05${mpan.slice(2)}` },
      'mpanNumber',
      journeyMessage('validation.mustBeDomestic', 'mpanNumber'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, mprnNumber: null },
      'mprnNumber',
      journeyMessage('validation.required', 'mprnNumber'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, suppliersTermsAndConditionsAreAccepted: null },
      'suppliersTermsAndConditionsAreAccepted',
      journeyMessage('validation.required', 'suppliersTermsAndConditionsAreAccepted'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, suppliersTermsAndConditionsAreAccepted: false },
      'suppliersTermsAndConditionsAreAccepted',
      journeyMessage('validation.required', 'suppliersTermsAndConditionsAreAccepted'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, neitherSmartMeterInstalled: null },
      'neitherSmartMeterInstalled',
      journeyMessage('signup.smartMeterQuestion', 'neitherSmartMeterInstalled'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, neitherSmartMeterInstalled: false, gasSmartMeterInstalled: true },
      'agreeSmartMeterConditions',
      journeyMessage('validation.required', 'agreeSmartMeterConditions'),
    );
    await refused(
      'terms-and-conditions',
      { ...terms, hasMedicalConditionOrIndividualRequirement: true, specialNeedsId: 999 },
      'specialNeedsId',
      journeyMessage('validation.notInList', 'specialNeedsId'),
    );
    const ok = await update('terms-and-conditions', { ...terms, mpanNumber: mpan.replace(/(\d{2})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('bank: the journey rules first, then the account check', async () => {
    await refused(
      'bank',
      { ...BANK, sortCode: '08-99-9' },
      'sortCode',
      journeyMessage('validation.invalid', 'sortCode'),
    );
    await refused(
      'bank',
      { ...BANK, isAuthorisedToSetupDirectDebits: false },
      'isAuthorisedToSetupDirectDebits',
      journeyMessage('validation.required', 'isAuthorisedToSetupDirectDebits'),
    );
    await refused(
      'bank',
      { ...BANK, isAuthorisedToSetupDirectDebits: null },
      'isAuthorisedToSetupDirectDebits',
      journeyMessage('validation.required', 'isAuthorisedToSetupDirectDebits'),
    );
    await refused(
      'bank',
      { ...BANK, preferredDirectDebitDay: 31 },
      'preferredDirectDebitDay',
      journeyMessage('validation.notInList', 'preferredDirectDebitDay'),
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
        {
          field: 'happyToReceiveCreditCheck',
          message: journeyMessage('validation.required', 'happyToReceiveCreditCheck'),
        },
      ]);
      expect(await problems({ happyToReceiveCreditCheck: true }, { supplierId })).toEqual([]);
    });

    it('supplier 22 requires the debt information consent; others do not', async () => {
      expect(await problems({}, { supplierId: 22 })).toEqual([
        {
          field: 'happyToHaveDebtInformationAccessed',
          message: journeyMessage('validation.required', 'happyToHaveDebtInformationAccessed'),
        },
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
      expect(other).toEqual([
        {
          field: 'switchAfterCoolingOfPeriod',
          message: journeyMessage('validation.required', 'switchAfterCoolingOfPeriod'),
        },
      ]);
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
          message: journeyMessage('validation.mpanEconomy7', 'mpanNumber'),
        },
      ]);
      expect(await problems({ mpanNumber: `02${mpan.slice(2)}` }, { isEconomy7: true })).toEqual([]);
    });

    it.each<[PayMethod, unknown, string | null]>([
      ['prePaymentMeter', undefined, 'validation.required'],
      ['prePaymentMeter', 99, 'validation.notInList'],
      ['prePaymentMeter', 1, null],
      ['monthlyDirectDebit', undefined, null],
    ])('pay method %s with meter type %s', async (payMethod, prePaymentMeterId, key) => {
      expect(await problems({ prePaymentMeterId }, { payMethod })).toEqual(
        key ? [{ field: 'prePaymentMeterId', message: journeyMessage(key, 'prePaymentMeterId') }] : [],
      );
    });
  });
});
