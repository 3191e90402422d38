/** How the sign-up shows an address and a time lived there. */
import type { AddressItem } from '../api/endpoints/address';
import { normalisePostcode, POSTCODE_PATTERN } from '../../contract/uk/postcode';
import { t } from '../i18n/t';

/** The parts of an address the sign-up stores. */
export interface AddressParts {
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
}

/** A stored postcode (SE17PB) as people write it (SE1 7PB); anything not of the UK shape as stored. */
function shownPostcode(postcode: string | undefined): string | undefined {
  if (!postcode) return postcode;
  const spaced = normalisePostcode(postcode);
  return POSTCODE_PATTERN.test(spaced) ? spaced : postcode;
}

/** One line of text: the non-empty parts joined by commas, the postcode with its space. */
export function addressLine(a: AddressParts): string {
  return [a.line1, a.line2, a.city, a.county, shownPostcode(a.postcode)]
    .filter((p) => p && p.trim())
    .join(', ');
}

/** The parts of an address search result, as the sign-up stores them (postcode without spaces). */
export function partsOfItem(item: AddressItem): Required<AddressParts> {
  return {
    line1: item.addressLine1 ?? '',
    line2: item.addressLine2 ?? '',
    city: item.city ?? '',
    county: item.county ?? '',
    postcode: (item.postcode ?? '').replace(/\s+/g, '').toUpperCase(),
  };
}

/** Whole years and months of a number of months. */
function yearsAndMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** A time lived somewhere in words: "1 year", "6 months", "2 years 1 month" (a zero part left out). */
export function durationText(total: number): string {
  const { years, months } = yearsAndMonths(total);
  const parts: string[] = [];
  if (years > 0) parts.push(t('signup.previous.years', { count: years }));
  if (months > 0 || years === 0) parts.push(t('signup.previous.months', { count: months }));
  return parts.join(' ');
}
