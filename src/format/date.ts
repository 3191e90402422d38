/**
 * UK long dates without `Intl.DateTimeFormat`, whose first use loads ICU's calendar and time-zone data
 * (10 to 40 ms of the main thread on the bench machine, unthrottled) while the results page is taken
 * over (see src/format/number.ts). UK time is GMT, and BST (GMT+1) from 01:00 GMT on the last Sunday
 * of March to 01:00 GMT on the last Sunday of October: the rule since 1996. Dates before that, and
 * values that are no date, are passed to a lazily made Intl formatter, so the output is Intl's in every
 * case (test/src/format/date.test.ts compares them hour by hour over the clock changes).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The first year UK clocks changed on today's rule (last Sundays of March and October, 01:00 GMT). */
const RULE_SINCE = 1996;
const HOUR_MS = 3_600_000;

let intl: Intl.DateTimeFormat | undefined;

/** Intl's UK long date, for what the rule above does not cover (made on first use, then kept). */
function intlFormat(date: Date): string {
  intl ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return intl.format(date);
}

/** 01:00 GMT on the last Sunday of `month` (0-based) of `year`, in epoch ms: when UK clocks change. */
function clockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** UK time's offset from GMT at the instant `ms`: an hour in BST, else none. */
function ukOffset(ms: number, year: number): number {
  return ms >= clockChange(year, 2) && ms < clockChange(year, 9) ? HOUR_MS : 0;
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A UK long date, e.g. `5 March 2026` (UK time, whatever the browser's zone). */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  const ms = date.getTime();
  const year = date.getUTCFullYear();
  if (!Number.isFinite(ms) || year < RULE_SINCE || year > 9999) return intlFormat(date);
  const uk = new Date(ms + ukOffset(ms, year));
  return `${uk.getUTCDate()} ${MONTHS[uk.getUTCMonth()]} ${uk.getUTCFullYear()}`;
}
