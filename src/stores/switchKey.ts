import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { PayMethodName } from '../../contract/api/common';

/** The sign-up a Switch Now opened: its key and what was chosen. */
export interface ChosenSwitch {
  /** The secret that opens this one sign-up (every sign-up call sends it). */
  switchKey: string;
  /** The quote it belongs to. */
  switchId: string;
  tariffId: number;
  payMethod: PayMethodName;
}

/** The switch-key store: written by Switch Now (results, tariff details), read by sign-up. */
export interface SwitchKeyState {
  chosen: ChosenSwitch | null;
  setChosen(chosen: ChosenSwitch): void;
  clear(): void;
}

/**
 * The switch key, persisted to sessionStorage: a reload of sign-up keeps its place, and closing the
 * tab forgets the key (it opens the householder's own sign-up, so it is not kept longer).
 */
export const useSwitchKeyStore = create<SwitchKeyState>()(
  persist(
    immer((set) => ({
      chosen: null,
      setChosen: (chosen) => set((s) => void (s.chosen = chosen)),
      clear: () => set((s) => void (s.chosen = null)),
    })),
    { name: 'switchKey', storage: createJSONStorage(() => sessionStorage) },
  ),
);
