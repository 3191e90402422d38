import { describe, expect, it } from 'vitest';
import { formatDate, formatGBP, formatGBPWhole, formatKwh } from '../../../src/format';
import { formatTonnes } from '../../../src/format/carbon';
import { formatTonnes as formatKgAsTonnes } from '../../../src/features/results/format';
import { t } from '../../../src/i18n/t';

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

  it('shows a carbon footprint in one unit and one rounding on every page', () => {
    // The footprint of the issue: 2.5 on results, 2.45 on Switch Complete and the offset page before.
    expect(formatKgAsTonnes(2450)).toBe('2.5');
    expect(formatTonnes(2.45)).toBe('2.5');
    expect(formatTonnes(3)).toBe('3.0');
    const shown = (key: 'results.carbon.amount' | 'complete.carbon.amount' | 'carbon.footprint') =>
      /([\d.]+ \S+) of CO₂ a year/.exec(t(key, { tonnes: formatTonnes(2.45) }))?.[1];
    expect(shown('results.carbon.amount')).toBe('2.5 tonnes');
    expect(shown('complete.carbon.amount')).toBe('2.5 tonnes');
    expect(shown('carbon.footprint')).toBe('2.5 tonnes');
  });
});
