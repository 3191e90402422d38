/**
 * The page's view of the quote flow: re-renders the page (not the cards, which subscribe to their own
 * slices) when the flow or any card's slice changes, for the banner and the submit button.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { JourneyController, ResolvedView } from '../../../engine/core/index.js';

/** The resolved view, kept current. */
export function useQuoteView(controller: JourneyController, cardIds: readonly string[]): ResolvedView {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = [
        controller.subscribeFlow(onChange),
        ...cardIds.map((id) => controller.subscribe(id, onChange)),
      ];
      return () => offs.forEach((off) => off());
    },
    [controller, cardIds],
  );
  return useSyncExternalStore(subscribe, controller.getView, controller.getView);
}

/**
 * Errors that are notices about the address, not unanswered or wrong answers: the field explains
 * them itself, and "answer all required fields" would mislead (a business address has no answer
 * that makes it quotable).
 */
const NOTICES: ReadonlySet<string> = new Set(['quote.nonDomestic']);

/** Whether any shown card shows an error about an answer now (the form banner's condition). */
export function showsErrors(view: ResolvedView): boolean {
  return Object.values(view.cards).some(
    (card) =>
      card.visible &&
      Object.values(card.fields).some((field) => field.errors.some((e) => !NOTICES.has(e.key))),
  );
}
