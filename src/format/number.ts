/**
 * UK number formatting without `Intl.NumberFormat`. The first number formatter a page creates makes
 * the browser load ICU's number data: 50 to 110 ms of the main thread on the bench machine (Chromium,
 * unthrottled; four times that on Lighthouse's phone), in the very task that evaluates the results
 * page's code (docs/decisions/0063-figures-and-dates-formatted-without-intl.md). en-GB's rules are short:
 * a hyphen-minus for negative values (negative zero included), a comma every three integer digits, a
 * full stop before the decimals, half away from zero on the value's shortest decimal form. The output
 * is Intl's, character for character (test/src/format/number.test.ts compares them over thousands of
 * values); the few values outside what these rules cover (not finite, 1e15 or more) are passed to a
 * lazily made Intl formatter.
 */

/** How many decimals a figure shows: at least `min`, at most `max` (trailing zeros beyond `min` dropped). */
export interface Decimals {
  min: number;
  max: number;
}

/** Beyond this, a figure is no money or energy amount of this app; Intl formats it, to be exact. */
const PLAIN_LIMIT = 1e15;

const fallbacks = new Map<string, Intl.NumberFormat>();

/** Intl's output for what the plain rules do not cover (made on first use, then kept). */
function intlFormat(value: number, decimals: Decimals, currency: boolean): string {
  const key = `${decimals.min}-${decimals.max}-${currency}`;
  let format = fallbacks.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals.min,
      maximumFractionDigits: decimals.max,
      ...(currency ? { style: 'currency', currency: 'GBP' } : {}),
    });
    fallbacks.set(key, format);
  }
  return format.format(value);
}

/**
 * `abs` (finite, not negative) rounded half away from zero to `digits` decimals, as the digits of an
 * integer count of 10^-digits. The rounding is made on the shortest decimal form, digit by digit (`1.005`
 * rounds to 1.01), as ICU rounds: not on the binary value (which `toFixed` rounds: 1.005 gives 1.00
 * there), and not on a shifted float (which has too few digits for 56396637.449999996).
 */
function roundedDigits(abs: number, digits: number): string {
  const [mantissa, exponent = '0'] = String(abs).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  let all = whole + fraction;
  // Where the decimal point falls in `all`, padded with zeros so that it falls inside.
  let point = whole.length + Number(exponent);
  if (point < 0) {
    all = '0'.repeat(-point) + all;
    point = 0;
  }
  const keep = point + digits;
  const kept = all.slice(0, keep).padEnd(keep, '0') || '0';
  const up = (all.charAt(keep) || '0') >= '5';
  return (BigInt(kept) + (up ? 1n : 0n)).toString();
}

/** Commas every three digits from the right: `1234567` -> `1,234,567`. */
function grouped(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `value` the en-GB way with `decimals`, and a pound sign after any minus when `currency`. */
function format(value: number, decimals: Decimals, currency: boolean): string {
  if (!Number.isFinite(value) || Math.abs(value) >= PLAIN_LIMIT) return intlFormat(value, decimals, currency);
  const negative = value < 0 || Object.is(value, -0);
  const digits = roundedDigits(Math.abs(value), decimals.max).padStart(decimals.max + 1, '0');
  const integer = digits.slice(0, digits.length - decimals.max);
  let fraction = digits.slice(digits.length - decimals.max);
  while (fraction.length > decimals.min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const number = grouped(integer) + (fraction ? `.${fraction}` : '');
  return `${negative ? '-' : ''}${currency ? '£' : ''}${number}`;
}

/** A plain UK number with `decimals` (default: none to three, as Intl's default), e.g. `11,500`. */
export function formatDecimal(value: number, decimals: Decimals = { min: 0, max: 3 }): string {
  return format(value, decimals, false);
}

/** Pounds with `decimals` (default: pence), e.g. `£1,234.50`, `-£3.20`. */
export function formatPounds(value: number, decimals: Decimals = { min: 2, max: 2 }): string {
  return format(value, decimals, true);
}
