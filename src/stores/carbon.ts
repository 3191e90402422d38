import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/** The project and share a householder chose on the offset page, before paying. */
export interface CarbonChoice {
  /** The switch the choice is for: a choice made for another switch is never offered. */
  uuid: string;
  projectId: number | null;
  percentage: number;
}

/**
 * The switch whose carbon the householder is offsetting: its uuid from Switch Complete ('Offset my
 * carbon now!'), or the Switch Id the existing-switch form found (spec section 2: "stores the id as
 * uuid"). Persisted to sessionStorage so the return from the checkout, in the same tab, finds it;
 * with it the project and share chosen so far, so a reload of the offset page keeps them.
 */
export interface CarbonState {
  uuid: string | null;
  choice: CarbonChoice | null;
  setUuid(uuid: string | null): void;
  setChoice(choice: CarbonChoice): void;
}

/** The carbon store. */
export const useCarbonStore = create<CarbonState>()(
  persist(
    immer((set) => ({
      uuid: null,
      choice: null,
      setUuid: (uuid) => set((s) => void (s.uuid = uuid)),
      setChoice: (choice) => set((s) => void (s.choice = choice)),
    })),
    { name: 'carbon', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** The choice kept for the switch `uuid`, if any. */
export function keptCarbonChoice(uuid: string): CarbonChoice | null {
  const choice = useCarbonStore.getState().choice;
  return choice?.uuid === uuid ? choice : null;
}
