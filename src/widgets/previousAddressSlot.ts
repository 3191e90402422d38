/**
 * Where the add-a-previous-address form goes: a place the previous-address list widget keeps right
 * under its list. The form is rendered by the sign-up page (it needs the page's switch key and its own
 * controller) and portalled into this place, so the list, "Add a previous address" and the form sit
 * together right after the time-at-address answer that asked for them, not after the meters and billing.
 */
import { useSyncExternalStore } from 'react';

let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** Sets (or clears, with null) the element the add form is rendered into; a ref callback. */
export function setPreviousAddressSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

/** The element the add form is rendered into, or null while the list is not on screen. */
export function usePreviousAddressSlot(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slot,
    () => null,
  );
}
