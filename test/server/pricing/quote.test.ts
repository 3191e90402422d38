import { describe, expect, it } from 'vitest';
import type { QuotableTariff, TariffRate } from '../../../server/market/types.js';
import { priceQuote, annualKWh, type FuelRates } from '../../../server/pricing/index.js';
import { daysUntil, projectWithRollOff } from '../../../server/pricing/rolloff.js';

const rate = (
  fuel: 'gas' | 'electricity',
  sc: number,
  unit: number,
  extra: Partial<TariffRate> = {},
): TariffRate => ({
  fuel,
  region: 12,
  payMethod: 'monthlyDirectDebit',
  meter: 'standard',
  standingCharge: sc,
  unitRate: unit,
  dayRate: null,
  nightRate: null,
  exitFeeGbp: 0,
  annualDiscountGbp: 0,
  annualFeeGbp: 0,
  ...extra,
});

function tariff(
  id: number,
  name: string,
  rates: QuotableTariff['rates'],
  extra: Partial<QuotableTariff> = {},
): QuotableTariff {
  return {
    id,
    supplierId: id,
    supplierName: `Supplier ${id}`,
    name,
    isFixed: false,
    endDate: null,
    isGreen: false,
    isDefaultOrStandard: false,
    switchable: true,
    switchOption: 'Online',
    hasPaperBilling: false,
    hasOnlineManagement: true,
    hasWarmHomeDiscount: false,
    features: [],
    rates,
    ...extra,
  };
}

const asOf = new Date('2026-11-20T12:00:00Z');

describe('roll-off onto the standard tariff', () => {
  const fixed: FuelRates = { standingCharge: 40, unitRate: 20, dayRate: null, nightRate: null };
  const standard: FuelRates = { standingCharge: 60, unitRate: 30, dayRate: null, nightRate: null };

  it('costs the days left at the fixed rates and the rest at the standard rates', () => {
    const p = projectWithRollOff({
      rates: fixed,
      kWh: 3650,
      endDate: '2027-03-20',
      standardRates: standard,
      asOf,
    });
    expect(p.daysLeftOnCurrentTariff).toBe(120);
    expect(p.daysOnDefaultTariff).toBe(245);
    const expected = (40 * 120 + 20 * 1200 + 60 * 245 + 30 * 2450) / 100;
    expect(p.personalProjection).toBeCloseTo(expected, 9);
  });

  it('keeps the whole year at the tariff rates when the fixed term runs past 12 months or is variable', () => {
    const whole = (40 * 365 + 20 * 3650) / 100;
    expect(
      projectWithRollOff({ rates: fixed, kWh: 3650, endDate: '2028-01-31', standardRates: standard, asOf })
        .personalProjection,
    ).toBeCloseTo(whole, 9);
    const variable = projectWithRollOff({
      rates: fixed,
      kWh: 3650,
      endDate: null,
      standardRates: standard,
      asOf,
    });
    expect(variable.daysOnDefaultTariff).toBe(0);
    expect(variable.personalProjection).toBeCloseTo(whole, 9);
  });

  it('rolls the whole year onto the standard tariff when the end date has passed', () => {
    expect(daysUntil('2026-10-01', asOf)).toBe(0);
    const p = projectWithRollOff({
      rates: fixed,
      kWh: 3650,
      endDate: '2026-10-01',
      standardRates: standard,
      asOf,
    });
    expect(p.personalProjection).toBeCloseTo((60 * 365 + 30 * 3650) / 100, 9);
  });
});

