/** How the sign-up shows an address and a time lived there. */
import type { AddressItem } from '../../../api/endpoints/address';

/** The parts of an address the sign-up stores. */
export interface AddressParts {
  line1?: string;
  line2?: string;
  city?: string;
  county?: string;
  postcode?: string;
}

/** One line of text: the non-empty parts joined by commas. */
export function addressLine(a: AddressParts): string {
  return [a.line1, a.line2, a.city, a.county, a.postcode].filter((p) => p && p.trim()).join(', ');
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
export function yearsAndMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}
