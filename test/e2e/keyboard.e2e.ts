/**
 * The journey with the keyboard alone (issue 15, point 5): quote form -> results -> a tariff's details
 * and back to the results using only Tab, Shift+Tab, Enter, Space, arrow keys and typing; at every
 * stop the focus is visible, and on each page change focus is on the new page's heading. Field errors
 * are linked to their fields (aria-invalid and aria-describedby naming the message).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11yAtEachViewport, messages, newContext, openPage, pathOf, sharedBrowser } from './helpers';
import { describedByTexts, expectFocusVisible, expectHeadingFocused, tabToVisibly } from './helpers/keyboard';
import { card, expectSupplierChosen, fieldId, openQuote } from './quote-steps';
import { waitForResults } from './results-steps';

const browser = sharedBrowser();

/** Tabs into a card's radio group, then arrows until the radio named `name` is chosen. */
async function chooseRadio(page: Page, cardId: string, name: string): Promise<void> {
  const section = card(page, cardId);
  await section.waitFor();
  const sel = `[data-card="${cardId}"] input[type="radio"]`;
  await tabToVisibly(page, sel);
  const target = section.getByRole('radio', { name, exact: true });
  for (let i = 0; i < 8 && !(await target.isChecked()); i++) await page.keyboard.press('ArrowDown');
  expect(await target.isChecked()).toBe(true);
}

describe('keyboard only', () => {
  it('quote form -> results -> details -> results: visible focus at every stop, heading focused on each page', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);

    await tabToVisibly(page, fieldId('quote.your-home', 'postcode'));
    await page.keyboard.type('NR1 3QU');
    await tabToVisibly(page, { selector: 'button', text: 'Find address' });
    await page.keyboard.press('Enter');
    const address = page.locator(fieldId('quote.your-home', 'address'));
    await address.waitFor();
    await tabToVisibly(page, fieldId('quote.your-home', 'address'));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => address.inputValue()).not.toBe('');

    await chooseRadio(page, 'quote.compare', 'Gas');
    await chooseRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await tabToVisibly(page, fieldId('quote.usage-gas', 'gasUsage'));
    await page.keyboard.type('12000');
    await tabToVisibly(page, '#quote-submit');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/results/home-energy');
    await waitForResults(page);
    await expectHeadingFocused(page);

    await tabToVisibly(
      page,
      { selector: 'article[data-tariff-id] button', text: 'More Info' },
      { maxTabs: 120 },
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
    await page.getByTestId('labels').waitFor({ timeout: 30_000 });
    await expectHeadingFocused(page);
    // Space works the disclosure as Enter does.
    await tabToVisibly(page, '[data-testid="projection"] button[aria-expanded]', { maxTabs: 120 });
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')))
      .toBe('true');

    // Back to the results with the details' own link, reached going backwards.
    const back = messages['details.back'];
    await tabToVisibly(page, { selector: 'a', text: back }, { back: true, maxTabs: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/results/home-energy');
    await waitForResults(page);
    await expectHeadingFocused(page);
    expect(pathOf(page)).toBe('/results/home-energy');
    await ctx.close();
  });

  it('the focus check can fail: a link whose focus ring is taken away is reported', async () => {
    const ctx = await newContext(browser());
    const { page } = await openPage(ctx, '/terms');
    const link = page.getByRole('contentinfo').getByRole('link').first();
    await tabToVisibly(page, 'footer a', { maxTabs: 120 });
    await expectFocusVisible(page);
    // A style the page's own policy accepts: carrying the reply's nonce, as the app's styles do.
    await page.evaluate((css) => {
      const style = document.createElement('style');
      style.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
      style.textContent = css;
      document.head.append(style);
    }, 'footer a:focus, footer a:focus-visible { outline: none !important; }');
    await link.focus();
    await expect(expectFocusVisible(page)).rejects.toThrow(/no visible focus indicator/);
    await ctx.close();
  });

  it('a field error (a postcode outside Great Britain) is linked to its field: aria-invalid, and aria-describedby names the message', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await tabToVisibly(page, fieldId('quote.your-home', 'postcode'));
    await page.keyboard.type('BT1 1AA');
    await tabToVisibly(page, { selector: 'button', text: 'Find address' });
    await page.keyboard.press('Enter');
    const postcode = page.locator(fieldId('quote.your-home', 'postcode'));
    await expect.poll(() => postcode.getAttribute('aria-invalid')).toBe('true');
    const described = await describedByTexts(page, fieldId('quote.your-home', 'postcode'));
    expect(described).toContain(messages['validation.postcodeNotGB']);
    await checkA11yAtEachViewport(page, 'quote form, postcode error');
    await ctx.close();
  });
});
