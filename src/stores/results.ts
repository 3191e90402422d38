import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';
import type { PayMethodName } from '../../contract/api/common';
import type { PppReply, ResultRow, ResultsDto } from '../../contract/api/results';

/** What the sidebar chose. `null` means any. */
export interface ResultsFilters {
  /** Supplier ids to show; empty shows every supplier. */
  suppliers: number[];
  /** The payment method the prices are for (one at a time: a tariff appears once per method). */
  payMethod: PayMethodName;
  /** true fixed only, false variable only. */
  isFixed: boolean | null;
  /** true green only, false not green. */
  isGreen: boolean | null;
  /** true: only plans the service can switch you to (hides review-only rows). */
  switchable: boolean;
}

/** What More Info or Switch Now chose: the tariff, the payment method it is priced for, and whether it is switchable. */
export interface Selection {
  tariffId: number;
  payMethod: PayMethodName;
  switchOption: ResultRow['switchOption'];
}

/** The results of one quote, the sidebar's filters and the chosen tariff. */
export interface ResultsState {
  /** The quote these results belong to. */
  switchId: string | null;
  /** The results reply (every payment method the meter allows), as the server ranked it. */
  results: ResultsDto | null;
  filters: ResultsFilters | null;
  selection: Selection | null;
  /** When the results were fetched (epoch ms): old results are fetched again. */
  loadedAt: number;
  /** The current tariff's projection (the results page's current tariff panel) of the quote `switchId`. */
  current?: { switchId: string; projection: PppReply['pppDto'] } | null;
  /** Stores a fresh set of results for a quote, with the filters to start from. */
  setResults(switchId: string, results: ResultsDto, filters: ResultsFilters, now?: number): void;
  /**
   * What a page the server rendered brought: the results as {@link setResults} stores them and, when
   * the page had it, the current tariff's projection, in one update, so the results reply (about
   * 100 KB) is written to session storage once, not twice, while the page is being taken over.
   */
  adoptPage(
    switchId: string,
    results: ResultsDto,
    filters: ResultsFilters,
    current?: PppReply['pppDto'],
  ): void;
  setFilters(filters: ResultsFilters): void;
  /** Stores the chosen tariff and payment method (More Info, Switch Now). */
  select(selection: Selection): void;
  /** Stores the current tariff's projection of the quote `switchId`. */
  setCurrent(switchId: string, projection: PppReply['pppDto']): void;
}

/** Stores `results` of quote `switchId` in the draft `s` (see {@link ResultsState.setResults}). */
function storeResults(
  s: ResultsState,
  switchId: string,
  results: ResultsDto,
  filters: ResultsFilters,
  now: number,
): void {
  // A new quote starts with fresh filters; the same quote reloaded keeps the householder's.
  if (s.switchId !== switchId || !s.filters) s.filters = filters;
  if (s.switchId !== switchId) s.selection = null;
  if (s.switchId !== switchId) s.current = null;
  s.switchId = switchId;
  s.results = results;
  s.loadedAt = now;
}

/** The results store, persisted to sessionStorage so a reload or Back keeps results, filters and choice. */
export const useResultsStore = create<ResultsState>()(
  persist(
    immer((set) => ({
      switchId: null,
      results: null,
      filters: null,
      selection: null,
      loadedAt: 0,
      setResults: (switchId, results, filters, now = Date.now()) =>
        set((s) => storeResults(s, switchId, results, filters, now)),
      adoptPage: (switchId, results, filters, current) =>
        set((s) => {
          storeResults(s, switchId, results, filters, Date.now());
          if (current) s.current = { switchId, projection: current };
        }),
      setFilters: (filters) => set((s) => void (s.filters = filters)),
      select: (selection) => set((s) => void (s.selection = selection)),
      setCurrent: (switchId, projection) => set((s) => void (s.current = { switchId, projection })),
    })),
    { name: 'results', storage: createJSONStorage(() => sessionStorage) },
  ),
);

/**
 * How long fetched results are shown again without asking (prices can change with a tariff import).
 * @internal Exported for its unit test.
 */
export const RESULTS_KEEP_MS = 30 * 60 * 1000;

/**
 * Whether the results page can show the stored results of `switchId` without asking again: coming
 * back from tariff details or sign-up, or reloading the page, keeps the results of the same quote
 * (spec section 4, flow 5); another quote, or results older than {@link RESULTS_KEEP_MS}, are fetched.
 */
export function canKeepResults(
  state: Pick<ResultsState, 'switchId' | 'results' | 'loadedAt'>,
  switchId: string,
  now = Date.now(),
): boolean {
  return state.switchId === switchId && state.results !== null && now - state.loadedAt < RESULTS_KEEP_MS;
}
