import { formatDecimal, formatPounds } from './number';

/** Pounds with pence, e.g. `£1,234.50`. */
export function formatGBP(amount: number): string {
  return formatPounds(amount);
}

/** Whole pounds, e.g. `£1,235`, for headline figures where pence are noise. */
export function formatGBPWhole(amount: number): string {
  return formatPounds(amount, { min: 0, max: 0 });
}

/** A plain UK-grouped number, e.g. `11,500`. */
export function formatNumber(value: number): string {
  return formatDecimal(value);
}

/** Energy in kWh, e.g. `2,700 kWh`. */
export function formatKwh(kwh: number): string {
  return `${formatDecimal(Math.round(kwh))} kWh`;
}
