/**
 * The stores' `create`: zustand's own, except that a component reads the store's current state in a
 * server render (and in the browser's hydration pass) too. zustand gives React the store's initial
 * state as the server snapshot, so a store filled with a page's data would render empty on the server
 * (src/router/serverRender.tsx fills them just before its synchronous render and empties them after).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';

type Bound<T> = (<U>(selector?: (state: T) => U) => U) & StoreApi<T>;

function createImpl<T>(createState: StateCreator<T, [], []>): Bound<T> {
  const api = createStore(createState);
  const identity = (state: T) => state as unknown;
  function useBoundStore<U>(selector: (state: T) => U = identity as (state: T) => U): U {
    const get = useCallback(() => selector(api.getState()), [selector]);
    return useSyncExternalStore(api.subscribe, get, get);
  }
  return Object.assign(useBoundStore, api) as Bound<T>;
}

/** zustand's `create` (curried or not), reading the current state in server renders. */
export const create = (<T>(createState?: StateCreator<T, [], []>) =>
  createState ? createImpl(createState) : createImpl) as typeof import('zustand').create;
