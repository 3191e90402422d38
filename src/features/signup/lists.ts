/**
 * The sign-up's named lists (engine/react's list source) over its lookups store: each lookup list as
 * `{ value: id, label: name }`, each address search as `{ value: text, label: text, details: item }`.
 */
import type { ListSource, ListState } from '../../../engine/react/index.js';
import { SIGNUP_LIST_NAMES } from './list-names';
import {
  ADDRESS_LISTS,
  LOOKUP_LISTS,
  useSignUpLookups,
  type AddressListName,
  type LookupListName,
  type SignUpLookupsData,
} from '../../stores/signupLookups';

const isLookup = (name: string): name is LookupListName => (LOOKUP_LISTS as readonly string[]).includes(name);
const isAddress = (name: string): name is AddressListName =>
  (ADDRESS_LISTS as readonly string[]).includes(name);

/** The store's slice behind a list name, and how to turn it into a list. */
function sliceOf(
  state: SignUpLookupsData,
  name: string,
): { source: unknown; status: string; build(): ListState } | undefined {
  if (isLookup(name)) {
    const items = state.lists[name];
    const status = state.listStatus[name];
    return {
      source: items,
      status,
      build: () => ({
        items: items.map((item) => ({ value: item.id, label: item.name })),
        status,
        messages: { loading: 'signup.listLoading', failed: 'signup.listFailed' },
      }),
    };
  }
  if (isAddress(name)) {
    const search = state.addresses[name];
    return {
      source: search,
      status: search.status,
      build: () => ({
        items: search.items.map((a) => ({ value: a.text, label: a.text, details: a })),
        status: search.status,
        messages: {
          loading: 'signup.address.searching',
          failed: 'signup.address.failed',
          empty: 'signup.address.none',
        },
      }),
    };
  }
  return undefined;
}

/** The sign-up lists over a lookups store (the app's, by default). */
export function signUpListSource(store: typeof useSignUpLookups = useSignUpLookups): ListSource {
  // The same ListState while its slice is unchanged (useSyncExternalStore needs a stable snapshot).
  const memo = new Map<string, { source: unknown; status: string; state: ListState }>();
  return {
    get(name) {
      const slice = sliceOf(store.getState(), name);
      if (!slice) return undefined;
      const last = memo.get(name);
      if (last && last.source === slice.source && last.status === slice.status) return last.state;
      const state = slice.build();
      memo.set(name, { source: slice.source, status: slice.status, state });
      return state;
    },
    subscribe: (listener) => store.subscribe(listener),
    names: () => [...SIGNUP_LIST_NAMES],
  };
}
