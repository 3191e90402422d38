import { describe, expect, it } from 'vitest';
import { normaliseUkPhone } from '../../../contract/uk/index.js';

describe('normaliseUkPhone', () => {
  it('strips punctuation and turns +44 / 0044 into 0', () => {
    expect(normaliseUkPhone('07700 900123')).toBe('07700900123');
    expect(normaliseUkPhone('+44 7700 900123')).toBe('07700900123');
    expect(normaliseUkPhone('0044 (0)20 7946-0000')).toBe('02079460000');
    expect(normaliseUkPhone('(01632) 960 001')).toBe('01632960001');
    expect(normaliseUkPhone('01697 73456')).toBe('0169773456');
  });

  it('returns null for numbers that are not 10-11 digits starting with 0', () => {
    for (const bad of ['7700900123', '0770090012345', '12345', '+33 1 23 45 67 89', 'phone me'])
      expect(normaliseUkPhone(bad)).toBeNull();
  });
});
