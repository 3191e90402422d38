/**
 * The quote form's session: a new quote, or the one the householder left (docs/decisions/
 * 0010-answers-kept-for-the-visit.md). Answers live in the journey store for the whole visit, so Back from the results and a
 * reload return to the filled form; a genuinely new visit (the form opened by a fresh page load that
 * is neither a reload nor a history step) and Start again begin afresh, resetting the stored quote,
 * the lookups and the switch outcome (spec section 4: "on entry ... reset").
 */
import { createJourneyController, type JourneyController } from '../../../engine/core/index.js';
import { QUOTE_JOURNEY, useJourneyStore, type SavedJourney } from '../../stores/journey';
import { useQuoteStore } from '../../stores/quote';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import { appQuoteActionDeps, createQuoteActions, type QuoteActionDeps } from './actions';
import { QUOTE_FLOW_ID, quoteJourney } from './journey';
import { findAddressesAgain, loadTariffsAgain, retryMeterLookup } from './lookupAgain';
import { useQuoteLookups, type SupplyKind } from '../../stores/quoteLookups';
import { useUsageTabMemory, type UsageTabMemory } from '../../stores/usageTabMemory';
import { useVisitStateStore } from '../../stores/visitState';
import { pageLoadOpenedForm } from './newVisit';

/** A quote form session: its controller and the dependencies of its actions. */
export interface QuoteSession {
  /** Tells sessions apart (the page remounts its form for a new one). */
  id: number;
  controller: JourneyController;
  deps: QuoteActionDeps;
  /** Set when Start again replaced this session: it must not be saved over the new one. */
  ended: boolean;
}

let sessions = 0;
let pageLoadConsumed = false;

/**
 * Whether this entry to the form is a new visit: the first entry since the page loaded, on a load
 * that opened the form itself (typed, bookmarked or linked), not a reload or Back/Forward.
 */
function isNewVisit(): boolean {
  if (pageLoadConsumed) return false;
  pageLoadConsumed = true;
  return pageLoadOpenedForm();
}

/** The lookups store as data (no functions), as it is saved. */
function lookupsData(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(useQuoteLookups.getState()).filter(([, value]) => typeof value !== 'function'),
  );
}

/** The quote journey as it stands, for the journey store. */
export function snapshotQuote(controller: JourneyController): SavedJourney {
  return {
    state: controller.getState(),
    ui: controller.getUi(),
    lookups: lookupsData(),
    memory: { usageTabs: useUsageTabMemory.getState().tabs, widgets: useVisitStateStore.getState().values },
  };
}

function createSession(saved: SavedJourney | undefined): QuoteSession {
  const deps = appQuoteActionDeps();
  const controller = createJourneyController(quoteJourney(), {
    flow: QUOTE_FLOW_ID,
    actions: createQuoteActions(deps),
    initialState: saved ? saved.state : {},
    ...(saved ? { initialUi: saved.ui } : {}),
    // A failed lookup already shows in its widget (empty list); a 401/500 has gone to the error page.
    onActionError: () => undefined,
  });
  sessions += 1;
  return { id: sessions, controller, deps, ended: false };
}

/** Forgets the quote journey, the stored quote, the lookups and the switch outcome. */
function forgetQuote(): void {
  useJourneyStore.getState().forget(QUOTE_JOURNEY);
  useQuoteStore.getState().reset();
  useSwitchOutcomeStore.getState().reset();
  useQuoteLookups.getState().reset();
  useUsageTabMemory.setState({ tabs: {} });
  useVisitStateStore.setState({ values: {} });
}

/** A new quote, everything before it forgotten (Start again, a new visit). */
export function startNewQuote(): QuoteSession {
  forgetQuote();
  return createSession(undefined);
}

/**
 * Lookups that were under way when the page went (a reload mid-search) start again: a status left
 * at "loading" would otherwise wait forever.
 */
function resumeLookups(controller: JourneyController): void {
  const lookups = useQuoteLookups.getState();
  if (lookups.addressStatus === 'loading') void findAddressesAgain(controller);
  if (controller.getState().meter && (controller.getState().meter as { loading?: boolean }).loading)
    void retryMeterLookup(controller);
  for (const kind of Object.keys(lookups.tariffStatus) as SupplyKind[])
    if (lookups.tariffStatus[kind] === 'loading') void loadTariffsAgain(controller, kind);
}

/** The session on entering the form: the saved quote journey of this visit, or a new quote. */
export function openQuoteSession(): QuoteSession {
  const saved = useJourneyStore.getState().journeys[QUOTE_JOURNEY];
  if (isNewVisit() || !saved) return startNewQuote();
  useQuoteLookups.getState().set(saved.lookups);
  useUsageTabMemory.setState({ tabs: (saved.memory.usageTabs ?? {}) as UsageTabMemory });
  useVisitStateStore.setState({ values: (saved.memory.widgets ?? {}) as Record<string, unknown> });
  const session = createSession(saved);
  resumeLookups(session.controller);
  return session;
}
