/**
 * The results sidebar filters (spec section 3, Results filters; section 4, flow 7-8) as pure
 * functions over the rows the server ranked: filtering is instant and needs no new request, because
 * the results are fetched once with every payment method the meter allows.
 */
import type { PayMethodName } from '../../../contract/api/common';
import { PAY_METHOD_NAMES } from '../../../contract/api/common';
import type { ResultRow, ResultSupplier } from '../../api/endpoints/results';
import type { ResultsFilters } from '../../stores/results';

/** Whether the service can switch the householder to a row's tariff (switchOption None: review only). */
export function isSwitchable(row: Pick<ResultRow, 'switchOption'>): boolean {
  return row.switchOption !== 'None';
}

/** The payment methods the rows are priced for, in the spec's order (monthly DD first). */
export function payMethodsIn(rows: readonly ResultRow[]): PayMethodName[] {
  const present = new Set(rows.map((r) => r.payMethod));
  return PAY_METHOD_NAMES.filter((m) => present.has(m));
}

/**
 * `wanted` when the rows have it, else the first method they have (a prepayment meter has only prepayment).
 * @internal Exported for its unit test.
 */
export function availablePayMethod(rows: readonly ResultRow[], wanted: PayMethodName): PayMethodName {
  const methods = payMethodsIn(rows);
  return methods.includes(wanted) || methods.length === 0 ? wanted : methods[0];
}

/**
 * The filters a new set of results starts with: the whole market (the Ofgem Confidence Code: never
 * default to a partial view), priced for the quote's proposed payment method.
 */
export function initialFilters(rows: readonly ResultRow[], proposed: PayMethodName): ResultsFilters {
  return {
    suppliers: [],
    payMethod: availablePayMethod(rows, proposed),
    isFixed: null,
    isGreen: null,
    switchable: false,
  };
}

/**
 * Reset (spec section 4, flow 8): no supplier chosen, rate type and green any, and the payment method
 * back to the stored proposed one. The spec also sets "switchable" on; read literally that makes Reset
 * show fewer plans than a new set of results does, which the Confidence Code forbids as a default
 * view. Reset therefore returns to the default view: the whole market
 * (docs/decisions/0016-reset-returns-to-the-whole-market.md).
 */
export function resetFilters(rows: readonly ResultRow[], proposed: PayMethodName): ResultsFilters {
  return initialFilters(rows, proposed);
}

/** Code-unit order of two strings: what the server ranks ties by (server/pricing/quote.ts). */
const byCodeUnits = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/**
 * Rows sorted cheapest first, without changing the input; ties by the bigger saving, then as the
 * server ranks them (supplier name, tariff name, tariff id), so the page's order is the server's.
 * Not `localeCompare`: its first call loads ICU's collation data, 18 to 47 ms of the results page's
 * first render in Chromium here, for an order the householder cannot tell apart.
 * @internal Exported for its unit test.
 */
export function cheapestFirst(rows: readonly ResultRow[]): ResultRow[] {
  return [...rows].sort(
    (a, b) =>
      a.totalCost - b.totalCost ||
      (b.savings ?? 0) - (a.savings ?? 0) ||
      byCodeUnits(a.supplierName, b.supplierName) ||
      byCodeUnits(a.tariffName, b.tariffName) ||
      a.tariffId - b.tariffId,
  );
}

/** Whether a row passes every filter except, when `ignoreSwitchable`, the switchable one. */
function passes(row: ResultRow, f: ResultsFilters, ignoreSwitchable = false): boolean {
  return (
    (f.suppliers.length === 0 || f.suppliers.includes(row.supplierId)) &&
    row.payMethod === f.payMethod &&
    (f.isFixed === null || row.isFixed === f.isFixed) &&
    (f.isGreen === null || row.isGreen === f.isGreen) &&
    (ignoreSwitchable || !f.switchable || isSwitchable(row))
  );
}

/** The rows the filters let through, cheapest first. */
export function applyFilters(rows: readonly ResultRow[], f: ResultsFilters): ResultRow[] {
  return cheapestFirst(rows.filter((r) => passes(r, f)));
}

/**
 * How many more tariffs the other filters would show if review-only plans were included: what the
 * page says plainly when it shows only the plans the service can switch to. 0 when not filtering so.
 */
export function hiddenReviewOnlyCount(rows: readonly ResultRow[], f: ResultsFilters): number {
  if (!f.switchable) return 0;
  return rows.filter((r) => passes(r, f, true) && !isSwitchable(r)).length;
}

/** Whether anything narrows the list beyond the payment method (for the empty state's wording). */
export function isNarrowed(f: ResultsFilters): boolean {
  return f.suppliers.length > 0 || f.isFixed !== null || f.isGreen !== null || f.switchable;
}

/** How many filters narrow the list (the Filter Results button says so). */
export function narrowingCount(f: ResultsFilters): number {
  return [f.suppliers.length > 0, f.isFixed !== null, f.isGreen !== null, f.switchable].filter(Boolean)
    .length;
}

/** The big six suppliers present in the results, for the logo checkboxes, by name. */
export function bigSixIn(suppliers: readonly ResultSupplier[]): ResultSupplier[] {
  return suppliers.filter((s) => s.isBigSix).sort((a, b) => a.name.localeCompare(b.name));
}

/** Adds or removes a supplier id (a logo checkbox, a dropdown choice or a chip's remove). */
export function toggleSupplier(f: ResultsFilters, supplierId: number, on: boolean): ResultsFilters {
  const rest = f.suppliers.filter((id) => id !== supplierId);
  return { ...f, suppliers: on ? [...rest, supplierId] : rest };
}

/** The first result before any filter, from which the current tariff is loaded (spec section 4, flow 5). */
export function firstUnfiltered(rows: readonly ResultRow[]): ResultRow | undefined {
  return cheapestFirst(rows)[0];
}
