import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { JourneyState, UiState } from '../../engine/core/index.js';

/**
 * One journey's answers as the householder left them: the controller's state (answers and context)
 * and UI state (what was touched or submitted, so errors show as they did), the lookups needed to
 * show the answers (lists, chosen address, meters) and what the page remembers beside them.
 * Never bank details: a journey that asks for them leaves them out before saving.
 */
export interface SavedJourney {
  state: JourneyState;
  ui: UiState;
  /** The page's lookups store as data (no functions). */
  lookups: Record<string, unknown>;
  /** Anything else the page keeps for the visit (e.g. what each usage tab held). */
  memory: Record<string, unknown>;
}

/** The name the quote journey is saved under. */
export const QUOTE_JOURNEY = 'quote';

/** The journey store: saved journeys by name ({@link QUOTE_JOURNEY} ...). */
export interface JourneyStoreState {
  journeys: Record<string, SavedJourney>;
  save(name: string, journey: SavedJourney): void;
  /** Forgets one journey (Start again), or every journey when no name is given. */
  forget(name?: string): void;
}

/**
 * The journey store, persisted to sessionStorage: answers are kept for the whole visit (Back from
 * the results, a reload) and gone with the tab. docs/decisions/0010-answers-kept-for-the-visit.md says when a
 * journey starts afresh.
 */
export const useJourneyStore = create<JourneyStoreState>()(
  persist(
    (set) => ({
      journeys: {},
      save: (name, journey) => set((s) => ({ journeys: { ...s.journeys, [name]: journey } })),
      forget: (name) =>
        set((s) => {
          if (name === undefined) return { journeys: {} };
          const journeys = { ...s.journeys };
          delete journeys[name];
          return { journeys };
        }),
    }),
    { name: 'journey', storage: createJSONStorage(() => sessionStorage) },
  ),
);
