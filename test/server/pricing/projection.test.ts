import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FuelRates } from '../../../server/pricing/index.js';
import {
  annualise,
  economy7Split,
  kWhFromSpend,
  monthlyCost,
  personalProjection,
  weightedUnitRate,
} from '../../../server/pricing/projection.js';

interface CapPeriod {
  period: string;
  elecUnit: number;
  elecSc: number;
  gasUnit: number;
  gasSc: number;
  typicalBill: number;
}
// The check figures are read from the dated data file the sample tariffs are generated from.
const cap = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../server/data/price-cap.json'), 'utf8'),
) as { periods: CapPeriod[] };

const single = (standingCharge: number, unitRate: number): FuelRates => ({
  standingCharge,
  unitRate,
  dayRate: null,
  nightRate: null,
});

describe('Personal Projection', () => {
  it('reproduces the five Ofgem typical-bill check figures to the pound', () => {
    expect(cap.periods).toHaveLength(5);
    for (const p of cap.periods) {
      const elec = personalProjection(single(p.elecSc, p.elecUnit), 2700);
      const gas = personalProjection(single(p.gasSc, p.gasUnit), 11500);
      // Ofgem works the typical bill out from unrounded cap rates; the published 2 dp rates land
      // within a pound of it (Jul-Sep 2025 gives 1,719.00 against 1,720; Jan-Mar 2026 1,757.50
      // against 1,758), so "to the pound" means less than £1 away.
      const total = elec.personalProjection + gas.personalProjection;
      expect(
        Math.abs(total - p.typicalBill),
        `${p.period}: ${total.toFixed(2)} vs ${p.typicalBill}`,
      ).toBeLessThan(1);
    }
  });

  it('prices Apr-Jun 2026 as 2,700 x 24.67 + 365 x 57.21 + 11,500 x 5.74 + 365 x 29.09', () => {
    const elec = personalProjection(single(57.21, 24.67), 2700);
    expect(elec.standingChargeP).toBeCloseTo(20881.65, 6);
    expect(elec.unitsP).toBeCloseTo(66609, 6);
    expect(elec.personalProjection).toBeCloseTo(874.9065, 6);
    const gas = personalProjection(single(29.09, 5.74), 11500);
    expect(elec.personalProjection + gas.personalProjection).toBeCloseTo(1641.185, 6);
    expect(Math.round(elec.personalProjection + gas.personalProjection)).toBe(1641);
  });

  it('subtracts non-conditional discounts, adds compulsory fees, and never adds exit fees', () => {
    const base = personalProjection(single(50, 20), 1000).personalProjection;
    const withExtras = personalProjection(
      { ...single(50, 20), annualDiscountGbp: 25, annualFeeGbp: 12, exitFeeGbp: 75 },
      1000,
    );
    expect(withExtras.personalProjection).toBeCloseTo(base - 25 + 12, 9);
    expect(withExtras.exitFeeGbp).toBe(75);
  });

  it('splits Economy 7 by the night share (default 42%) and prices day and night', () => {
    expect(economy7Split(3900)).toEqual({ day: 3900 - 1638, night: 1638 });
    const e7: FuelRates = { standingCharge: 50, unitRate: null, dayRate: 30, nightRate: 15 };
    const p = personalProjection(e7, 3900, { economy7Percentage: 42 });
    expect(p.bands).toEqual([
      { band: 'day', kWh: 2262, rate: 30 },
      { band: 'night', kWh: 1638, rate: 15 },
    ]);
    expect(p.personalProjection).toBeCloseTo((50 * 365 + 2262 * 30 + 1638 * 15) / 100, 9);
    const moreNight = personalProjection(e7, 3900, { economy7Percentage: 80 });
    expect(moreNight.personalProjection).toBeLessThan(p.personalProjection);
    expect(weightedUnitRate(e7, 42)).toBeCloseTo(30 * 0.58 + 15 * 0.42, 9);
  });
});

describe('usage inputs', () => {
  it('turns a spend into kWh on the current rates, and back again', () => {
    const rates = single(57.21, 24.67);
    const kWh = kWhFromSpend(874.9065, rates);
    expect(kWh).toBeCloseTo(2700, 6);
    expect(kWhFromSpend(100, rates)).toBe(0); // below the standing charge: no measurable use
  });

  it('uses the weighted day/night rate for Economy 7 spend', () => {
    const e7: FuelRates = { standingCharge: 50, unitRate: null, dayRate: 30, nightRate: 15 };
    const spend = personalProjection(e7, 3900, { economy7Percentage: 42 }).personalProjection;
    expect(kWhFromSpend(spend, e7, 42)).toBeCloseTo(3900, 6);
  });

  it('annualises monthly (x12) and quarterly (x4) figures', () => {
    expect(annualise(100, 'monthly')).toBe(1200);
    expect(annualise(100, 2)).toBe(1200);
    expect(annualise(300, 3)).toBe(1200);
    expect(annualise(1200, 1)).toBe(1200);
  });

  it('rounds the monthly figure up to a whole pound', () => {
    expect(monthlyCost(1641.19)).toBe(137);
    expect(monthlyCost(1200)).toBe(100);
    expect(monthlyCost(1200.01)).toBe(101);
  });
});
