import { describe, expect, it } from 'vitest';
import { checkPostcode, normalisePostcode, outwardCode } from '../../../contract/uk/index.js';

describe('postcode', () => {
  it('normalises case and spacing to one space before the last three characters', () => {
    expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('m1   1ae')).toBe('M1 1AE');
    expect(normalisePostcode('EC1A 1BB')).toBe('EC1A 1BB');
    expect(outwardCode('ab101ab')).toBe('AB10');
  });

  it('accepts every UK shape and rejects malformed input', () => {
    for (const ok of ['M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB'])
      expect(checkPostcode(ok).ok).toBe(true);
    for (const bad of ['', '1AB 1AB', 'SW1A', 'SW1A 1A', 'ABC 1AA', 'M1 1A1']) {
      const r = checkPostcode(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toBe('invalid');
    }
  });

  it('refuses Northern Ireland, Jersey, Guernsey and the Isle of Man with a reason', () => {
    const cases: [string, string][] = [
      ['BT1 1AA', 'Northern Ireland'],
      ['je2 3ab', 'Jersey'],
      ['GY1 1AA', 'Guernsey'],
      ['IM1 1AA', 'Isle of Man'],
    ];
    for (const [pc, place] of cases) {
      const r = checkPostcode(pc);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.reason).toBe('notGreatBritain');
        expect(r.message).toContain(place);
      }
    }
    // B (Birmingham) and G (Glasgow) share letters with BT and GY but are in Great Britain.
    expect(checkPostcode('B1 1BB').ok).toBe(true);
    expect(checkPostcode('G1 1XQ').ok).toBe(true);
  });
});
