/**
 * The sign-up's lookups: the lists its selects pick from (titles, employment statuses, residential
 * statuses, direct debit days, prepayment meter types, special needs), the customer's address from the
 * quote, and the three address searches (the present postcode's addresses for the MPRN picker, the
 * billing and the previous address). Not persisted: the page loads them on entry (spec section 4), and
 * a failed lookup gives an empty list (spec section 8).
 */
import { create } from './create';
import type { AddressItem, CustomerAddress } from '../../contract/api/address';
import type { LookupItem } from '../../contract/api/common';

/** Progress of a lookup. */
type LookupStatus = 'idle' | 'loading' | 'done' | 'failed';

/** The lookup lists, by the name a card's `ui:options.list` gives. */
export const LOOKUP_LISTS = [
  'titles',
  'employmentStatuses',
  'residentialStatuses',
  'specialNeeds',
  'prepayments',
  'paymentDays',
] as const;

/** A lookup list name. */
export type LookupListName = (typeof LOOKUP_LISTS)[number];

/** The address searches, by list name. */
export const ADDRESS_LISTS = [
  'signup.presentAddresses',
  'signup.billingAddresses',
  'signup.previousAddresses',
] as const;

/** An address list name. */
export type AddressListName = (typeof ADDRESS_LISTS)[number];

/** One address search. */
interface AddressSearch {
  status: LookupStatus;
  items: AddressItem[];
}

/** The sign-up lookups store's data. */
export interface SignUpLookupsData {
  lists: Record<LookupListName, LookupItem[]>;
  listStatus: Record<LookupListName, LookupStatus>;
  addresses: Record<AddressListName, AddressSearch>;
  customerAddress: CustomerAddress | null;
}

/** The sign-up lookups store. */
export interface SignUpLookupsState extends SignUpLookupsData {
  setList(name: LookupListName, status: LookupStatus, items?: LookupItem[]): void;
  setAddresses(name: AddressListName, search: AddressSearch): void;
  setCustomerAddress(address: CustomerAddress | null): void;
  reset(): void;
}

const byName = <N extends string, T>(names: readonly N[], value: () => T) =>
  Object.fromEntries(names.map((n) => [n, value()])) as Record<N, T>;

const empty = (): SignUpLookupsData => ({
  lists: byName<LookupListName, LookupItem[]>(LOOKUP_LISTS, () => []),
  listStatus: byName<LookupListName, LookupStatus>(LOOKUP_LISTS, () => 'idle'),
  addresses: byName<AddressListName, AddressSearch>(ADDRESS_LISTS, () => ({ status: 'idle', items: [] })),
  customerAddress: null,
});

/** The sign-up lookups store. */
export const useSignUpLookups = create<SignUpLookupsState>()((set) => ({
  ...empty(),
  setList: (name, status, items) =>
    set((s) => ({
      lists: items ? { ...s.lists, [name]: items } : s.lists,
      listStatus: { ...s.listStatus, [name]: status },
    })),
  setAddresses: (name, search) => set((s) => ({ addresses: { ...s.addresses, [name]: search } })),
  setCustomerAddress: (customerAddress) => set({ customerAddress }),
  reset: () => set(empty()),
}));
