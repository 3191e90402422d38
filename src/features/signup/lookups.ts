/**
 * The sign-up's lookups: the lists its selects pick from (titles, employment statuses, residential
 * statuses, direct debit days, prepayment meter types, special needs), the customer's address from the
 * quote, and the address searches of its widgets (MPRN picker, billing and previous address search).
 * Not persisted: the page loads them on entry (spec section 4) and a failed lookup gives an empty list
 * (spec section 8).
 */
import { create } from 'zustand';
import type { AddressItem } from '../../api/endpoints/address';
import type { CustomerAddress, LookupItem, SignUpLookupKind } from '../../api/endpoints/signup';

/** Progress of a lookup. */
export type LookupStatus = 'idle' | 'loading' | 'done' | 'failed';

/** The lists of the sign-up, by the name a card's `ui:options.list` gives. */
export const SIGN_UP_LIST_NAMES = [
  'titles',
  'employmentStatuses',
  'residentialStatuses',
  'specialNeeds',
  'prepayments',
  'directDebitDays',
] as const satisfies readonly SignUpLookupKind[];

/** A sign-up list name. */
export type SignUpListName = (typeof SIGN_UP_LIST_NAMES)[number];

/** An address search one widget runs (by the widget's own key). */
export interface AddressSearch {
  status: LookupStatus;
  postcode: string;
  items: AddressItem[];
}

/** The sign-up lookups store's data. */
export interface SignUpLookupsData {
  lists: Record<SignUpListName, LookupItem[]>;
  listStatus: Record<SignUpListName, LookupStatus>;
  customerAddress: CustomerAddress | null;
  searches: Record<string, AddressSearch>;
}

/** The sign-up lookups store. */
export interface SignUpLookupsState extends SignUpLookupsData {
  setList(name: SignUpListName, status: LookupStatus, items?: LookupItem[]): void;
  setCustomerAddress(address: CustomerAddress | null): void;
  setSearch(key: string, search: AddressSearch | null): void;
  reset(): void;
}

const byName = <T>(value: () => T) =>
  Object.fromEntries(SIGN_UP_LIST_NAMES.map((n) => [n, value()])) as Record<SignUpListName, T>;

const empty = (): SignUpLookupsData => ({
  lists: byName<LookupItem[]>(() => []),
  listStatus: byName<LookupStatus>(() => 'idle'),
  customerAddress: null,
  searches: {},
});

/** The sign-up lookups store. */
export const useSignUpLookups = create<SignUpLookupsState>()((set) => ({
  ...empty(),
  setList: (name, status, items) =>
    set((s) => ({
      lists: items ? { ...s.lists, [name]: items } : s.lists,
      listStatus: { ...s.listStatus, [name]: status },
    })),
  setCustomerAddress: (customerAddress) => set({ customerAddress }),
  setSearch: (key, search) =>
    set((s) => {
      const searches = { ...s.searches };
      if (search) searches[key] = search;
      else delete searches[key];
      return { searches };
    }),
  reset: () => set(empty()),
}));
