/**
 * The page data the server rendered a page with (contract/pageData.ts), put into the app's stores: by
 * the server before its render (src/router/serverRender.tsx) and by the browser before its first render
 * (src/boot.tsx), so both render the same page.
 */
import { PAGE_DATA_ID, type PageData } from '../../contract/pageData';
import { initialFilters } from '../features/results/filters';
import { useQuoteStore } from '../stores/quote';
import { usePageAnswersStore } from '../stores/pageAnswers';
import { useResultsStore } from '../stores/results';
import { useSwitchOutcomeStore } from '../stores/switchOutcome';

/** The page data embedded in `doc`, or null when the server embedded none. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}

/**
 * Whether the tab may start from `data`: it holds the same quote (a reload, Back into the page). The
 * server knows only the session's latest quote; a tab holding another, or none (a new tab, or after
 * Start again, which forgets the tab's quote on purpose), keeps to its own and its guard decides.
 */
export function fitsTab(data: PageData): boolean {
  return !data.quote || useQuoteStore.getState().switchId === data.quote.switchId;
}

/**
 * Puts `data` into the stores: the quote's switch id, its results with the filters to start from, its
 * current tariff's projection, a tariff's details, a completed switch, and a carbon offset (the page
 * uses it only for the switch the tab offsets, if it names one).
 */
export function applyPageData(data: PageData): void {
  if (data.carbon) usePageAnswersStore.getState().setCarbon(data.carbon);
  if (!data.quote) return;
  const { switchId } = data.quote;
  if (useQuoteStore.getState().switchId !== switchId) useQuoteStore.getState().setSwitchId(switchId);
  if (data.results) {
    const proposed = useQuoteStore.getState().saved?.proposedPayMethod ?? data.results.proposedPayMethod;
    useResultsStore
      .getState()
      .setResults(
        switchId,
        data.results,
        initialFilters(data.results.resultsInDetail, proposed ?? 'monthlyDirectDebit'),
      );
  }
  if (data.current) useResultsStore.getState().setCurrent(switchId, data.current);
  if (data.details) usePageAnswersStore.getState().setDetails(switchId, data.details);
  if (data.switched) useSwitchOutcomeStore.getState().setSwitched(data.switched);
}

/** A store's state as a whole, to keep and put back. */
interface WholeState {
  getState(): unknown;
  setState(state: never, replace: true): unknown;
}

/** The stores {@link applyPageData} fills (the server's render empties them again after). */
export const PAGE_DATA_STORES: readonly WholeState[] = [
  useQuoteStore,
  useResultsStore,
  usePageAnswersStore,
  useSwitchOutcomeStore,
];
