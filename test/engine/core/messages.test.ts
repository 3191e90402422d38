import { describe, expect, it } from 'vitest';
import { formatMessage, MissingMessageError } from '../../../engine/core/index.js';
import { messages } from './helpers.js';

describe('formatMessage', () => {
  it('fills placeholders from the real catalogue', () => {
    expect(formatMessage(messages, 'validation.required', { label: 'Postcode' })).toBe(
      'Postcode is required',
    );
    expect(formatMessage(messages, 'validation.between', { label: 'Cost', min: 120, max: 9000 })).toBe(
      'Cost must be between 120 & 9000',
    );
  });
  it('leaves an unfilled placeholder visible', () => {
    expect(formatMessage({ k: '{a} and {b}' }, 'k', { a: 1 })).toBe('1 and {b}');
  });
  it('throws on a missing key (and on inherited names)', () => {
    expect(() => formatMessage(messages, 'validation.nope')).toThrow(MissingMessageError);
    expect(() => formatMessage({}, 'toString')).toThrow('message key "toString" is not in the catalogue');
  });
});
