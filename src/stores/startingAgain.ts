import { create } from './create';

/**
 * Whether the quote form was opened because a later page (results, tariff details, sign-up) was
 * opened without a quote: a new tab, a bookmark, a link shared. The quote form then says in one line
 * why the householder is starting again, rather than showing an empty form without a word. Kept in
 * memory only: a reload of the quote form is a fresh start, not a redirect, and says nothing.
 */
export interface StartingAgainState {
  /** The path that was opened without a quote, or null. */
  from: string | null;
  note(from: string): void;
  clear(): void;
}

/** The starting-again store (not persisted). */
export const useStartingAgainStore = create<StartingAgainState>()((set) => ({
  from: null,
  note: (from) => set({ from }),
  clear: () => set({ from: null }),
}));
