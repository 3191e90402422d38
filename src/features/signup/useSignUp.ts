/**
 * The page's hooks over the sign-up controller: the resolved view (re-rendering the page, not the
 * cards, when the flow or a card changes), saving the answers and the section on screen, and the
 * section wanted as a history entry of its own.
 */
import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router-dom';
import type { JourneyController, ResolvedView } from '../../../engine/core/index.js';
import { useSignUpAnswersStore } from '../../stores/signupAnswers';
import { sectionEntry, sectionOfEntry, type SectionId } from './sections';

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
  /** The section this history entry names, or null when it names none yet (sign-up just entered). */
  inEntry: string | null;
  /** The section wanted: the entry's, else `initial`. */
  wanted: string;
  /** Moves to a section as a new history entry; `then` runs once it is on screen. */
  move(id: SectionId, then: () => void): void;
  /**
   * Marks this entry with the section on screen, in place: on entry, or a locked one asked for.
   * Not while the router is on its way elsewhere (Back pressed while the sign-up was still loading:
   * the guard of the page left for is running), since a replace then would cancel that Back.
   */
  settle(id: SectionId): void;
}

/**
 * The section wanted, kept in the history entry's state so each section moved to is an entry of the
 * one sign-up URL: Back undoes the last Continue (or Change), Forward redoes it, Back from the first
 * section leaves the page, and a reload keeps the entry's section. A move runs its `then` once the
 * new entry is on screen, Back/Forward run `onPop`; both a frame later, after every effect of the
 * render that shows the section.
 */
export function useSectionHistory(initial: string, onPop: () => void): SectionHistory {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inEntry = sectionOfEntry(location.state);
  const afterMove = useRef<(() => void) | null>(null);
  const popped = useRef(onPop);
  popped.current = onPop;
  const seenKey = useRef(location.key);
  // Read when settling, not at render: a Back (or a link) taken while the sign-up was still loading
  // starts a navigation the render that shows the first section may not see yet (the router's state
  // comes in a transition, the section's data at once), and a replace then would cancel it: the
  // householder's Back lost, the sign-up still on screen (results.e2e.ts "Switch Now", under load).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // At render too: when a navigation that did not leave ends, the entry is settled then.
  const rendered = useNavigation().state;

  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    const then = afterMove.current ?? (navigationType === 'POP' ? popped.current : null);
    afterMove.current = null;
    if (then) requestAnimationFrame(then);
  }, [location.key, navigationType]);

  // The same URL each time: only the entry's state says the section.
  const { pathname, search, hash } = location;
  const move = useCallback(
    (id: SectionId, then: () => void) => {
      afterMove.current = then;
      void navigate({ pathname, search, hash }, { replace: false, state: sectionEntry(id) });
    },
    [navigate, pathname, search, hash],
  );
  const settle = useCallback(
    (id: SectionId) => {
      if (rendered !== 'idle' || (router && router.state.navigation.state !== 'idle')) return;
      void navigate({ pathname, search, hash }, { replace: true, state: sectionEntry(id) });
    },
    [navigate, pathname, search, hash, router, rendered],
  );
  return { inEntry, wanted: inEntry ?? initial, move, settle };
}
