/**
 * src/format/date.ts writes UK long dates without Intl (whose first date formatter costs a page 10 to
 * 40 ms): its output must be Intl's for Europe/London, above all either side of the clock changes.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/format/date';

const intl = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const HOUR = 3_600_000;

describe('UK long dates without Intl', () => {
  it("are Intl's output every quarter hour of the days either side of each clock change, 1996 to 2040", () => {
    for (let year = 1996; year <= 2040; year++)
      for (const month of [2, 9]) {
        // The last week of the month, where the change falls, and a day beyond.
        const from = Date.UTC(year, month, 24);
        for (let ms = from; ms < from + 9 * 24 * HOUR; ms += HOUR / 4) {
          const at = new Date(ms);
          expect(formatDate(at), at.toISOString()).toBe(intl.format(at));
        }
      }
  });

  it("are Intl's output around midnight and new year, and for the date-only text the API sends", () => {
    for (let year = 1990; year <= 2031; year++)
      for (const [month, day] of [
        [0, 1],
        [5, 30],
        [6, 1],
        [11, 31],
        [1, 29],
      ]) {
        for (const hour of [-1, 0, 22, 23, 24]) {
          const at = new Date(Date.UTC(year, month, day, hour, 30));
          expect(formatDate(at), at.toISOString()).toBe(intl.format(at));
        }
        const text = new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
        expect(formatDate(text), text).toBe(intl.format(new Date(text)));
      }
  });

  it('write the day, the month in words and the year', () => {
    expect(formatDate('2026-02-28')).toBe('28 February 2026');
    expect(formatDate('2028-02-29')).toBe('29 February 2028');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});
