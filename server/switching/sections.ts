import type { AddressRequest, PersonalRequest, TermsRequest } from '../../contract/api/signup.js';
import { checkMprn, checkPostcode, normaliseUkPhone, parseMpan } from '../../contract/uk/index.js';
import type { Db } from '../db/db.js';
import { getLookup, type LookupKind } from '../market/index.js';
import { fieldError } from '../http/errors.js';
import type { SwitchRecord } from './store.js';

/**
 * Server-side checks of the sign-up sections (spec section 5): the app checks the same rules, but
 * the server must not trust it. Each returns the section as stored, or throws a 400 naming the field.
 */

async function requireLookup(db: Db, kind: LookupKind, id: number, field: string): Promise<string> {
  const item = (await getLookup(db, kind)).find((i) => i.id === id);
  if (!item) throw fieldError(field, `${field} is not one of the listed choices`);
  return item.name;
}

const NAME = /^[\p{L}][\p{L} '’-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Whole years between a YYYY-MM-DD birth date and today. */
export function ageOn(dateOfBirth: string, today = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

function realDate(value: string, field: string): void {
  const t = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== value)
    throw fieldError(field, `${field} is not a real date`);
}

/** Customer section: names letters and spaces, at least 18, email lowercased, phone 10-11 digits. */
export async function checkPersonal(db: Db, b: PersonalRequest): Promise<Record<string, unknown>> {
  for (const f of ['firstName', 'lastName'] as const) {
    if (!NAME.test(b[f].trim())) throw fieldError(f, `${f} must be letters only`);
  }
  realDate(b.dateOfBirth, 'dateOfBirth');
  const age = ageOn(b.dateOfBirth);
  if (age < 18) throw fieldError('dateOfBirth', 'You must be at least 18 year old');
  if (age > 120) throw fieldError('dateOfBirth', 'dateOfBirth is invalid.');
  const email = b.emailAddress.trim().toLowerCase();
  if (!EMAIL.test(email)) throw fieldError('emailAddress', 'Email is invalid.');
  const phone = normaliseUkPhone(b.dayTimePhone);
  if (!phone || !/[1-9]/.test(phone))
    throw fieldError('dayTimePhone', 'dayTimePhone must be 10 to 11 digits');
  const title = await requireLookup(db, 'titles', b.titleId, 'titleId');
  await requireLookup(db, 'employmentStatuses', b.employmentStatusId, 'employmentStatusId');
  return {
    titleId: b.titleId,
    title,
    firstName: b.firstName.trim(),
    lastName: b.lastName.trim(),
    dateOfBirth: b.dateOfBirth,
    emailAddress: email,
    dayTimePhone: phone,
    employmentStatusId: b.employmentStatusId,
  };
}

function postcodeOf(input: string | undefined, field: string): string {
  if (!input) throw fieldError(field, `${field} is required`);
  const check = checkPostcode(input);
  if (!check.ok) throw fieldError(field, check.message);
  return check.postcode;
}

/** Address section: 36 months of history (up to 3 previous addresses), at most 1200 months in all. */
export async function checkAddress(
  db: Db,
  s: SwitchRecord,
  b: AddressRequest,
): Promise<Record<string, unknown>> {
  const present = b.residentialAddresses.present;
  await requireLookup(
    db,
    'residentialStatuses',
    present.residentialStatusId,
    'residentialAddresses.present.residentialStatusId',
  );
  const previous = b.previousAddresses ?? [];
  const total =
    present.lengthOfResidencyInMonths + previous.reduce((n, p) => n + p.lengthOfResidencyInMonths, 0);
  if (present.lengthOfResidencyInMonths < 1 && previous.length === 0) {
    throw fieldError(
      'residentialAddresses.present.lengthOfResidencyInMonths',
      'Time at your present address is required',
    );
  }
  if (total > 1200)
    throw fieldError(
      'residentialAddresses.present.lengthOfResidencyInMonths',
      'Must be less than or equal to 100 years',
    );
  if (total < 36) {
    throw fieldError(
      'previousAddresses',
      "As you have lived at your current address for less than 3 years, please provide at minimum 3 years' worth of previous addresses. You can add up to 3 addresses",
    );
  }
  const prev = previous.map((p, i) => {
    const field = `previousAddresses.${i}`;
    const postcode = postcodeOf(p.postcode, `${field}.postcode`);
    if (!p.line1?.trim()) throw fieldError(`${field}.line1`, `${field}.line1 is required`);
    if (!p.city?.trim()) throw fieldError(`${field}.city`, `${field}.city is required`);
    return { ...p, postcode };
  });
  let business: Record<string, unknown> | null = null;
  if (b.businessAddress?.separateBilling) {
    const ba = b.businessAddress;
    for (const f of ['line1', 'line2', 'city'] as const) {
      if (!ba[f]?.trim()) throw fieldError(`businessAddress.${f}`, `businessAddress.${f} is required`);
    }
    business = { ...ba, postcode: postcodeOf(ba.postcode, 'businessAddress.postcode').replace(/\s/g, '') };
  }
  // The present address is the quote's: the address the prices were worked out for.
  const q = s.quote.address;
  return {
    present: {
      ...present,
      line1: present.line1 ?? q.line1,
      line2: present.line2 ?? q.line2,
      city: present.city ?? q.city,
      county: present.county ?? q.county,
      postcode: q.postcode,
    },
    previousAddresses: prev,
    businessAddress: business,
    totalMonths: total,
  };
}

/** Terms section: meters for the switch type, and the consents each supplier requires (spec section 5). */
export async function checkTerms(db: Db, s: SwitchRecord, b: TermsRequest): Promise<Record<string, unknown>> {
  const { switchType, supplierId, payMethod } = s.plan;
  if (switchType !== 'electricityToElectricity') {
    const mprn = b.mprnNumber ? checkMprn(b.mprnNumber) : null;
    if (!mprn) throw fieldError('mprnNumber', 'mprnNumber is required');
    if (!mprn.ok) throw fieldError('mprnNumber', 'mprnNumber must be 6 to 10 digits');
  }
  if (switchType !== 'gasToGas') {
    if (!b.mpanNumber) throw fieldError('mpanNumber', 'mpanNumber is required');
    const mpan = parseMpan(b.mpanNumber);
    if (!mpan || !mpan.checkDigitValid) throw fieldError('mpanNumber', 'MPAN is invalid');
    if (!mpan.isDomestic) throw fieldError('mpanNumber', 'Must be a domestic meter');
    if (s.plan.isEconomy7 && !mpan.isEconomy7)
      throw fieldError('mpanNumber', 'mpanNumber must start with 02 for an Economy 7 plan');
  }
  if (b.suppliersTermsAndConditionsAreAccepted !== true) {
    throw fieldError('suppliersTermsAndConditionsAreAccepted', 'Terms & Conditions Agreement is required');
  }
  if ((supplierId === 8 || supplierId === 49 || supplierId === 42) && b.happyToReceiveCreditCheck !== true) {
    throw fieldError('happyToReceiveCreditCheck', 'Credit Check Agreement is required');
  }
  if (supplierId === 22 && b.happyToHaveDebtInformationAccessed !== true) {
    throw fieldError('happyToHaveDebtInformationAccessed', 'Debt Assignment Protocol is required');
  }
  if (payMethod === 'prePaymentMeter') {
    if (b.prePaymentMeterId == null) throw fieldError('prePaymentMeterId', 'prePaymentMeterId is required');
    await requireLookup(db, 'prepayments', b.prePaymentMeterId, 'prePaymentMeterId');
  }
  if (b.hasMedicalConditionOrIndividualRequirement) {
    if (b.specialNeedsId == null) throw fieldError('specialNeedsId', 'specialNeedsId is required');
    await requireLookup(db, 'specialNeeds', b.specialNeedsId, 'specialNeedsId');
  }
  const smart = b.gasSmartMeterInstalled === true || b.electricitySmartMeterInstalled === true;
  if (smart && b.agreeSmartMeterConditions !== true) {
    throw fieldError(
      'agreeSmartMeterConditions',
      'agreeSmartMeterConditions is required when a smart meter is installed',
    );
  }
  if (switchType.startsWith('dual') && !smart && b.neitherSmartMeterInstalled !== true) {
    throw fieldError('neitherSmartMeterInstalled', 'neitherSmartMeterInstalled is required');
  }
  if (supplierId !== 42 && typeof b.switchAfterCoolingOfPeriod !== 'boolean') {
    throw fieldError('switchAfterCoolingOfPeriod', 'switchAfterCoolingOfPeriod is required');
  }
  const { switchKey: _key, ...terms } = b;
  if (supplierId === 42) terms.switchAfterCoolingOfPeriod = null;
  return terms;
}
