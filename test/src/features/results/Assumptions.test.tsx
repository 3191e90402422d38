// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ResultsDto } from '../../../../src/api/endpoints/results';
import { Assumptions } from '../../../../src/features/results/components/Assumptions';
import { usageSource } from '../../../../src/features/results/usageSource';
import { useJourneyStore } from '../../../../src/stores/journey';

afterEach(() => {
  cleanup();
  useJourneyStore.setState({ journeys: {} });
});

/** The quote form's saved answers, as the journey store keeps them for the visit. */
function answered(state: Record<string, unknown>) {
  useJourneyStore.setState({ journeys: { quote: { state, ui: {} as never, lookups: {}, memory: {} } } });
}

const results = (over: Partial<ResultsDto> = {}) =>
  ({
    resultsInDetail: [],
    uuid: 'u',
    annualUsage: { gas: 11500, electricity: 2700 },
    ...over,
  }) as ResultsDto;

const usageLines = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '')
    .filter((text) => /^(Gas|Electricity):/.test(text));

describe('assumptions: the usage and whether it was estimated', () => {
  it('usage typed in is the usage you gave us', () => {
    answered({ usageTab: 'actual', gasUsage: 11500, electricityUsage: 2700 });
    render(<Assumptions results={results()} />);
    expect(usageLines()).toEqual([
      'Gas: 11,500 kWh a year, the usage you gave us.',
      'Electricity: 2,700 kWh a year, the usage you gave us.',
    ]);
  });

  it('usage from Help Me Estimate says it was estimated from the answers about the home', () => {
    answered({ usageTab: 'estimate', gasUsage: 11500, electricityUsage: 2700 });
    render(<Assumptions results={results()} />);
    expect(usageLines()).toEqual([
      'Gas: 11,500 kWh a year, estimated from your answers about your home (not from your bills).',
      'Electricity: 2,700 kWh a year, estimated from your answers about your home (not from your bills).',
    ]);
  });

  it('a regulator average says it is a typical usage, not the household’s own', () => {
    answered({ usageTab: 'averages', gasUsage: 12000 });
    render(<Assumptions results={results({ annualUsage: { gas: 12000 } })} />);
    expect(usageLines()).toEqual([
      "Gas: 12,000 kWh a year, the regulator's typical usage you chose (an estimate, not from your bills).",
    ]);
  });

  it('usage worked out from spend says so, whatever the tab', () => {
    answered({ usageTab: 'actual', gasUsage: 800 });
    render(<Assumptions results={results({ annualUsage: { gas: 9876 }, annualSpend: { gas: 800 } })} />);
    expect(usageLines()).toEqual([
      'Gas: 9,876 kWh a year, worked out from your spend of £800.00 a year on your current tariff.',
    ]);
  });

  it('claims no source when the answers no longer give the priced usage, or there are none', () => {
    expect(usageSource({ usageTab: 'estimate', gasUsage: 9000 }, 'gas', 11500)).toBe('given');
    expect(usageSource({ usageTab: 'estimate', gasUsage: 11500 }, 'electricity', 11500)).toBe('given');
    expect(usageSource(undefined, 'gas', 11500)).toBe('given');
    expect(usageSource({ usageTab: 'averages', electricityUsage: 2700.4 }, 'electricity', 2700)).toBe(
      'averages',
    );
  });
});
