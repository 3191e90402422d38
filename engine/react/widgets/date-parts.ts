/**
 * Pure date helpers for the day/month/year widget: real month lengths (29 February only in leap years)
 * and the ISO value the form holds.
 */

/** True for Gregorian leap years (divisible by 4, except centuries not divisible by 400). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month (1-12) of a year: 28/29 for February, 30 or 31 otherwise.
 * @internal Exported for its unit test.
 */
export function daysInMonth(month: number, year: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** What the user typed in the three boxes. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/**
 * The form value for three boxes: `undefined` when all are empty, `YYYY-MM-DD` when they make a real
 * date, otherwise the same shape with what was typed (e.g. `2023-02-29`), which the schema's
 * `format: "date"` rejects, so the user sees "is invalid" rather than their input vanishing.
 */
export function partsToValue({ day, month, year }: DateParts): string | undefined {
  const d = day.trim();
  const m = month.trim();
  const y = year.trim();
  if (!d && !m && !y) return undefined;
  const pad = (s: string, n: number) => (/^\d+$/.test(s) ? s.padStart(n, '0') : s);
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** Splits a form value back into boxes (leading zeros dropped, as a person would type them). */
export function valueToParts(value: unknown): DateParts {
  if (typeof value !== 'string') return { day: '', month: '', year: '' };
  const match = /^([^-]*)-([^-]*)-([^-]*)$/.exec(value);
  if (!match) return { day: '', month: '', year: '' };
  const unpad = (s: string) => (/^\d+$/.test(s) ? String(Number(s)) : s);
  return { year: match[1], month: unpad(match[2]), day: unpad(match[3]) };
}
