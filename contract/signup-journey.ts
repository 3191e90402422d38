/**
 * The one mapping between the sign-up journey's flat state (`journey/signup/*.json`: field names are
 * letters and digits, one record) and the nested bodies of the four sign-up updates
 * (`contract/api/signup.ts`). The page builds its request bodies with `stateTo*`; the server turns a
 * body back into journey state with `*ToState` and checks it with the same journey files, so both sides
 * read one set of rules. Pure: no I/O, no engine import.
 */
import type { AddressRequest, BankRequest, PersonalRequest, TermsRequest } from './api/signup.js';
import { normaliseUkPhone } from './uk/phone.js';
import { compactPostcode } from './uk/postcode.js';

/** The sign-up flow's id in `journey/signup/signup.flow.json`. */
export const SIGNUP_FLOW_ID = 'signup.form';

/** The four sign-up updates. */
export type SignUpSection = 'personal' | 'address' | 'terms' | 'bank';

/** A journey state: field and context names to values. */
export type SignUpState = Record<string, unknown>;

/** A request's declared fields without the switch key (the caller adds it). */
type WithoutKey<T> = {
  [K in keyof T as string extends K ? never : K extends 'switchKey' ? never : K]: T[K];
};
/** Request bodies without the switch key. */
export type PersonalBody = WithoutKey<PersonalRequest>;
export type AddressBody = WithoutKey<AddressRequest>;
export type TermsBody = WithoutKey<TermsRequest>;
export type BankBody = WithoutKey<BankRequest>;

type PreviousAddress = NonNullable<AddressBody['previousAddresses']>[number];

/** The terms request's fields that the journey holds under the same name. */
export const TERMS_FIELDS = [
  'mprnNumber',
  'mpanNumber',
  'domesticMeter',
  'economy7Meter',
  'switchAfterCoolingOfPeriod',
  'prePaymentMeterId',
  'specialNeedsId',
  'hasMedicalConditionOrIndividualRequirement',
  'suppliersTermsAndConditionsAreAccepted',
  'happyToReceiveCreditCheck',
  'happyToHaveDebtInformationAccessed',
  'isSharedInfo',
  'gasSmartMeterInstalled',
  'electricitySmartMeterInstalled',
  'neitherSmartMeterInstalled',
  'agreeSmartMeterConditions',
  'consent1',
  'consent2',
  'consent3',
  'supplierMaySendRemindersAndUpdatesViaEmailAboutAccount',
  'supplierMaySendRemindersAndUpdatesViaTelephoneAboutAccount',
  'supplierMaySendImportantAccountChangesViaEmail',
  'supplierMaySendUpdatesThatMayBeOfInterestViaMobilePhone',
  'supplierMaySendUpdatesThatMayBeOfInterestViaEveningPhone',
  'supplierMaySendUpdatesThatMayBeOfInterestViaDayPhone',
  'supplierMaySendUpdatesThatMayBeOfInterestViaEmail',
  'supplierMaySendUpdatesThatMayBeOfInterestViaPost',
  'supplierMaySendUpdatesThatMayBeOfInterestViaSms',
  'supplierMaySendUpdatesThatMayBeOfInterestViaFaceToFace',
] as const;

const PERSONAL_FIELDS = [
  'titleId',
  'firstName',
  'lastName',
  'dateOfBirth',
  'emailAddress',
  'dayTimePhone',
  'employmentStatusId',
] as const;

const BANK_FIELDS = [
  'accountName',
  'sortCode',
  'accountNumber',
  'preferredDirectDebitDay',
  'isAuthorisedToSetupDirectDebits',
] as const;

/** The journey fields whose answers each update sends (and the server checks). */
export const SECTION_FIELDS: Record<SignUpSection, readonly string[]> = {
  personal: PERSONAL_FIELDS,
  address: [
    'years',
    'months',
    'previousAddresses',
    'residentialStatusId',
    'separateBilling',
    'manuallyEnterBilling',
    'billingPostcode',
    'billingAddress',
    'billingLine1',
    'billingLine2',
    'billingCity',
    'billingCounty',
  ],
  terms: TERMS_FIELDS,
  bank: BANK_FIELDS,
};

const BILLING: Record<string, string> = {
  billingPostcode: 'postcode',
  billingLine1: 'line1',
  billingLine2: 'line2',
  billingCity: 'city',
  billingCounty: 'county',
  billingAddress: 'text',
  separateBilling: 'separateBilling',
  manuallyEnterBilling: 'manuallyEnterBilling',
};

