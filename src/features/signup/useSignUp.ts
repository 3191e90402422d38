/**
 * The page's hooks over the sign-up controller: the resolved view (re-rendering the page, not the
 * cards, when the flow or a card changes), saving the answers and the section on screen, and the
 * section wanted as a history entry of its own (`?section=`).
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import type { JourneyController, ResolvedView } from '../../../engine/core/index.js';
import { useSignUpAnswersStore } from '../../stores/signupAnswers';
import { SECTION_PARAM, sectionSearch, type SectionId } from './sections';

/** The resolved view, kept current. */
export function useSignUpView(controller: JourneyController, cardIds: readonly string[]): ResolvedView {
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

/** How long after a change the answers are saved (once per pause in typing, not per key). */
const SAVE_DELAY_MS = 250;

/** Saves the answers (never bank fields: the store leaves them out) shortly after each change. */
export function useSaveSignUp(
  controller: JourneyController,
  switchKey: string,
  cardIds: readonly string[],
  section: string | null,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      useSignUpAnswersStore
        .getState()
        .save({ switchKey, state: controller.getState(), ui: controller.getUi(), section });
    };
    const soon = () => {
      timer ??= setTimeout(save, SAVE_DELAY_MS);
    };
    const offs = [controller.subscribeFlow(soon), ...cardIds.map((id) => controller.subscribe(id, soon))];
    window.addEventListener('pagehide', save);
    save();
    return () => {
      offs.forEach((off) => off());
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [controller, switchKey, cardIds, section]);
}

/** What {@link useSectionHistory} gives the form. */
export interface SectionHistory {
  /** The section the URL names, or null when it names none (sign-up just entered). */
  inUrl: string | null;
  /** The section wanted: the URL's, else `initial`. */
  wanted: string;
  /** Moves to a section as a new history entry; `then` runs once it is on screen. */
  move(id: SectionId, then: () => void): void;
  /** Makes the URL name the section on screen, in place (no new entry): entry, or a locked one asked for. */
  settle(id: SectionId): void;
}

/**
 * The section wanted, kept in the URL so each section moved to is a history entry: Back undoes the
 * last Continue (or Change), Forward redoes it, and Back from the first section leaves the page. A
 * move runs its `then` once the new entry is on screen; Back/Forward run `onPop` (both are deferred a
 * frame so they come after the shell's own focus on the page heading, which every URL change moves).
 */
export function useSectionHistory(initial: string, onPop: () => void): SectionHistory {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inUrl = params.get(SECTION_PARAM);
  const afterMove = useRef<(() => void) | null>(null);
  const popped = useRef(onPop);
  popped.current = onPop;
  const seenKey = useRef(location.key);

  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const then = afterMove.current ?? (navigationType === 'POP' ? popped.current : null);
    afterMove.current = null;
    if (then) requestAnimationFrame(then);
  }, [location.key, navigationType]);

  const move = useCallback(
    (id: SectionId, then: () => void) => {
      afterMove.current = then;
      void navigate({ search: sectionSearch(id) });
    },
    [navigate],
  );
  const settle = useCallback(
    (id: SectionId) => void navigate({ search: sectionSearch(id) }, { replace: true }),
    [navigate],
  );
  return { inUrl, wanted: inUrl ?? initial, move, settle };
}
