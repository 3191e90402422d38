import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { JourneyState, UiState } from '../../engine/core/index.js';
import { bankRequestSchema } from '../../contract/api/signup';

/**
 * Every bank field of the payment section (the bank update's fields): never written to browser
 * storage (the developers' guide). A reload asks for them again.
 * @internal Exported for its unit test.
 */
export const BANK_FIELDS: readonly string[] = Object.keys(bankRequestSchema.properties).filter(
  (name) => name !== 'switchKey',
);

/** The answers without any bank field (top-level or nested one level, e.g. `bank.sortCode`). */
function withoutBankFields<T extends Record<string, unknown>>(answers: T): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(answers)) {
    if (BANK_FIELDS.includes(name)) continue;
    out[name] = value;
  }
  return out as T;
}

/** UI state without the bank fields' touched marks (nothing of them is kept). */
function uiWithoutBank(ui: UiState): UiState {
  return {
    ...ui,
    touched: withoutBankFields({ ...ui.touched }),
    changed: withoutBankFields({ ...ui.changed }),
  };
}

/** One sign-up's answers as the householder left them. */
export interface SavedSignUp {
  /** The sign-up they belong to: answers of another switch key are never restored. */
  switchKey: string;
  state: JourneyState;
  ui: UiState;
  /** The section on screen. */
  section: string | null;
}

/** The sign-up answers store. */
export interface SignUpAnswersState {
  saved: SavedSignUp | null;
  /** Saves the answers (bank fields left out). */
  save(saved: SavedSignUp): void;
  /** Forgets the answers (a new sign-up: spec section 4 resets customer, address, terms, payment). */
  reset(): void;
}

/**
 * The sign-up's answers, persisted to sessionStorage so a reload brings back every answer and the
 * section on screen, except the bank details, which are never stored in the browser.
 */
export const useSignUpAnswersStore = create<SignUpAnswersState>()(
  persist(
    (set) => ({
      saved: null,
      save: (saved) =>
        set({ saved: { ...saved, state: withoutBankFields(saved.state), ui: uiWithoutBank(saved.ui) } }),
      reset: () => set({ saved: null }),
    }),
    {
      name: 'signupAnswers',
      storage: createJSONStorage(() => sessionStorage),
      // Belt and braces: whatever reached the store, bank fields never reach storage.
      partialize: (s) => ({
        saved: s.saved ? { ...s.saved, state: withoutBankFields(s.saved.state) } : null,
      }),
    },
  ),
);
