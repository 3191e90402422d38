import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { PayMethodName, SwitchType } from '../../contract/api/common';

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
 * the already-switched check), the saved quote the results page reads, and the switch key of the
 * tariff chosen with Switch Now (sign-up needs it).
 */
export interface QuoteState {
  switchId: string | null;
  saved: SavedQuote | null;
  /** The key Switch Now obtained for the chosen tariff: it opens sign-up for that tariff only. */
  switchKey: string | null;
  setSwitchId(switchId: string | null): void;
  setSwitchKey(switchKey: string | null): void;
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
      switchKey: null,
      setSwitchId: (switchId) => set((s) => void (s.switchId = switchId)),
      setSwitchKey: (switchKey) => set((s) => void (s.switchKey = switchKey)),
      // A new quote has no tariff chosen yet: an old switch key would open sign-up for the old quote.
      saveQuote: (saved) =>
        set((s) => {
          s.saved = saved;
          s.switchId = saved.switchId;
          s.switchKey = null;
        }),
      reset: () =>
        set((s) => {
          s.switchId = null;
          s.saved = null;
          s.switchKey = null;
        }),
    })),
    { name: 'quote', storage: createJSONStorage(() => sessionStorage) },
  ),
);
