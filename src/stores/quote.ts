import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/**
 * The stored quote. For now only the switch id that quote creation returns, which the navigation
 * guard needs for the already-switched check; the quote issue adds the quote itself.
 */
export interface QuoteState {
  switchId: string | null;
  setSwitchId(switchId: string | null): void;
}

/** The quote store, persisted to sessionStorage so a reload mid-journey carries on. */
export const useQuoteStore = create<QuoteState>()(
  persist(
    immer((set) => ({
      switchId: null,
      setSwitchId: (switchId) => set((s) => void (s.switchId = switchId)),
    })),
    { name: 'quote', storage: createJSONStorage(() => sessionStorage) },
  ),
);
