const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbpWhole = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const plain = new Intl.NumberFormat('en-GB');

/** Pounds with pence, e.g. `£1,234.50`. */
export function formatGBP(amount: number): string {
  return gbp.format(amount);
}

/** Whole pounds, e.g. `£1,235`, for headline figures where pence are noise. */
export function formatGBPWhole(amount: number): string {
  return gbpWhole.format(amount);
}

/** A plain UK-grouped number, e.g. `11,500`. */
export function formatNumber(value: number): string {
  return plain.format(value);
}

/** Energy in kWh, e.g. `2,700 kWh`. */
export function formatKwh(kwh: number): string {
  return `${plain.format(Math.round(kwh))} kWh`;
}
