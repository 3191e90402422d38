/**
 * src/format/number.ts formats without Intl (whose first number formatter costs a page 50 to 110 ms):
 * its output must be Intl's en-GB output, character for character, for every figure the app shows.
 */
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPounds, type Decimals } from '../../../src/format/number';

/** A small seeded generator (mulberry32), so a failure names values that fail again. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const formats = new Map<string, Intl.NumberFormat>();

/** Intl's en-GB output, the reference. */
function intl(value: number, d: Decimals, currency: boolean): string {
  const key = `${d.min} ${d.max} ${currency}`;
  if (!formats.has(key))
    formats.set(
      key,
      new Intl.NumberFormat('en-GB', {
        minimumFractionDigits: d.min,
        maximumFractionDigits: d.max,
        ...(currency ? { style: 'currency', currency: 'GBP' } : {}),
      }),
    );
  return formats.get(key)!.format(value);
}

/** The decimals the app asks for: pence, whole pounds, tonnes, plain numbers. */
const DECIMALS: Decimals[] = [
  { min: 2, max: 2 },
  { min: 0, max: 0 },
  { min: 1, max: 1 },
  { min: 0, max: 3 },
];

/** Values where rounding and grouping go wrong first: halves, binary near-halves, powers of ten. */
const EDGES = [
  0,
  -0,
  0.5,
  1.5,
  2.5,
  -0.5,
  -2.5,
  0.005,
  1.005,
  2.675,
  1.0005,
  0.045,
  0.0005,
  -0.001,
  -0.04,
  0.1 + 0.2,
  999.995,
  999.9995,
  999,
  1000,
  9999.5,
  99_999.95,
  123_456.78951,
  1_234_567.891,
  999_999_999_999.995,
  1e-7,
  -1e-7,
  5e-324,
  1e14,
  123.456,
  24.165,
  24.175,
  2582 / 1000,
  2.45,
  2.55,
  -2.45,
  1e15,
  1e21,
  NaN,
  Infinity,
  -Infinity,
];

describe('en-GB numbers without Intl', () => {
  it("are Intl's output at the edges of rounding and grouping", () => {
    for (const d of DECIMALS)
      for (const v of EDGES) {
        expect(formatDecimal(v, d), `${v} ${JSON.stringify(d)}`).toBe(intl(v, d, false));
        expect(formatPounds(v, d), `£${v} ${JSON.stringify(d)}`).toBe(intl(v, d, true));
      }
  });

  it("are Intl's output for 20,000 amounts of every size, sign and number of decimals", () => {
    const next = random(20261128);
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(next() * 12 - 3);
      const decimals = Math.floor(next() * 5);
      // Every other value exactly half-way between two figures of `decimals` decimals (x.yz5 for two),
      // where rounding goes wrong first; the rest anywhere.
      const raw = (next() - 0.3) * magnitude;
      const halfWay = Math.round(raw * 10 ** decimals) / 10 ** decimals + 5 / 10 ** (decimals + 1);
      const v = i % 2 ? halfWay : raw;
      for (const d of DECIMALS) {
        expect(formatDecimal(v, d), `${v} ${JSON.stringify(d)}`).toBe(intl(v, d, false));
        if (d.max !== 3) expect(formatPounds(v, d), `£${v} ${JSON.stringify(d)}`).toBe(intl(v, d, true));
      }
    }
  });

  it('default to what the pages show: up to three decimals, and pence', () => {
    expect(formatDecimal(11500)).toBe('11,500');
    expect(formatDecimal(1234.5678)).toBe('1,234.568');
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-3.2)).toBe('-£3.20');
  });
});
