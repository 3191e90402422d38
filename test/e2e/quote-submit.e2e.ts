/**
 * "View Your Quotes" with a slow API (issue 9 A.3): one press, one quote. The button is busy (and
 * says so) until the reply, and pressing it again meanwhile creates nothing.
 */
import { describe, expect, it } from 'vitest';
import { QUOTE_ROUTES } from '../../contract/api/routes';
import { checkA11y, sharedBrowser, messages, newContext, pathOf } from './helpers';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fillField,
  openQuote,
  pickRadio,
  startGasQuote,
} from './quote-steps';

const browser = sharedBrowser();

describe('quote form: submitting', () => {
  it('a double press with a slow API creates one quote; the button is busy until the reply', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await startGasQuote(page);
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');

    let creates = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${QUOTE_ROUTES.gasToGas.path}`, async (route) => {
      creates += 1;
      await released;
      await route.continue();
    });
    const button = page.locator('#quote-submit');
    await button.dblclick();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    // Visible progress: a spinner and words in the button (the spinner is decoration for screen readers).
    await button.locator('.MuiCircularProgress-root').waitFor();
    await expect(button.textContent()).resolves.toContain(messages['quote.submitting']);
    await checkA11y(page, 'quote form, submitting');
    await page.waitForTimeout(500);
    expect(creates).toBe(1);
    release();
    await page.waitForURL((url) => url.pathname === '/results/home-energy');
    expect(pathOf(page)).toBe('/results/home-energy');
    expect(creates).toBe(1);
    await ctx.close();
  });

  it('until every question is answered, the page says so where the button will be', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const hint = page.getByRole('main').getByText(messages['quote.submitHint']);
    await hint.waitFor();
    await chooseAddress(page, 'NR1 3QU');
    await pickRadio(page, 'quote.compare', 'Gas');
    // The pay method is not answered yet: no button, and the hint says why.
    await card(page, 'quote.payment-gas').waitFor();
    expect(await hint.count()).toBe(1);
    expect(await page.locator('#quote-submit').count()).toBe(0);
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
    await page.locator('#quote-submit').waitFor();
    expect(await hint.count()).toBe(0);
    await ctx.close();
  });
});
