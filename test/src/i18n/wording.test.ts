import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/t';

/**
 * The spec quotes two texts with slips in them; the product says them correctly
 * (docs/decisions/0042-the-specs-slips-said-correctly.md). The test looks for the slips, not for the
 * words: product staff may reword either message (a text change needs only `npm run journey:accept`),
 * but not bring a slip back.
 */
describe('wording', () => {
  it("does not repeat the spec's two slips", () => {
    // The spec writes 'You must be at least 18 year old' and 'Something appears to have happen to our servers'.
    const minimumAge = t('validation.minimumAge');
    expect(minimumAge).toMatch(/\b18\b/);
    expect(minimumAge).not.toMatch(/\b18 year old\b/);
    const serverError = t('error.500');
    expect(serverError).not.toBe('');
    expect(serverError).not.toMatch(/\bhave happen\b/);
  });
});
