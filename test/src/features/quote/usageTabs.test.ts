import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { AxiosInstance } from 'axios';
import { createJourneyController } from '../../../../engine/core/index.js';
import { loadJourney } from '../../../../engine/core/load.js';
import { createQuoteActions } from '../../../../src/features/quote/actions';
import { useQuoteLookups } from '../../../../src/stores/quoteLookups';
import { estimateFailed, switchUsageTab, useUsageTabMemory } from '../../../../src/stores/usageTabMemory';
import { sentenceCase } from '../../../../src/widgets/UsageTabsWidget';
import { readJourneyData, readJourneyDir } from '../../../../scripts/journey-check.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The real quote journey with the real actions over an API that is never reached here. */
function quoteController(state: Record<string, unknown>) {
  // The quote page loads journey/quote only (src/features/quote/journey.ts).
  const { files } = readJourneyDir(`${root}journey/quote`);
  const { messages, actionNames } = readJourneyData(`${root}journey`);
  const journey = loadJourney(files, { messages, actionNames });
  const actions = createQuoteActions({
    api: {} as AxiosInstance,
    lookups: useQuoteLookups,
    useGbAddressData: () => true,
    track: vi.fn(),
    trackingBase: () => ({ userRefId: 'R', referralBranch: 'B', userTrackingId: 't' }),
    startLoader: () => undefined,
    stopLoader: () => undefined,
  });
  return createJourneyController(journey, { flow: 'quote.form', actions, initialState: state });
}

describe('usage tabs keep what was typed', () => {
  it('a tab change still resets the usage (spec section 4); coming back puts the tab back as left', async () => {
    useUsageTabMemory.setState({ tabs: {} });
    const c = quoteController({
      usageTab: 'actual',
      compareFuel: 'gas',
      gasUsageType: 1,
      gasUsageUnit: 2,
      gasUsage: 950,
      meter: { gasMpaq: 12000 },
    });
    await switchUsageTab(c, 'averages');
    expect(c.getState()).toMatchObject({ usageTab: 'averages', gasUsageUnit: 1 });
    expect(c.getState().gasUsage).toBeUndefined();
    await c.setValue('gasAverage', 11500);
    expect(c.getState().gasUsage).toBe(11500);

    await switchUsageTab(c, 'actual');
    // What was typed, not the meter's annual quantity, and not the average.
    expect(c.getState()).toMatchObject({ gasUsage: 950, gasUsageUnit: 2, gasUsageType: 1 });
    expect(c.getState().gasAverage).toBeUndefined();
    await switchUsageTab(c, 'averages');
    expect(c.getState()).toMatchObject({ gasAverage: 11500, gasUsage: 11500 });
  });

  it('a first visit to Actual figures still takes the meter annual quantity', async () => {
    useUsageTabMemory.setState({ tabs: {} });
    const c = quoteController({ usageTab: 'averages', compareFuel: 'gas', meter: { gasMpaq: 12000 } });
    await switchUsageTab(c, 'actual');
    expect(c.getState().gasUsage).toBe(12000);
  });
});

describe('a failed usage estimate', () => {
  const answers = {
    usageTab: 'estimate',
    estimateHouseType: 1,
    estimateBedrooms: 2,
    estimateOccupancy: 1,
    estimateModernisation: 1,
    estimateHeatingAndCooking: 1,
  };
  it('is 0 kWh for a compared fuel with every answer given', () => {
    expect(estimateFailed({ ...answers, compareFuel: 'gas', gasUsage: 0 })).toBe(true);
    expect(
      estimateFailed({ ...answers, compareFuel: 'gasElectricity', gasUsage: 9000, electricityUsage: 0 }),
    ).toBe(true);
    expect(
      estimateFailed({ ...answers, compareFuel: 'electricity', gasUsage: 0, electricityUsage: 2500 }),
    ).toBe(false);
    expect(estimateFailed({ ...answers, usageTab: 'actual', compareFuel: 'gas', gasUsage: 0 })).toBe(false);
    expect(estimateFailed({ ...answers, estimateBedrooms: undefined, compareFuel: 'gas', gasUsage: 0 })).toBe(
      false,
    );
  });
});

describe('tab names', () => {
  it('read in sentence case', () => {
    expect(['Actual Figures', 'Help Me Estimate', 'Use regulator averages'].map(sentenceCase)).toEqual([
      'Actual figures',
      'Help me estimate',
      'Use regulator averages',
    ]);
  });
});
