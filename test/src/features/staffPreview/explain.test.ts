import { describe, expect, it } from 'vitest';
import { createJourneyController } from '../../../../engine/core/index.js';
import { signUpJourney } from '../../../../server/switching/journeyFiles.js';
import { explainView } from '../../../../src/features/staffPreview/explain.js';

describe('staff preview: why hidden', () => {
  it('names the condition that hides a field, with its value now', () => {
    const journey = signUpJourney();
    // Stub actions: the trace reads rules only.
    const actions = Object.fromEntries(journey.actionUses.map((use) => [use.name, () => ({})]));
    const controller = createJourneyController(journey, {
      actions,
      flow: 'signup.form',
      initialState: { supplierId: 1, switchType: 'gasToGas', years: 5, residentialStatusId: 1 },
    });
    const hidden = explainView(journey, controller, ['signup.address']).find(
      (e) => e.id === 'signup.address / previousAddresses',
    );
    expect(hidden).toMatchObject({
      status: 'hidden',
      rule: { condition: 'previousAddressesNeeded' },
      values: { 'condition previousAddressesNeeded': false, presentMonths: 60 },
    });
  });
});
