import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { AddressItem, MeterDetailsReply } from '../api/endpoints/address';
import type { EstimationListsReply } from '../api/endpoints/estimation';
import type { SupplierItem, TariffItem } from '../api/endpoints/suppliers';
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
 * the already-switched check) and the saved quote the results page reads.
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
      saveQuote: (saved) =>
        set((s) => {
          s.saved = saved;
          s.switchId = saved.switchId;
        }),
      reset: () =>
        set((s) => {
          s.switchId = null;
          s.saved = null;
        }),
    })),
    { name: 'quote', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/** Which supplier / tariff list: one per fuel, and the dual-fuel (consolidated) list. */
export type SupplyKind = 'gas' | 'electricity' | 'dual';

/** Progress of a lookup the widgets show (searching, nothing found). */
export type LookupStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Lookups behind the quote form's widgets: address list, meters, supplier and tariff lists, the
 * help-me-estimate lists. Not journey state (rules never read lists), and not persisted: the form
 * resets them on entry (spec section 4).
 */
export interface QuoteLookupsState {
  addressStatus: LookupStatus;
  /** The postcode the address list belongs to. */
  addressPostcode: string | null;
  addresses: AddressItem[];
  chosenAddress: AddressItem | null;
  meters: MeterDetailsReply | null;
  meterStatus: LookupStatus;
  suppliers: Record<SupplyKind, SupplierItem[]>;
  tariffs: Record<SupplyKind, TariffItem[]>;
  tariffStatus: Record<SupplyKind, LookupStatus>;
  estimateLists: EstimationListsReply | null;
  set(patch: Partial<Omit<QuoteLookupsState, 'set' | 'reset'>>): void;
  reset(): void;
}

const emptyLookups = () => ({
  addressStatus: 'idle' as LookupStatus,
  addressPostcode: null,
  addresses: [],
  chosenAddress: null,
  meters: null,
  meterStatus: 'idle' as LookupStatus,
  suppliers: { gas: [], electricity: [], dual: [] },
  tariffs: { gas: [], electricity: [], dual: [] },
  tariffStatus: { gas: 'idle' as LookupStatus, electricity: 'idle' as LookupStatus, dual: 'idle' as LookupStatus },
  estimateLists: null,
});

/** The quote form's lookups store. */
export const useQuoteLookups = create<QuoteLookupsState>()((set) => ({
  ...emptyLookups(),
  set: (patch) => set(patch),
  reset: () => set(emptyLookups()),
}));
