import { describe, expect, it } from 'vitest';
import {
  addressToState,
  bankToState,
  monthsOf,
  personalToState,
  requestFieldOf,
  stateToAddress,
  stateToBank,
  stateToPersonal,
  stateToTerms,
  termsToState,
  yearsAndMonths,
} from '../../contract/signup-journey.js';

/** The one mapping between the sign-up journey's flat state and the update bodies. */
describe('contract/signup-journey: journey state <-> sign-up update bodies', () => {
  it('years and months: 12 x years + months, blank as 0, both blank is no answer; a 0 is left empty', () => {
    expect(monthsOf(2, 6)).toBe(30);
    expect(monthsOf(null, 11)).toBe(11);
    expect(monthsOf('', '')).toBeNull();
    expect(yearsAndMonths(48)).toEqual({ years: 4, months: null });
    expect(yearsAndMonths(7)).toEqual({ years: null, months: 7 });
  });

  it('customer: sent trimmed with the email lowercased; read back with a UK phone as its digits', () => {
    const body = stateToPersonal({
      titleId: 1,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      dateOfBirth: '1980-05-01',
      emailAddress: 'Ada@Example.COM ',
      dayTimePhone: '02079460000',
      employmentStatusId: 2,
      supplierId: 8,
    });
    expect(body).toEqual({
      titleId: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1980-05-01',
      emailAddress: 'ada@example.com',
      dayTimePhone: '02079460000',
      employmentStatusId: 2,
    });
    expect(personalToState({ ...body, dayTimePhone: '+44 (0)20 7946 0000' }).dayTimePhone).toBe(
      '02079460000',
    );
    expect(personalToState({ ...body, dayTimePhone: '12345' }).dayTimePhone).toBe('12345');
  });

  it('address: present months from years and months; previous addresses only under 3 years; billing', () => {
    const previous = [
      { line1: '1 Old Road', city: 'Leeds', postcode: 'LS11AA', lengthOfResidencyInMonths: 12 },
    ];
    const body = stateToAddress({
      years: 2,
      months: null,
      residentialStatusId: 3,
      previousAddresses: previous,
      separateBilling: true,
      manuallyEnterBilling: true,
      billingPostcode: 'M11AA',
      billingLine1: '2 Bill St',
      billingLine2: 'Ancoats',
      billingCity: 'Manchester',
    });
    expect(body.residentialAddresses).toEqual({
      present: { lengthOfResidencyInMonths: 24, residentialStatusId: 3 },
      years: 2,
      months: null,
    });
    expect(body.previousAddresses).toEqual(previous);
    expect(body.businessAddress).toMatchObject({
      separateBilling: true,
      manuallyEnterBilling: true,
      postcode: 'M11AA',
    });
    const back = addressToState({ ...body, previousAddresses: [{ ...previous[0], postcode: 'ls1 1aa' }] });
    expect(back).toMatchObject({
      years: 2,
      months: null,
      residentialStatusId: 3,
      separateBilling: true,
      billingLine1: '2 Bill St',
      billingAddress: undefined,
    });
    expect((back.previousAddresses as { postcode: string }[])[0].postcode).toBe('LS11AA');
    expect(stateToAddress({ years: 5, previousAddresses: previous }).previousAddresses).toEqual([]);
  });

  it('address read back without years and months: split from the total, a chosen billing address', () => {
    const state = addressToState({
      residentialAddresses: { present: { lengthOfResidencyInMonths: 30, residentialStatusId: 1 } },
      businessAddress: { separateBilling: true, text: '1 Road, Leeds', line1: '1 Road', postcode: 'ls1 1aa' },
    });
    expect(state).toMatchObject({
      years: 2,
      months: 6,
      billingAddress: '1 Road, Leeds',
      billingPostcode: 'LS11AA',
    });
  });

  it('terms: the terms fields and the remote MPAN check; meter numbers read back without spaces', () => {
    const body = stateToTerms({
      mpanNumber: '012345',
      mpanValid: 1,
      suppliersTermsAndConditionsAreAccepted: true,
      firstName: 'not a terms field',
    });
    expect(body).toEqual({
      mpanNumber: '012345',
      mpanValid: 1,
      suppliersTermsAndConditionsAreAccepted: true,
    });
    expect(
      termsToState({
        mpanNumber: '01 2345',
        mprnNumber: '12 345 67',
        suppliersTermsAndConditionsAreAccepted: null,
      }),
    ).toEqual({
      suppliersTermsAndConditionsAreAccepted: null,
      mpanNumber: '012345',
      mprnNumber: '1234567',
    });
  });

  it('bank: the sort code in three parts; read back as six digits whatever the separators', () => {
    const body = stateToBank({
      accountName: 'A Lovelace',
      sortCode: '089999',
      accountNumber: '66374958',
      preferredDirectDebitDay: 1,
      isAuthorisedToSetupDirectDebits: true,
    });
    expect(body).toMatchObject({ sortCode: '089999', sortCode1: '08', sortCode2: '99', sortCode3: '99' });
    expect(bankToState({ ...body, sortCode: '08-99 99' }).sortCode).toBe('089999');
  });

  it('names the request field a journey field is sent as', () => {
    expect(requestFieldOf('years')).toBe('residentialAddresses.present.lengthOfResidencyInMonths');
    expect(requestFieldOf('residentialStatusId')).toBe('residentialAddresses.present.residentialStatusId');
    expect(requestFieldOf('billingLine2')).toBe('businessAddress.line2');
    expect(requestFieldOf('mpanNumber')).toBe('mpanNumber');
  });
});
