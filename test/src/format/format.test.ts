import { describe, expect, it } from 'vitest';
import { formatDate, formatGBP, formatGBPWhole, formatKwh } from '../../../src/format';

describe('UK formatting', () => {
  it('formats pounds the UK way', () => {
    expect(formatGBP(1234.5)).toBe('£1,234.50');
    expect(formatGBPWhole(1234.5)).toBe('£1,235');
    expect(formatKwh(11500)).toBe('11,500 kWh');
  });

  it('writes dates day month year in UK time', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 March 2026');
    // 23:30 UTC on 31 May is already 1 June in London (BST).
    expect(formatDate('2026-05-31T23:30:00Z')).toBe('1 June 2026');
  });
});
