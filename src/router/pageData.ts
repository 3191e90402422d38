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
import { keptCarbonChoice, useCarbonStore } from '../stores/carbon';
import { useSessionStore } from '../stores/session';
import { QUOTE_JOURNEY, useJourneyStore } from '../stores/journey';
import { pageLoadOpenedForm } from '../features/quote/newVisit';
import { errorText } from '../features/error/errorText';

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
 * Puts `data` into the stores: the quote's switch id (and type), its results with the filters to start
 * from, its current tariff's projection, a tariff's details, a completed switch and its carbon panel,
 * and a carbon offset (the page uses it only for the switch the tab offsets, if it names one).
 */
export function applyPageData(data: PageData): void {
  if (data.carbon) usePageAnswersStore.getState().setCarbon(data.carbon);
  if (data.switchedCarbon) usePageAnswersStore.getState().setSwitchedCarbon(data.switchedCarbon);
  if (!data.quote) return;
  const { switchId, switchType } = data.quote;
  if (switchType) usePageAnswersStore.getState().setSwitchType(switchId, switchType);
  if (useQuoteStore.getState().switchId !== switchId) useQuoteStore.getState().setSwitchId(switchId);
  if (data.results) {
    const proposed = useQuoteStore.getState().saved?.proposedPayMethod ?? data.results.proposedPayMethod;
    const filters = initialFilters(data.results.resultsInDetail, proposed ?? 'monthlyDirectDebit');
    useResultsStore.getState().adoptPage(switchId, data.results, filters, data.current);
  } else if (data.current) useResultsStore.getState().setCurrent(switchId, data.current);
  if (data.details) usePageAnswersStore.getState().setDetails(switchId, data.details);
  if (data.switched) useSwitchOutcomeStore.getState().setSwitched(data.switched);
}

/**
 * Whether the tab, its stores filled by {@link applyPageData}, renders the page exactly as the server
 * did, so the app may adopt the server's markup (hydrate) rather than render over it. The server knows
 * the session, not the tab: filters the tab changed on its results, and on the carbon offset page a
 * choice kept in the tab or another switch being offset, on the quote form the answers the tab kept,
 * and on the error page a message the tab stored with the status, make the tab's page differ; so does
 * a page the server rendered without its data (its frame), and hydrating a page that differs logs a
 * mismatch and renders it again anyway.
 */
export function tabShowsServerPage(data: PageData): boolean {
  if (!fitsTab(data) || data.frame) return false;
  // The server rendered the empty form; a tab holding answers shows them (quoteSession.ts), unless this
  // load is a new visit, which starts a new quote.
  if (data.quoteForm && useJourneyStore.getState().journeys[QUOTE_JOURNEY] && !pageLoadOpenedForm())
    return false;
  if (data.errorPage) {
    const { status } = data.errorPage;
    if (errorText(status, useSessionStore.getState().error) !== errorText(status, null)) return false;
  }
  if (data.results) {
    const served = initialFilters(
      data.results.resultsInDetail,
      data.results.proposedPayMethod ?? 'monthlyDirectDebit',
    );
    if (JSON.stringify(useResultsStore.getState().filters) !== JSON.stringify(served)) return false;
  }
  if (data.carbon) {
    const { uuid, equivalent } = data.carbon;
    const offsetting =
      useCarbonStore.getState().uuid ?? useSwitchOutcomeStore.getState().switched?.uuid ?? uuid;
    if (offsetting !== uuid) return false;
    // The offset form starts from what was paid for, else from the tab's kept choice (OffsetForm).
    const kept = keptCarbonChoice(uuid);
    const keptProject = equivalent.projectSelected == null && (kept?.projectId ?? null) !== null;
    const keptShare = equivalent.projectPercentage == null && (kept?.percentage ?? 100) !== 100;
    if (keptProject || keptShare) return false;
  }
  return true;
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
