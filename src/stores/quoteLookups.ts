/**
 * The quote form's lookups: lists and progress behind its widgets (address list, meters, supplier
 * and tariff lists, help-me-estimate lists). Here with the other stores: the shared widgets read it too.
 */
import { create } from './create';
import type { AddressItem, MeterDetailsReply } from '../../contract/api/address';
import type { EstimationListsReply } from '../../contract/api/estimation';
import type { SupplierItem, TariffItem } from '../../contract/api/tariffs';

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
  tariffStatus: {
    gas: 'idle' as LookupStatus,
    electricity: 'idle' as LookupStatus,
    dual: 'idle' as LookupStatus,
  },
  estimateLists: null,
});

/** The quote form's lookups store. */
export const useQuoteLookups = create<QuoteLookupsState>()((set) => ({
  ...emptyLookups(),
  set: (patch) => set(patch),
  reset: () => set(emptyLookups()),
}));
