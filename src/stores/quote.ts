import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { PayMethodName, SwitchType } from '../../contract/api/common';
import { useSwitchKeyStore } from './switchKey';

/** The saved quote (spec section 3): what quote creation answered, for the results page. */
export interface SavedQuote {
  switchId: string;
  switchType: SwitchType;
  proposedPayMethod?: PayMethodName;
  includeAllPayMethodOptions: boolean;
  electricitySmartMeter: boolean;
  gasSmartMeter: boolean;
}

/**
 * The stored quote: the switch id that quote creation returns (the navigation guard needs it for
 * the already-switched check) and the saved quote the results page reads. The switch key of the tariff
 * chosen with Switch Now lives in its own store (`switchKey.ts`); a new or forgotten quote clears it,
 * since an old key would open sign-up for the old quote.
 */
export interface QuoteState {
  switchId: string | null;
  saved: SavedQuote | null;
  setSwitchId(switchId: string | null): void;
  /** Stores the created quote (and its switch id). */
  saveQuote(saved: SavedQuote): void;
  /** Forgets the quote (on entry to the quote form). */
  reset(): void;
}

/** The quote store, persisted to sessionStorage so a reload mid-journey carries on. */
export const useQuoteStore = create<QuoteState>()(
  persist(
    immer((set) => ({
      switchId: null,
      saved: null,
      setSwitchId: (switchId) => set((s) => void (s.switchId = switchId)),
      saveQuote: (saved) => {
        useSwitchKeyStore.getState().clear();
        set((s) => {
          s.saved = saved;
          s.switchId = saved.switchId;
        });
      },
      reset: () => {
        useSwitchKeyStore.getState().clear();
        set((s) => {
          s.switchId = null;
          s.saved = null;
        });
      },
    })),
    { name: 'quote', storage: createJSONStorage(() => sessionStorage) },
  ),
);
