import { describe, expect, it } from 'vitest';
import type { PppFuelDto, TilFuelDto } from '../../../../contract/api/results';
import { labelRows, projectionRows } from '../../../../src/features/results/details/tableRows';
import { formatPence, formatTonnes, formatDateOrText } from '../../../../src/features/results/format';
import messages from '../../../../journey/messages/en-GB.json';

const part = (over: Partial<PppFuelDto>): PppFuelDto => ({
  annualUsage: 2700,
  supplier: 'Summit Energy (sample)',
  tariffName: 'Standard Variable',
  personalProjection: 851,
  dateOfCalculation: '2026-11-23',
  tariffEndDate: null,
  daysLeftOnCurrentTariff: 365,
  daysOnDefaultTariff: 0,
  standingCharge: 54.3472,
  unitRate: 24.1692,
  unitRateDay: null,
  unitRateNight: null,
  discounts: 0,
  nextTwelveMonthsWithVat: 850.94,
  previousTwelveMonthsWithVat: null,
  terminationFees: 0,
  ...over,
});

const cell = (rows: ReturnType<typeof projectionRows>, key: string, fuel: 'gas' | 'electricity') =>
  rows.find((r) => r.key === key)?.values[fuel];

describe('tariff details tables', () => {
  it('show the Personal Projection alone until Show More Info, then every field of spec section 2', () => {
    const parts = {
      gas: part({
        annualUsage: 11500,
        unitRate: 5.5678,
        personalProjection: 746,
        tariffEndDate: '2027-03-31',
        daysLeftOnCurrentTariff: 128,
      }),
      electricity: part({}),
    };
    const short = projectionRows(parts, ['gas', 'electricity'], false);
    expect(short.map((r) => r.key)).toEqual(['personalProjection']);
    expect(cell(short, 'personalProjection', 'gas')).toBe('£746');
    const full = projectionRows(parts, ['gas', 'electricity'], true);
    expect(full.map((r) => r.label)).toEqual([
      'Personal Projection (a year)',
      'Annual consumption',
      'Calculation date',
      'Supplier',
      'Tariff',
      'End date',
      'Days left on the tariff',
      'Standing charge (p/day)',
      'Unit rate (p/kWh)',
      'Discounts (a year)',
      'Cost (next 12 months, incl. VAT)',
      'Exit fees',
    ]);
    expect(cell(full, 'annualUsage', 'gas')).toBe('11,500 kWh');
    expect(cell(full, 'dateOfCalculation', 'electricity')).toBe('23 November 2026');
    expect(cell(full, 'standingCharge', 'electricity')).toBe('54.35');
    expect(cell(full, 'unitRate', 'electricity')).toBe('24.17');
    expect(cell(full, 'cost', 'electricity')).toBe('£850.94');
    expect(cell(full, 'exitFees', 'gas')).toBe('None');
    // Days left: from the calculation date to the end date; a variable tariff has no end date.
    expect(cell(full, 'daysLeft', 'gas')).toBe('128');
    expect(cell(full, 'daysLeft', 'electricity')).toBe(messages['details.daysLeft.noEndDate']);
  });

  it('count days left from the calculation date to the end date, past the year the projection prices', () => {
    // A new two-year fix: the engine prices 365 days of it, but 730 days are left on it.
    const fix = part({ tariffEndDate: '2028-11-23', daysLeftOnCurrentTariff: 365 });
    expect(cell(projectionRows({ gas: fix }, ['gas'], true), 'daysLeft', 'gas')).toBe('731');
    const ended = part({ tariffEndDate: '2026-11-01', daysLeftOnCurrentTariff: 0 });
    expect(cell(projectionRows({ gas: ended }, ['gas'], true), 'daysLeft', 'gas')).toBe('0');
  });

  it('show day and night unit rates for Economy 7 instead of one rate, with the days on the standard tariff', () => {
    const e7 = part({
      unitRate: null,
      unitRateDay: 31.853,
      unitRateNight: 14.4334,
      daysOnDefaultTariff: 120,
      terminationFees: 75,
      discounts: 25,
    });
    const rows = projectionRows({ electricity: e7 }, ['electricity'], true);
    expect(rows.map((r) => r.key)).toContain('unitRateDay');
    expect(rows.map((r) => r.key)).not.toContain('unitRate');
    expect(cell(rows, 'unitRateDay', 'electricity')).toBe('31.86');
    expect(cell(rows, 'unitRateNight', 'electricity')).toBe('14.44');
    expect(cell(rows, 'daysOnDefault', 'electricity')).toBe('120');
    expect(cell(rows, 'exitFees', 'electricity')).toBe('£75.00');
    expect(cell(rows, 'discounts', 'electricity')).toBe('£25.00');
  });

  it('label every Tariff Information Label field, dates in words and the payment method by name', () => {
    const til: TilFuelDto = {
      supplier: 'Bluebell Energy (sample)',
      tariffName: 'Green Fix 24 Months',
      tariffEndsOn: '2028-11-30',
      paymentMethod: 'cashOrCheque',
      standingCharge: 29.09,
      unitRate: 5.219,
      unitRateDay: null,
      unitRateNight: null,
      priceGuaranteedUntil: '2028-11-30',
      exitFees: '£75 per fuel',
      discountsAndAdditionalCharges: '£25 a year discount',
      additionalProductsAndServices: 'Online account management',
    };
    const rows = labelRows({ gas: til }, ['gas']);
    expect(Object.fromEntries(rows.map((r) => [r.label, r.values.gas]))).toEqual({
      Supplier: 'Bluebell Energy (sample)',
      'Tariff name': 'Green Fix 24 Months',
      'Tariff ends on': '30 November 2028',
      'Payment method': 'Cash & Cheque',
      'Standing charge (p/day)': '29.09',
      'Unit rate (p/kWh)': '5.22',
      'Price guaranteed until': '30 November 2028',
      'Exit fees': '£75 per fuel',
      'Discounts and additional charges': '£25 a year discount',
      'Additional products or services included': 'Online account management',
    });
  });

  it('round rates up so a label never understates the bill, and show tonnes and words as they are', () => {
    expect(formatPence(24.1612)).toBe('24.17');
    expect(formatPence(24.17)).toBe('24.17');
    expect(formatPence(5)).toBe('5.00');
    expect(formatTonnes(2582)).toBe('2.6');
    expect(formatDateOrText('Variable')).toBe('Variable');
    expect(formatDateOrText('2028-11-30')).toBe('30 November 2028');
  });
});
