import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/t';

describe('wording', () => {
  it("says the spec's two slips correctly (README: Words)", () => {
    // The spec writes 'at least 18 year old' and 'have happen': shown as English, not as written.
    expect(t('validation.minimumAge')).toBe('You must be at least 18 years old');
    expect(t('error.500')).toBe('Something appears to have happened to our servers. Please try again later.');
  });
});
