import { describe, expect, it } from 'vitest';
import { controllerForScenario } from '../../../../engine/core/scenarios.js';
import { signUpJourney } from '../../../../server/switching/journeyFiles.js';

describe('staff preview: a card with no scenario chosen', () => {
  it("applies the card's own onShow, as the app does when it shows the card", async () => {
    // The preview's empty state: the card on its own (flow null), no answers.
    const controller = await controllerForScenario(
      signUpJourney(),
      'signup.consent-4',
      { name: 'empty', state: {}, expect: {} },
      null,
    );
    expect(controller.getState()).toEqual({
      switchAfterCoolingOfPeriod: false,
      happyToReceiveCreditCheck: true,
      isSharedInfo: false,
    });
    expect(Object.keys(controller.getView().cards)).toEqual(['signup.consent-4']);
  });
});
