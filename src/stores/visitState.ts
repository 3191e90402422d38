/**
 * What the quote form's widgets hold beside the journey (the EV panel's registration, car and
 * miles ...), kept for the visit with the quote journey so Back and a reload lose nothing typed.
 */
import { useCallback } from 'react';
import { create } from './create';

/** Widget state by key (`<widget id>:<name>`). */
export const useVisitStateStore = create<{ values: Record<string, unknown> }>()(() => ({ values: {} }));

/** Like `useState`, but kept for the visit under `key`. */
export function useVisitState<T>(key: string, initial: T): [T, (next: T) => void] {
  const stored = useVisitStateStore((s) => s.values[key]) as T | undefined;
  const set = useCallback(
    (next: T) => useVisitStateStore.setState((s) => ({ values: { ...s.values, [key]: next } })),
    [key],
  );
  return [stored === undefined ? initial : stored, set];
}
