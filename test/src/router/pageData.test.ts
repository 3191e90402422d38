// The stores persist to sessionStorage: an in-memory one, before they load.
import '../memorySessionStorage';
import { beforeEach, describe, expect, it } from 'vitest';

const { applyPageData, tabShowsServerPage, PAGE_DATA_STORES } = await import('../../../src/router/pageData');
const { useQuoteStore } = await import('../../../src/stores/quote');
const { useResultsStore } = await import('../../../src/stores/results');
const { useCarbonStore } = await import('../../../src/stores/carbon');
const { useSwitchOutcomeStore } = await import('../../../src/stores/switchOutcome');
const { usePageAnswersStore } = await import('../../../src/stores/pageAnswers');
const { useSessionStore } = await import('../../../src/stores/session');
const { initialFilters } = await import('../../../src/features/results/filters');
const { ROWS } = await import('../features/results/fixtures');
type PageData = import('../../../contract/pageData').PageData;

const results = { resultsInDetail: ROWS, uuid: 'u-1' } as unknown as NonNullable<PageData['results']>;
const resultsPage: PageData = { quote: { switchId: 'A' }, results };
const equivalent = {
  carbonFootprint: 2.1,
  fullCarbonCost: 21,
  offsetPrices: [{ percentage: 100, amount: 21 }],
  firstName: 'Ada',
  lastName: 'Lovelace',
  customerId: 'A',
  paymentReference: null,
  projectSelected: null,
  projectPercentage: null,
} as unknown as NonNullable<PageData['carbon']>['equivalent'];
const carbonPage: PageData = { carbon: { uuid: 'uuid-A', equivalent, projects: [] } };

const initial = PAGE_DATA_STORES.map((s) => s.getState());
const initialCarbon = useCarbonStore.getState();
beforeEach(() => {
  PAGE_DATA_STORES.forEach((s, i) => s.setState(initial[i] as never, true));
  useCarbonStore.setState(initialCarbon, true);
});

describe('whether the tab shows the page the server rendered (hydrate) or its own (render over)', () => {
  it('results: the same quote with the filters a quote starts with hydrates; filters the tab changed do not', () => {
    useQuoteStore.getState().setSwitchId('A');
    applyPageData(resultsPage);
    expect(tabShowsServerPage(resultsPage)).toBe(true);
    const start = initialFilters(ROWS, 'monthlyDirectDebit');
    useResultsStore.getState().setFilters({ ...start, isGreen: true });
    expect(tabShowsServerPage(resultsPage)).toBe(false);
  });

  it('results: a tab holding another quote keeps to its own', () => {
    useQuoteStore.getState().setSwitchId('B');
    expect(tabShowsServerPage(resultsPage)).toBe(false);
  });

  it('carbon offset: hydrates with no choice kept, or only the default one; not with a project or share chosen', () => {
    applyPageData(carbonPage);
    expect(tabShowsServerPage(carbonPage)).toBe(true);
    // The offset form keeps its starting state at once (no project, 100%): the same as the server's.
    useCarbonStore.getState().setChoice({ uuid: 'uuid-A', projectId: null, percentage: 100 });
    expect(tabShowsServerPage(carbonPage)).toBe(true);
    useCarbonStore.getState().setChoice({ uuid: 'uuid-A', projectId: 3, percentage: 100 });
    expect(tabShowsServerPage(carbonPage)).toBe(false);
    useCarbonStore.getState().setChoice({ uuid: 'uuid-A', projectId: null, percentage: 50 });
    expect(tabShowsServerPage(carbonPage)).toBe(false);
    // What was paid for wins over a kept choice, on the server as in the tab.
    const paid = { ...equivalent, projectSelected: 2, projectPercentage: 50 };
    expect(tabShowsServerPage({ carbon: { uuid: 'uuid-A', equivalent: paid, projects: [] } })).toBe(true);
  });

  it('carbon offset: a tab offsetting another switch keeps to its own', () => {
    useCarbonStore.getState().setUuid('uuid-B');
    expect(tabShowsServerPage(carbonPage)).toBe(false);
    useCarbonStore.getState().setUuid(null);
    useSwitchOutcomeStore.setState({ switched: { uuid: 'uuid-C' } } as never);
    expect(tabShowsServerPage(carbonPage)).toBe(false);
  });

  it('error page: hydrates with no message stored, or one for another status; not over a message for its status', () => {
    const errorPage: PageData = { errorPage: { status: '401' } };
    useSessionStore.getState().setError(null);
    expect(tabShowsServerPage(errorPage)).toBe(true);
    // A message stored with another status is not shown on this page (errorText).
    useSessionStore.getState().setError({ status: 500, message: 'Our database is resting' });
    expect(tabShowsServerPage(errorPage)).toBe(true);
    // The server's own message for this status, which the server cannot know when rendering the page.
    useSessionStore.getState().setError({ status: 401, message: 'Your session has expired' });
    expect(tabShowsServerPage(errorPage)).toBe(false);
    useSessionStore.getState().setError(null);
  });

  it('information page: nothing of the tab changes it, so it always hydrates', () => {
    useQuoteStore.getState().setSwitchId('B');
    expect(tabShowsServerPage({})).toBe(true);
  });

  it("Switch Complete: the quote's type and the carbon panel's answers reach the stores", () => {
    useQuoteStore.getState().setSwitchId('A');
    applyPageData({
      quote: { switchId: 'A', switchType: 'gasToGas' },
      switchedCarbon: { uuid: 'uuid-A', equivalent },
    });
    expect(usePageAnswersStore.getState().switchType).toEqual({ switchId: 'A', switchType: 'gasToGas' });
    expect(usePageAnswersStore.getState().switchedCarbon?.equivalent.carbonFootprint).toBe(2.1);
  });
});

describe("a page's data taken into the stores", () => {
  it('writes the results and the current tariff to session storage in one write, not two', () => {
    const projection = { annualCost: 812 } as unknown as NonNullable<PageData['current']>;
    const writes: string[] = [];
    const setItem = sessionStorage.setItem;
    sessionStorage.setItem = (key: string, value: string) => {
      writes.push(key);
      setItem(key, value);
    };
    try {
      applyPageData({ ...resultsPage, current: projection });
    } finally {
      sessionStorage.setItem = setItem;
    }
    expect(writes.filter((key) => key === 'results')).toHaveLength(1);
    const saved = JSON.parse(sessionStorage.getItem('results')!) as { state: Record<string, unknown> };
    expect(saved.state).toMatchObject({
      switchId: 'A',
      results: { uuid: 'u-1' },
      current: { switchId: 'A', projection },
    });
  });

  it('keeps the current tariff of a page that brought no results (tariff details)', () => {
    const projection = { annualCost: 640 } as unknown as NonNullable<PageData['current']>;
    applyPageData({ quote: { switchId: 'A' }, current: projection });
    expect(useResultsStore.getState().current).toEqual({ switchId: 'A', projection });
  });
});
