/**
 * The page's hooks over the sign-up controller: the resolved view (re-rendering the page, not the
 * cards, when the flow or a card changes) and saving the answers and the section on screen.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { JourneyController, ResolvedView } from '../../../engine/core/index.js';
import { useSignUpAnswersStore } from '../../stores/signupAnswers';

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
