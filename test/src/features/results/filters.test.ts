import { describe, expect, it, vi } from 'vitest';
import {
  applyFilters,
  availablePayMethod,
  bigSixIn,
  cheapestFirst,
  firstUnfiltered,
  hiddenReviewOnlyCount,
  initialFilters,
  isNarrowed,
  narrowingCount,
  payMethodsIn,
  resetFilters,
  toggleSupplier,
} from '../../../../src/features/results/filters';
import type { ResultsFilters } from '../../../../src/stores/results';
import { row, ROWS } from './fixtures';

const ids = (rows: { tariffId: number }[]) => rows.map((r) => r.tariffId);
const start = initialFilters(ROWS, 'monthlyDirectDebit');
const f = (over: Partial<ResultsFilters>): ResultsFilters => ({ ...start, ...over });

describe('results filters', () => {
  it('start with the whole market for the proposed payment method, cheapest first', () => {
    expect(start).toEqual({
      suppliers: [],
      payMethod: 'monthlyDirectDebit',
      isFixed: null,
      isGreen: null,
      switchable: false,
    });
    // Review-only tariffs 2 and 4 are shown; the quarterly and cash rows are not (another method).
    expect(ids(applyFilters(ROWS, start))).toEqual([1, 2, 3, 4, 5]);
  });

  it('reset clears suppliers, rate type and green to any, back to the whole market and the proposed method', () => {
    const narrowed = f({
      suppliers: [7],
      payMethod: 'cashOrCheque',
      isFixed: true,
      isGreen: false,
      switchable: true,
    });
    expect(resetFilters(ROWS, 'monthlyDirectDebit')).toEqual(start);
    expect(ids(applyFilters(ROWS, resetFilters(ROWS, 'monthlyDirectDebit')))).toEqual([1, 2, 3, 4, 5]);
    expect(narrowingCount(narrowed)).toBe(4);
  });

  it.each([
    ['fixed only', { isFixed: true }, [1, 2]],
    ['variable only', { isFixed: false }, [3, 4, 5]],
    ['green only', { isGreen: true }, [1, 3, 4]],
    ['not green', { isGreen: false }, [2, 5]],
    ['switchable only', { switchable: true }, [1, 3, 5]],
    ['suppliers 7 and 3', { suppliers: [7, 3] }, [2, 3, 5]],
    ['green, variable, switchable', { isGreen: true, isFixed: false, switchable: true }, [3]],
    ['quarterly direct debit', { payMethod: 'quarterlyDirectDebit' }, [1]],
    ['cash, supplier 43', { payMethod: 'cashOrCheque', suppliers: [43] }, [6]],
    ['fixed, not green, switchable: nothing left', { isFixed: true, isGreen: false, switchable: true }, []],
  ] as [string, Partial<ResultsFilters>, number[]][])('%s', (_name, over, expected) => {
    expect(ids(applyFilters(ROWS, f(over)))).toEqual(expected);
  });

  it('counts the review-only tariffs the switchable choice hides, within the other filters', () => {
    expect(hiddenReviewOnlyCount(ROWS, f({ switchable: true }))).toBe(2);
    expect(hiddenReviewOnlyCount(ROWS, f({ switchable: true, isFixed: true }))).toBe(1);
    expect(hiddenReviewOnlyCount(ROWS, f({ switchable: false }))).toBe(0);
  });

  it('says whether anything beyond the payment method narrows the list', () => {
    expect(isNarrowed(start)).toBe(false);
    expect(isNarrowed(f({ payMethod: 'cashOrCheque' }))).toBe(false);
    expect(isNarrowed(f({ isGreen: true }))).toBe(true);
  });

  it('lists the payment methods in the results, and falls back when the proposed one is absent', () => {
    expect(payMethodsIn(ROWS)).toEqual(['monthlyDirectDebit', 'quarterlyDirectDebit', 'cashOrCheque']);
    const prepay = [row({ tariffId: 9, payMethod: 'prePaymentMeter' })];
    expect(availablePayMethod(prepay, 'monthlyDirectDebit')).toBe('prePaymentMeter');
    expect(initialFilters(prepay, 'monthlyDirectDebit').payMethod).toBe('prePaymentMeter');
  });

  it('adds and removes suppliers without duplicates', () => {
    const one = toggleSupplier(start, 7, true);
    expect(toggleSupplier(one, 7, true).suppliers).toEqual([7]);
    expect(toggleSupplier(one, 7, false).suppliers).toEqual([]);
  });

  it('sorts cheapest first with ties by the bigger saving, and finds the first unfiltered result', () => {
    const tied = [
      row({ tariffId: 1, totalCost: 10, savings: 1 }),
      row({ tariffId: 2, totalCost: 10, savings: 5 }),
      row({ tariffId: 3, totalCost: 5 }),
    ];
    expect(ids(cheapestFirst(tied))).toEqual([3, 2, 1]);
    expect(firstUnfiltered(ROWS)?.tariffId).toBe(1);
    expect(firstUnfiltered([])).toBeUndefined();
  });

  it("breaks a tie of cost and saving as the server ranks it, without the browser's collation", () => {
    const tie = { totalCost: 700, savings: 40 };
    const tied = [
      row({ ...tie, tariffId: 1, supplierName: 'brightwater', tariffName: 'Anchor' }),
      row({ ...tie, tariffId: 9, supplierName: 'Brightwater', tariffName: 'anchor' }),
      row({ ...tie, tariffId: 2, supplierName: 'Brightwater', tariffName: 'Zephyr' }),
      row({ ...tie, tariffId: 4, supplierName: 'Brightwater', tariffName: 'anchor' }),
    ];
    // server/pricing/quote.ts: supplier name, tariff name, tariff id, each in code-unit order.
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      expect(ids(cheapestFirst(tied))).toEqual([2, 4, 9, 1]);
      // Its first call loads ICU's collation data: tens of ms of the results page's first render.
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('offers the big six suppliers by name', () => {
    const suppliers = [
      { id: 7, name: 'Crown', isBigSix: true },
      { id: 3, name: 'Hearthside', isBigSix: false },
      { id: 2, name: 'Brightwater', isBigSix: true },
    ];
    expect(bigSixIn(suppliers).map((s) => s.id)).toEqual([2, 7]);
  });
});
