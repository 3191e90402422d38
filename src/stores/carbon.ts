import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/**
 * The switch whose carbon the householder is offsetting: its uuid from Switch Complete ('Offset my
 * carbon now!'), or the Switch Id the existing-switch form found (spec section 2: "stores the id as
 * uuid"). Persisted to sessionStorage so the return from the checkout, in the same tab, finds it.
 */
export interface CarbonState {
  uuid: string | null;
  setUuid(uuid: string | null): void;
}

/** The carbon store. */
export const useCarbonStore = create<CarbonState>()(
  persist(
    immer((set) => ({
      uuid: null,
      setUuid: (uuid) => set((s) => void (s.uuid = uuid)),
    })),
    { name: 'carbon', storage: createJSONStorage(() => sessionStorage) },
  ),
);
