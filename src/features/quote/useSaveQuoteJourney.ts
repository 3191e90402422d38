/**
 * Saves the quote journey to the journey store while the form is open: shortly after each change
 * (answers, lookups, usage tabs, widget state), at once when the page is hidden (a reload, another
 * site) and when the form is left (to the results). A session ended by Start again is not saved
 * back.
 */
import { useEffect } from 'react';
import { QUOTE_JOURNEY, useJourneyStore } from '../../stores/journey';
import { useQuoteLookups } from '../../stores/quoteLookups';
import { snapshotQuote, type QuoteSession } from './quoteSession';
import { useUsageTabMemory } from '../../stores/usageTabMemory';
import { useVisitStateStore } from '../../stores/visitState';

/** How long after a change the journey is saved (typing saves once per pause, not per key). */
const SAVE_DELAY_MS = 250;

/** Keeps the journey store up to date with `session`. */
export function useSaveQuoteJourney(session: QuoteSession, cardIds: readonly string[]): void {
  useEffect(() => {
    const { controller } = session;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!session.ended) useJourneyStore.getState().save(QUOTE_JOURNEY, snapshotQuote(controller));
    };
    const soon = () => {
      timer ??= setTimeout(save, SAVE_DELAY_MS);
    };
    const offs = [
      controller.subscribeFlow(soon),
      ...cardIds.map((id) => controller.subscribe(id, soon)),
      useQuoteLookups.subscribe(soon),
      useUsageTabMemory.subscribe(soon),
      useVisitStateStore.subscribe(soon),
    ];
    window.addEventListener('pagehide', save);
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [session, cardIds]);
}
