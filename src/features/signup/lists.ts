/**
 * The sign-up's named lists (engine/react's list source) over its lookups store: each lookup list as
 * items of `{ value: id, label: name }`.
 */
import type { ListSource, ListState } from '../../../engine/react/index.js';
import { SIGN_UP_LIST_NAMES, useSignUpLookups, type SignUpListName } from './lookups';

const isListName = (name: string): name is SignUpListName =>
  (SIGN_UP_LIST_NAMES as readonly string[]).includes(name);

/** The sign-up lists over a lookups store (the app's, by default). */
export function signUpListSource(store: typeof useSignUpLookups = useSignUpLookups): ListSource {
  // The same ListState while its slice is unchanged (useSyncExternalStore needs a stable snapshot).
  const memo = new Map<string, { source: unknown; status: string; state: ListState }>();
  return {
    get(name) {
      if (!isListName(name)) return undefined;
      const { lists, listStatus } = store.getState();
      const source = lists[name];
      const status = listStatus[name];
      const last = memo.get(name);
      if (last && last.source === source && last.status === status) return last.state;
      const state: ListState = {
        items: source.map((item) => ({ value: item.id, label: item.name })),
        status,
        messages: { loading: 'signup.listLoading', failed: 'signup.listFailed' },
      };
      memo.set(name, { source, status, state });
      return state;
    },
    subscribe: (listener) => store.subscribe(listener),
    names: () => [...SIGN_UP_LIST_NAMES],
  };
}
