import { describe, expect, it } from 'vitest';
import { addressLine, durationText } from '../../../src/widgets/addressText';

describe('how the sign-up shows a previous address', () => {
  it('a time lived there in words, with one year and one month singular and a zero part left out', () => {
    expect(durationText(12)).toBe('1 year');
    expect(durationText(6)).toBe('6 months');
    expect(durationText(13)).toBe('1 year 1 month');
    expect(durationText(30)).toBe('2 years 6 months');
    expect(durationText(0)).toBe('0 months');
  });
  it('the postcode with its space; one not of the UK shape as stored', () => {
    expect(addressLine({ line1: '1 Old Road', city: 'Leeds', postcode: 'LS11AA' })).toBe(
      '1 Old Road, Leeds, LS1 1AA',
    );
    expect(addressLine({ line1: '1 Old Road', postcode: 'NOPE' })).toBe('1 Old Road, NOPE');
  });
});
