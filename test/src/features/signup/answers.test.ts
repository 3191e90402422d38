import { beforeEach, describe, expect, it } from 'vitest';

// The store persists to sessionStorage: a minimal in-memory one stands in for the browser's.
const memory = new Map<string, string>();
(globalThis as { sessionStorage?: Storage }).sessionStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
  clear: () => memory.clear(),
  key: () => null,
  length: 0,
} as Storage;

const { useSignUpAnswersStore, BANK_FIELDS } = await import('../../../../src/stores/signupAnswers');

describe('the sign-up answers store', () => {
  beforeEach(() => useSignUpAnswersStore.getState().reset());

  it('keeps answers and the section, but never writes a bank field to storage', () => {
    useSignUpAnswersStore.getState().save({
      switchKey: 'k1',
      section: 'payment',
      state: {
        firstName: 'Ada',
        accountName: 'A Lovelace',
        sortCode: '089999',
        accountNumber: '66374958',
        preferredDirectDebitDay: 1,
        isAuthorisedToSetupDirectDebits: true,
      },
      ui: {
        touched: { firstName: true, accountNumber: true },
        submitted: false,
        submittedCards: [],
        changed: { accountNumber: 3 },
      },
    });
    const raw = memory.get('signupAnswers')!;
    expect(raw).toContain('Ada');
    expect(raw).toContain('"section":"payment"');
    for (const secret of ['A Lovelace', '089999', '66374958', 'accountNumber', 'sortCode'])
      expect(raw).not.toContain(secret);
    expect(BANK_FIELDS).toEqual(expect.arrayContaining(['accountName', 'sortCode', 'accountNumber']));
  });
});
