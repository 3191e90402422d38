/**
 * The bodies of the four section updates (spec section 7), from what the sections' cards submit
 * (their payloads: visible fields only; field names are the API's). The page adds what is not a card
 * answer: the switch key, the present address from the quote, the residency in months from years and
 * months, and the sort code's three parts.
 */
import type { ResolvedView } from '../../../engine/core/index.js';
import type {
  AddressRequest,
  BankRequest,
  CustomerAddress,
  PersonalRequest,
  TermsRequest,
} from '../../api/endpoints/signup';
import type { SectionView } from './sections';

/** Months lived somewhere: 12 x years + months, a blank counting as 0 (spec section 4). */
export function totalMonths(years: unknown, months: unknown): number {
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
  return 12 * n(years) + n(months);
}

type Payload = Record<string, unknown>;

/** The merged payloads of a section's cards. */
export function sectionPayload(view: ResolvedView, section: SectionView | undefined): Payload {
  const out: Payload = {};
  for (const cardId of section?.cardIds ?? []) Object.assign(out, view.cards[cardId]?.payload ?? {});
  return out;
}

const obj = (v: unknown): Payload => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Payload) : {});

/** `update/personal`. */
export function personalBody(switchKey: string, payload: Payload): PersonalRequest {
  return { ...payload, switchKey } as PersonalRequest;
}

/** `update/address`: the present address (the quote's, unless typed), residency and billing. */
export function addressBody(
  switchKey: string,
  payload: Payload,
  customerAddress: CustomerAddress | null,
): AddressRequest {
  const residential = obj(payload.residentialAddresses);
  const present = obj(residential.present);
  const years = residential.years ?? present.years;
  const months = residential.months ?? present.months;
  const fromQuote = customerAddress
    ? {
        line1: customerAddress.addressLine1,
        line2: customerAddress.addressLine2,
        city: customerAddress.city,
        county: customerAddress.county,
        postcode: customerAddress.postcode.replace(/\s+/g, ''),
      }
    : {};
  const presentOut: Payload = { ...fromQuote, ...present };
  delete presentOut.years;
  delete presentOut.months;
  if (typeof presentOut.lengthOfResidencyInMonths !== 'number')
    presentOut.lengthOfResidencyInMonths = totalMonths(years, months);
  const body: Payload = {
    ...payload,
    switchKey,
    residentialAddresses: {
      ...residential,
      present: presentOut,
      ...(years !== undefined ? { years: numberOrNull(years) } : {}),
      ...(months !== undefined ? { months: numberOrNull(months) } : {}),
    },
  };
  if (!Array.isArray(body.previousAddresses)) delete body.previousAddresses;
  const billing = obj(payload.businessAddress);
  if (payload.businessAddress !== undefined && billing.separateBilling !== true)
    body.businessAddress = { separateBilling: false };
  return body as AddressRequest;
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' ? v : v ? Number(v) : null);

/** `update/terms-and-conditions`. */
export function termsBody(switchKey: string, payload: Payload): TermsRequest {
  return { ...payload, switchKey } as TermsRequest;
}

/** A sort code's digits (dashes and spaces dropped). */
export function sortCodeDigits(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\D/g, '') : '';
}

/** `update/bank`: the sort code as six digits and its three parts (spec section 3). */
export function bankBody(switchKey: string, payload: Payload): BankRequest {
  const digits = sortCodeDigits(payload.sortCode);
  return {
    ...payload,
    switchKey,
    sortCode: digits,
    sortCode1: digits.slice(0, 2),
    sortCode2: digits.slice(2, 4),
    sortCode3: digits.slice(4, 6),
  } as BankRequest;
}