describe('priceQuote', () => {
  const cheap = tariff(1, 'Cheap', { electricity: rate('electricity', 50, 20), gas: rate('gas', 30, 5) });
  const dear = tariff(2, 'Dear', {
    electricity: rate('electricity', 60, 28),
    gas: rate('gas', 32, 6.5, { exitFeeGbp: 50 }),
  });
  const elecOnly = tariff(3, 'Electricity only', { electricity: rate('electricity', 40, 18) });
  const current = {
    electricity: { rates: rate('electricity', 57.21, 24.67) },
    gas: { rates: rate('gas', 29.09, 5.74) },
  };

  it('prices dual fuel with the PP per fuel, ranks cheapest first, and works out savings', () => {
    const out = priceQuote({
      fuels: ['electricity', 'gas'],
      kWh: { electricity: 2700, gas: 11500 },
      current,
      candidates: [dear, elecOnly, cheap],
      asOf,
    });
    expect(out.current?.totalCost).toBe(1641.19);
    expect(out.results.map((r) => r.tariff.name)).toEqual(['Cheap', 'Dear']); // the electricity-only tariff cannot quote dual fuel
    const [first, second] = out.results;
    const cheapCost = (50 * 365 + 20 * 2700 + 30 * 365 + 5 * 11500) / 100;
    expect(first.totalCost).toBeCloseTo(cheapCost, 2);
    expect(first.savings).toBeCloseTo(1641.19 - first.totalCost, 2);
    expect(first.monthlyCost).toBe(Math.ceil(first.totalCost / 12));
    expect(second.savings).toBeLessThan(0); // dearer than now: an increased cost
    expect(second.exitFeesGbp).toBe(50);
    expect(second.totalCost).toBeCloseTo((60 * 365 + 28 * 2700 + 32 * 365 + 6.5 * 11500) / 100, 2); // exit fee not added
    expect(first.savingsPerFuel.electricity! + first.savingsPerFuel.gas!).toBeCloseTo(first.savings!, 1);
  });

  it('prices a single fuel and gives null savings without a current tariff', () => {
    const out = priceQuote({
      fuels: ['electricity'],
      kWh: { electricity: 2700 },
      candidates: [cheap, elecOnly],
      asOf,
    });
    expect(out.current).toBeNull();
    expect(out.results.map((r) => r.tariff.id)).toEqual([3, 1]);
    expect(out.results[0].savings).toBeNull();
  });

  it('splits Economy 7 day and night on two-rate tariffs', () => {
    const e7 = tariff(4, 'E7', {
      electricity: {
        ...rate('electricity', 50, 0),
        meter: 'economy7',
        unitRate: null,
        dayRate: 30,
        nightRate: 12,
      },
    });
    const out = priceQuote({
      fuels: ['electricity'],
      kWh: { electricity: 3900 },
      economy7Percentage: 42,
      candidates: [e7],
      asOf,
    });
    const bands = out.results[0].perFuel.electricity!.bands;
    expect(bands.map((b) => [b.band, b.kWh])).toEqual([
      ['day', 2262],
      ['night', 1638],
    ]);
    expect(out.results[0].totalCost).toBeCloseTo((50 * 365 + 2262 * 30 + 1638 * 12) / 100, 2);
  });

  it('rolls the current fixed tariff ending within the year onto the standard tariff for savings', () => {
    const fixedCurrent = {
      electricity: {
        rates: rate('electricity', 40, 15),
        endDate: '2027-05-20',
        standardRates: rate('electricity', 60, 30),
      },
    };
    const out = priceQuote({
      fuels: ['electricity'],
      kWh: { electricity: 2700 },
      current: fixedCurrent,
      candidates: [cheap],
      asOf,
    });
    const cur = out.current!.perFuel.electricity!;
    expect(cur.daysLeftOnCurrentTariff).toBe(181);
    expect(cur.daysOnDefaultTariff).toBe(184);
    expect(out.current!.totalCost).toBeGreaterThan((40 * 365 + 15 * 2700) / 100);
  });

  it('works out kWh from a monthly spend on the current tariff', () => {
    const kWh = annualKWh(
      { kind: 'spend', amount: 874.9065 / 12, period: 'monthly' },
      rate('electricity', 57.21, 24.67),
    );
    expect(kWh).toBeCloseTo(2700, 6);
    expect(annualKWh({ kind: 'kWh', amount: 2875, period: 'quarterly' }, undefined)).toBe(11500);
    expect(() => annualKWh({ kind: 'spend', amount: 100, period: 'yearly' }, undefined)).toThrow(
      /current tariff/,
    );
  });
});
