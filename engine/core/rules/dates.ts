/**
 * Calendar arithmetic on YYYY-MM-DD strings, as the journey's date fields store them. Pure and
 * time-zone free: dates are compared as calendar fields, never through `Date` and a clock.
 */

/** A calendar date split into fields. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parse YYYY-MM-DD; null when the text is not a real calendar date. */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole months from `from` to `to` (negative when `to` is earlier); null when either is not a date. */
export function monthsBetween(from: unknown, to: unknown): number | null {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) return null;
  const sign = compare(a, b) <= 0 ? 1 : -1;
  const [early, late] = sign === 1 ? [a, b] : [b, a];
  let months = (late.year - early.year) * 12 + (late.month - early.month);
  if (late.day < early.day) months -= 1;
  return sign * months;
}

/** Whole years from a birth date to `on`; null when either is not a date. */
export function ageInYears(born: unknown, on: unknown): number | null {
  const months = monthsBetween(born, on);
  return months === null ? null : Math.trunc(months / 12);
}

/** Today's date as YYYY-MM-DD in local time (the default "today" of date rules). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
