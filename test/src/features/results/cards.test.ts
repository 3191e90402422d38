import { describe, expect, it } from 'vitest';
import { namedBadges, rowBadges } from '../../../../src/features/results/badges';
import { showsCarbonCard } from '../../../../src/features/results/carbon';
import { row } from './fixtures';

describe('badges', () => {
  it('come from a row’s flags in the spec’s order, Review Only last', () => {
    expect(
      rowBadges(
        row({
          tariffId: 1,
          isGreen: true,
          hasCancellationFee: true,
          isFixed: true,
          hasPaperBilling: true,
          hasWarmHomeDiscount: true,
          switchOption: 'None',
        }),
      ),
    ).toEqual(['green', 'exitFee', 'fixed', 'paperBilling', 'warmHomeDiscount', 'reviewOnly']);
    expect(rowBadges(row({ tariffId: 2 }))).toEqual(['paperlessBilling', 'noWarmHomeDiscount']);
  });

  it('map the API’s badge names and leave out names this app does not know', () => {
    expect(namedBadges(['Green', 'Fixed', 'No Warm Home Discount', 'Shiny'])).toEqual([
      'green',
      'fixed',
      'noWarmHomeDiscount',
    ]);
  });
});

describe('carbon footprint card', () => {
  it('shows when the setting is on and the quote is not electricity only', () => {
    expect(showsCarbonCard(true, 'gasToGas', 2582)).toBe(true);
    expect(showsCarbonCard(true, 'dualConsolidatedToDualConsolidated', 2582)).toBe(true);
    expect(showsCarbonCard(true, 'electricityToElectricity', 900)).toBe(false);
    expect(showsCarbonCard(false, 'gasToGas', 2582)).toBe(false);
    expect(showsCarbonCard(true, 'gasToGas', undefined)).toBe(false);
  });
});
