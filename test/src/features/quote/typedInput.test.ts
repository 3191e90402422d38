import { describe, expect, it } from 'vitest';
import { shownPostcode } from '../../../../src/widgets/PostcodeSearchWidget';
import { milesOf } from '../../../../src/widgets/EvPanelWidget';

describe('what the householder typed, read back', () => {
  it('shows a postcode of the UK shape with its space and anything else as stored', () => {
    expect(shownPostcode('SW1A1AA')).toBe('SW1A 1AA');
    expect(shownPostcode('12345')).toBe('12345');
    // A real postcode outside Great Britain is still a postcode: spaced (its own message refuses it).
    expect(shownPostcode('BT11AA')).toBe('BT1 1AA');
    expect(shownPostcode('SW1A1AAA')).toBe('SW1A1AAA');
    expect(shownPostcode(undefined)).toBe('');
  });

  it('reads annual miles as a whole number, thousands separators allowed, else nothing', () => {
    expect(milesOf('7400')).toBe(7400);
    expect(milesOf('10,000')).toBe(10000);
    expect(milesOf(' 8 000 ')).toBe(8000);
    expect(milesOf('lots')).toBeNull();
    expect(milesOf('12.5')).toBeNull();
    expect(milesOf('-3')).toBeNull();
  });
});
