import { describe, expect, it } from 'vitest';
import { createJourneyController } from '../../../../engine/core/index.js';
import { createSignUpActions } from '../../../../src/features/signup/actions';
import {
  PREVIOUS_ADDRESS_CARD,
  SIGN_UP_FLOW_ID,
  signUpJourney,
} from '../../../../src/features/signup/journey';
import { sectionsOf } from '../../../../src/features/signup/sections';

const actions = createSignUpActions({
  api: undefined as never,
  switchKey: () => 'k',
  useGbAddressData: () => false,
  track: () => undefined,
});

function controllerWith(context: Record<string, unknown>) {
  return createJourneyController(signUpJourney(), {
    flow: SIGN_UP_FLOW_ID,
    actions,
    initialState: context,
    onActionError: () => undefined,
  });
}

const context = (payMethod: string) => ({
  supplierId: 3,
  switchType: 'gasToGas',
  payMethod,
  isEconomy7: false,
  whiteLabel: false,
  projectSupplier: false,
  mpanMissing: false,
});

describe('the sign-up sections over the flow', () => {
  it('has the five sections for a direct debit, in order, only the first unlocked at the start', () => {
    const sections = sectionsOf(controllerWith(context('MonthlyDirectDebit')).getView());
    expect(sections.map((s) => s.id)).toEqual(['details', 'address', 'terms', 'payment', 'confirm']);
    expect(sections.map((s) => s.unlocked)).toEqual([true, false, false, false, false]);
  });

  it('leaves payment out for a prepayment plan', () => {
    const sections = sectionsOf(controllerWith(context('PrePaymentMeter')).getView());
    expect(sections.map((s) => s.id)).toEqual(['details', 'address', 'terms', 'confirm']);
  });

  it('unlocks the address once the customer section is valid', async () => {
    const c = controllerWith(context('MonthlyDirectDebit'));
    await c.patch({
      titleId: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1980-12-10',
      emailAddress: 'ada@example.com',
      dayTimePhone: '07700900123',
      employmentStatusId: 1,
    });
    const sections = sectionsOf(c.getView());
    expect(sections.find((s) => s.id === 'details')?.valid).toBe(true);
    expect(sections.find((s) => s.id === 'address')?.unlocked).toBe(true);
  });

  it('resolves the add-a-previous-address card though it is not a step, invalid until filled', async () => {
    const c = createJourneyController(signUpJourney(), {
      flow: null,
      actions,
      onActionError: () => undefined,
    });
    expect(c.getCard(PREVIOUS_ADDRESS_CARD)).toBeDefined();
    expect(c.getCard(PREVIOUS_ADDRESS_CARD)?.valid).toBe(false);
    await c.patch({
      previousPostcode: 'SW1A1AA',
      previousAddress: '1 Road, London',
      previousLine1: '1 Road',
      previousCity: 'London',
      previousYears: 2,
    });
    expect(c.getCard(PREVIOUS_ADDRESS_CARD)?.valid).toBe(true);
  });
});
