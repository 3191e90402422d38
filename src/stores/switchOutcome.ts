import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { CompleteReply } from '../../contract/api/switching';

/** What completing a switch answered (spec section 4: "store switched details and uuid"). */
type SwitchedDetails = CompleteReply['geniusSwitchedDto'];

/** The outcome of a switch: its details once completed, or the server saying it already is. */
export interface SwitchOutcomeState {
  /** True when the already-switched check answered truthy: Switch Complete shows 'Processing Switch'. */
  alreadySwitched: boolean;
  /** The completed switch (Switch Complete's 'Thank you' with supplier and references). */
  switched: SwitchedDetails | null;
  setAlreadySwitched(value: boolean): void;
  setSwitched(details: SwitchedDetails | null): void;
  /** Forgets the outcome (a new quote has none yet). */
  reset(): void;
}

/** The switch-outcome store, persisted to sessionStorage. */
export const useSwitchOutcomeStore = create<SwitchOutcomeState>()(
  persist(
    immer((set) => ({
      alreadySwitched: false,
      switched: null,
      setAlreadySwitched: (value) => set((s) => void (s.alreadySwitched = value)),
      setSwitched: (details) => set((s) => void (s.switched = details)),
      reset: () =>
        set((s) => {
          s.alreadySwitched = false;
          s.switched = null;
        }),
    })),
    { name: 'switchOutcome', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Whether there is a switch outcome to show: completed here, or already complete per the server. */
export function hasSwitchOutcome(state: Pick<SwitchOutcomeState, 'alreadySwitched' | 'switched'>): boolean {
  return state.alreadySwitched || state.switched !== null;
}
