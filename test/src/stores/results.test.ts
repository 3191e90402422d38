// The stores persist to sessionStorage: an in-memory one, before they load.
import '../memorySessionStorage';
import { describe, expect, it } from 'vitest';

const { canKeepResults, RESULTS_KEEP_MS, useResultsStore } = await import('../../../src/stores/results');
const { initialFilters } = await import('../../../src/features/results/filters');
const { ROWS } = await import('../features/results/fixtures');

const dto = { resultsInDetail: ROWS, uuid: 'u-1' };
const start = initialFilters(ROWS, 'monthlyDirectDebit');

describe('results store', () => {
  it('keeps stored results of the same quote (back from details, sign-up or a reload), not another quote’s or old ones', () => {
    const now = 1_000_000;
    const state = { switchId: 'A', results: dto, loadedAt: now - 1000 };
    expect(canKeepResults(state, 'A', now)).toBe(true);
    expect(canKeepResults(state, 'B', now)).toBe(false);
    expect(canKeepResults({ ...state, results: null }, 'A', now)).toBe(false);
    expect(canKeepResults({ ...state, loadedAt: now - RESULTS_KEEP_MS }, 'A', now)).toBe(false);
  });

  it('a reload of the same quote keeps the householder’s filters; a new quote starts afresh', () => {
    const store = useResultsStore.getState();
    store.setResults('A', dto, start, 1);
    useResultsStore.getState().setFilters({ ...start, isGreen: true });
    useResultsStore
      .getState()
      .select({ tariffId: 1, payMethod: 'monthlyDirectDebit', switchOption: 'Online' });
    useResultsStore.getState().setResults('A', dto, start, 2);
    expect(useResultsStore.getState().filters?.isGreen).toBe(true);
    expect(useResultsStore.getState().selection?.tariffId).toBe(1);
    expect(useResultsStore.getState().loadedAt).toBe(2);
    useResultsStore.getState().setResults('B', dto, start, 3);
    expect(useResultsStore.getState().filters).toEqual(start);
    expect(useResultsStore.getState().selection).toBeNull();
  });

  it("keeps the current tariff's projection with its quote's results; a new quote drops it", () => {
    const projection = { fuels: ['gas' as const], existingTariff: {}, newTariff: {}, standardTariff: null };
    useResultsStore.getState().setResults('C', dto, start, 4);
    useResultsStore.getState().setCurrent('C', projection);
    useResultsStore.getState().setResults('C', dto, start, 5);
    expect(useResultsStore.getState().current).toEqual({ switchId: 'C', projection });
    useResultsStore.getState().setResults('B', dto, start, 6);
    expect(useResultsStore.getState().current).toBeNull();
  });

  it('persists to sessionStorage so a reload finds results, filters and the choice', () => {
    const saved = JSON.parse(sessionStorage.getItem('results')!) as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({ switchId: 'B', results: { uuid: 'u-1' }, filters: start });
  });
});