/** The request field (dotted path) a journey field is sent as: where a 400 points. */
export function requestFieldOf(field: string): string {
  if (field === 'years' || field === 'months')
    return 'residentialAddresses.present.lengthOfResidencyInMonths';
  if (field === 'residentialStatusId') return 'residentialAddresses.present.residentialStatusId';
  if (field in BILLING) return `businessAddress.${BILLING[field]}`;
  return field;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';
const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Months as the journey asks them: whole years and the rest, a 0 left empty.
 * @internal Exported for its unit test.
 */
export function yearsAndMonths(totalMonths: number): { years: number | null; months: number | null } {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  return { years: years === 0 ? null : years, months: months === 0 ? null : months };
}

/** 12 x years + months (blank counts as 0); null when both are blank. */
export function monthsOf(years: unknown, months: unknown): number | null {
  if (!present(years) && !present(months)) return null;
  return 12 * (Number(years) || 0) + (Number(months) || 0);
}

// ---------------------------------------------------------------- state -> request (the page)

/** The customer update's body from the journey state (the email lowercased). */
export function stateToPersonal(s: SignUpState): PersonalBody {
  return {
    titleId: s.titleId as number,
    firstName: String(s.firstName ?? '').trim(),
    lastName: String(s.lastName ?? '').trim(),
    dateOfBirth: s.dateOfBirth as string,
    emailAddress: String(s.emailAddress ?? '')
      .trim()
      .toLowerCase(),
    dayTimePhone: s.dayTimePhone as string,
    employmentStatusId: s.employmentStatusId as number,
  };
}

/** The address update's body: present residency, previous addresses (when shown) and billing. */
export function stateToAddress(s: SignUpState): AddressBody {
  const months = monthsOf(s.years, s.months) ?? 0;
  const separate = s.separateBilling === true;
  return {
    residentialAddresses: {
      present: { lengthOfResidencyInMonths: months, residentialStatusId: s.residentialStatusId as number },
      years: present(s.years) ? (s.years as number) : null,
      months: present(s.months) ? (s.months as number) : null,
    },
    previousAddresses: months < 36 ? ((s.previousAddresses as PreviousAddress[] | undefined) ?? []) : [],
    businessAddress: separate
      ? {
          separateBilling: true,
          manuallyEnterBilling: s.manuallyEnterBilling === true,
          line1: text(s.billingLine1),
          line2: text(s.billingLine2),
          city: text(s.billingCity),
          county: text(s.billingCounty),
          postcode: text(s.billingPostcode),
          text: text(s.billingAddress),
        }
      : { separateBilling: false },
  };
}

/** The terms update's body: every terms field the state holds, plus the remote MPAN check. */
export function stateToTerms(s: SignUpState): TermsBody {
  const body: Record<string, unknown> = {};
  for (const f of TERMS_FIELDS) if (s[f] !== undefined) body[f] = s[f];
  if (s.mpanValid !== undefined) body.mpanValid = s.mpanValid;
  return body as TermsBody;
}

/** The bank update's body: the sort code also in its three parts. */
export function stateToBank(s: SignUpState): BankBody {
  const sortCode = String(s.sortCode ?? '').replace(/\D/g, '');
  return {
    accountName: String(s.accountName ?? '').trim(),
    sortCode,
    sortCode1: sortCode.slice(0, 2),
    sortCode2: sortCode.slice(2, 4),
    sortCode3: sortCode.slice(4, 6),
    accountNumber: s.accountNumber as string,
    preferredDirectDebitDay: s.preferredDirectDebitDay as number,
    isAuthorisedToSetupDirectDebits: s.isAuthorisedToSetupDirectDebits as boolean,
  };
}

// ---------------------------------------------------------------- request -> state (the server)

/** Journey state from a customer update (a UK phone in any usual spelling is read as its digits). */
export function personalToState(b: PersonalBody): SignUpState {
  return {
    ...pick(b, PERSONAL_FIELDS),
    firstName: b.firstName.trim(),
    lastName: b.lastName.trim(),
    emailAddress: b.emailAddress.trim().toLowerCase(),
    dayTimePhone: normaliseUkPhone(b.dayTimePhone) ?? b.dayTimePhone,
  };
}

/** Journey state from an address update (years and months from the total when not sent). */
export function addressToState(b: AddressBody): SignUpState {
  const r = b.residentialAddresses;
  const split = yearsAndMonths(r.present.lengthOfResidencyInMonths);
  const sent = present(r.years) || present(r.months);
  const ba = b.businessAddress;
  const separate = ba?.separateBilling === true;
  const manual = ba?.manuallyEnterBilling === true;
  return {
    years: sent ? (r.years ?? null) : split.years,
    months: sent ? (r.months ?? null) : split.months,
    residentialStatusId: r.present.residentialStatusId,
    previousAddresses: (b.previousAddresses ?? []).map((p) => ({
      ...p,
      postcode: p.postcode === undefined ? undefined : compactPostcode(p.postcode),
    })),
    separateBilling: separate,
    manuallyEnterBilling: manual,
    billingPostcode: ba?.postcode === undefined ? undefined : compactPostcode(ba.postcode),
    // A chosen (not typed) billing address: the text of the choice, else its first line.
    billingAddress: separate && !manual ? (text(ba?.text) ?? text(ba?.line1)) : undefined,
    billingLine1: ba?.line1,
    billingLine2: ba?.line2,
    billingCity: ba?.city,
    billingCounty: ba?.county,
  };
}

/** Journey state from a terms update (meter numbers without spaces). */
export function termsToState(b: TermsBody): SignUpState {
  const s = pick(b, TERMS_FIELDS);
  if (typeof b.mprnNumber === 'string') s.mprnNumber = b.mprnNumber.replace(/\s/g, '');
  if (typeof b.mpanNumber === 'string') s.mpanNumber = b.mpanNumber.replace(/\s/g, '');
  return s;
}

/** Journey state from a bank update (the sort code as its six digits, whatever the separators). */
export function bankToState(b: BankBody): SignUpState {
  return { ...pick(b, BANK_FIELDS), sortCode: b.sortCode.replace(/[\s-]/g, '') };
}

function pick(b: object, fields: readonly string[]): SignUpState {
  const out: SignUpState = {};
  const record = b as Record<string, unknown>;
  for (const f of fields) if (record[f] !== undefined) out[f] = record[f];
  return out;
}
