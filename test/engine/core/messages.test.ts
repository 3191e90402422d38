import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../../engine/core/index.js';
import { MissingMessageError, setMissingMessagePolicy } from '../../../engine/core/messages.js';
import { createMessageFormatter } from '../../../engine/react/messages.js';
import { t, tOptional, type MessageKey } from '../../../src/i18n/t.js';
import { appMessages, messages } from './helpers.js';

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

describe('plural messages: one mechanism, in the formatter', () => {
  // Every catalogue message with a count, at 0, 1 and 2: the count picks the form, never the caller.
  const cases: [string, Record<string, number>, [string, string, string]][] = [
    ['results.count', {}, ['0 tariffs', '1 tariff', '2 tariffs, cheapest first']],
    [
      'results.showMore',
      { total: 2 },
      [
        'Show 0 more tariffs (2 not shown yet)',
        'Show 1 more tariff (2 not shown yet)',
        'Show 2 more tariffs (2 not shown yet)',
      ],
    ],
    ['results.features.more', {}, ['Show 0 more features', 'Show 1 more feature', 'Show 2 more features']],
    [
      'filters.chosenSuppliers',
      {},
      ['Showing 0 chosen suppliers.', 'Showing 1 chosen supplier.', 'Showing 2 chosen suppliers.'],
    ],
    ['filters.count', {}, ['0 plans shown', '1 plan shown', '2 plans shown']],
    ['signup.address.chooseHint', {}, ['0 addresses found', '1 address found', '2 addresses found']],
    ['signup.previous.years', {}, ['0 years', '1 year', '2 years']],
    ['signup.previous.months', {}, ['0 months', '1 month', '2 months']],
  ];
  it.each(cases)('%s at 0, 1 and 2', (key, params, expected) => {
    expect([0, 1, 2].map((count) => t(key as MessageKey, { ...params, count }))).toEqual(expected);
  });
  it('results.onlySwitchable: none says so in its own sentence; one tariff matches, two match', () => {
    const [none, one, two] = [0, 1, 2].map((count) => t('results.onlySwitchable', { count }));
    expect(none).toContain('none of them matches your other filters');
    expect(one).toContain('1 more tariff matches your other filters: you would switch to it directly');
    expect(two).toContain('2 more tariffs match your other filters: you would switch to those directly');
  });
  it('picks a form only for a numeric count; a key with no plural forms is as written', () => {
    const catalogue = { k: '{count} things', 'k#one': '{count} thing', 'k#=0': 'nothing' };
    expect(formatMessage(catalogue, 'k', { count: '1' })).toBe('1 things');
    expect(formatMessage(catalogue, 'k', { count: 1.5 })).toBe('1.5 things');
    expect(formatMessage(catalogue, 'k', { count: 0 })).toBe('nothing');
    expect(t('quote.addressPlaceholder', { count: 1 })).toBe('Select your address (1 found)');
  });
  it('leaves no message choosing its own singular: no app catalogue key is a One variant', () => {
    expect(Object.keys(appMessages).filter((k) => /One$/.test(k))).toEqual([]);
  });
});
