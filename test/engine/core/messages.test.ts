import { describe, expect, it } from 'vitest';
import { formatMessage, setMissingMessagePolicy } from '../../../engine/core/index.js';
import { MissingMessageError } from '../../../engine/core/messages.js';
import { createMessageFormatter } from '../../../engine/react/messages.js';
import { t, tOptional } from '../../../src/i18n/t.js';
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
  it('is the one formatter of the engine, the React binding and the app, with one policy for a missing key', () => {
    expect(createMessageFormatter(messages)('validation.required', { label: 'Postcode' })).toBe(
      'Postcode is required',
    );
    expect(t('validation.required', { label: 'Postcode' })).toBe('Postcode is required');
    expect(tOptional('error.999')).toBeUndefined();
    expect(() => createMessageFormatter(messages)('widget.nope')).toThrow(MissingMessageError);
    // A production build shows a missing key, in brackets, instead of failing the page.
    setMissingMessagePolicy('fallback');
    try {
      expect(formatMessage(messages, 'validation.nope')).toBe('[validation.nope]');
      expect(createMessageFormatter(messages)('widget.nope')).toBe('[widget.nope]');
    } finally {
      setMissingMessagePolicy('throw');
    }
    expect(() => formatMessage(messages, 'validation.nope')).toThrow(MissingMessageError);
  });
});
