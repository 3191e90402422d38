/**
 * The quote form's named lists (engine/react's list source), from what its actions loaded into the
 * lookups store: `addresses`, `suppliers.<kind>`, `tariffs.<kind>` (kind: gas, electricity, dual) and
 * `estimate.<list>` (the help-me-estimate questions). A card names one with `"ui:options": { "list": ... }`.
 */
import type { ListItem, ListSource, ListState } from '../../../engine/react/index.js';
import type { EstimationListsReply } from '../../api/endpoints/estimation';
import {
  useQuoteLookups,
  type LookupStatus,
  type QuoteLookupsState,
  type SupplyKind,
} from '../../stores/quoteLookups';

const KINDS: readonly SupplyKind[] = ['gas', 'electricity', 'dual'];
const ESTIMATE_LISTS: ReadonlyArray<keyof EstimationListsReply> = [
  'houseTypes',
  'bedRooms',
  'occupancyFrequencies',
  'energyEfficiencies',
  'fuelUseTypes',
];

/** Every list name the quote form serves. */
export const QUOTE_LIST_NAMES: readonly string[] = [
  'addresses',
  ...KINDS.map((kind) => `suppliers.${kind}`),
  ...KINDS.map((kind) => `tariffs.${kind}`),
  ...ESTIMATE_LISTS.map((name) => `estimate.${name}`),
];

interface Slice {
  source: unknown;
  status: LookupStatus;
  build(): ListState;
}

/** The store's slice behind a list name: its source array (for memoising), status and how to map it. */
function sliceOf(state: QuoteLookupsState, name: string): Slice | undefined {
  const [group, key] = name.split('.');
  if (name === 'addresses')
    return {
      source: state.addresses,
      status: state.addressStatus,
      build: () => ({
        items: state.addresses.map((a) => ({ value: a.text, label: a.text, details: a })),
        status: state.addressStatus,
        messages: {
          idle: 'quote.addressSearchFirst',
          loading: 'quote.addressSearching',
          failed: 'quote.addressFailed',
          empty: 'quote.addressNone',
        },
      }),
    };
  if (group === 'suppliers' && KINDS.includes(key as SupplyKind)) {
    const suppliers = state.suppliers[key as SupplyKind];
    return {
      source: suppliers,
      status: 'done',
      build: () => ({
        items: suppliers.map((s) => ({ value: s.id, label: s.name, details: s })),
        status: 'done',
      }),
    };
  }
  if (group === 'tariffs' && KINDS.includes(key as SupplyKind)) {
    const tariffs = state.tariffs[key as SupplyKind];
    const status = state.tariffStatus[key as SupplyKind];
    return {
      source: tariffs,
      status,
      build: () => ({
        items: tariffs.map((t) => ({ value: t.id, label: t.name, details: t })),
        status,
        messages: { loading: 'quote.tariffsLoading', empty: 'quote.tariffsNone' },
      }),
    };
  }
  if (group === 'estimate' && ESTIMATE_LISTS.includes(key as keyof EstimationListsReply)) {
    const lists = state.estimateLists as Record<string, ReadonlyArray<{ id: number; name: string }>> | null;
    const options = lists?.[key] ?? null;
    const status: LookupStatus = options ? 'done' : 'idle';
    return {
      source: options,
      status,
      build: () => ({
        items: (options ?? []).map((o): ListItem => ({ value: o.id, label: o.name })),
        status,
      }),
    };
  }
  return undefined;
}

/** The quote form's lists over a lookups store (the app's, by default). */
export function quoteListSource(store: typeof useQuoteLookups = useQuoteLookups): ListSource {
  // The same ListState object while its slice of the store is unchanged (useSyncExternalStore needs it).
  const memo = new Map<string, { source: unknown; status: LookupStatus; state: ListState }>();
  return {
    get(name) {
      const slice = sliceOf(store.getState(), name);
      if (!slice) return undefined;
      const last = memo.get(name);
      if (last && last.source === slice.source && last.status === slice.status) return last.state;
      const state = slice.build();
      memo.set(name, { source: slice.source, status: slice.status, state });
      return state;
    },
    subscribe: (listener) => store.subscribe(listener),
    names: () => [...QUOTE_LIST_NAMES],
  };
}
