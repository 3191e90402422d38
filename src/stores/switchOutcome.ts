import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/** The outcome of a switch. For now whether the server says it is already complete. */
export interface SwitchOutcomeState {
  /** True when the already-switched check answered truthy: Switch Complete shows 'Processing Switch'. */
  alreadySwitched: boolean;
  setAlreadySwitched(value: boolean): void;
}

/** The switch-outcome store, persisted to sessionStorage. */
export const useSwitchOutcomeStore = create<SwitchOutcomeState>()(
  persist(
    immer((set) => ({
      alreadySwitched: false,
      setAlreadySwitched: (value) => set((s) => void (s.alreadySwitched = value)),
    })),
    { name: 'switchOutcome', storage: createJSONStorage(() => sessionStorage) },
  ),
);
