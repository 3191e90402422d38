/**
 * The quote form's lookups as a householder meets them (issue 9 A.2, A.4, A.5, A.11): a meter
 * lookup in progress is progress, not an error; a failed one offers a retry or typed meter numbers;
 * a business address says plainly why and lets the householder choose again; a changed postcode
 * drops the address chosen for the old one; only a valid postcode is re-spaced.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';
import type { Page, Route } from 'playwright-core';
import {
  checkA11y,
  checkA11yAtEachViewport,
  sharedBrowser,
  messages,
  newContext,
  screenshots,
} from './helpers';
import {
  answerEstimate,
  card,
  chooseAddress,
  fieldId,
  openQuote,
  openUsageTab,
  pickRadio,
} from './quote-steps';

const browser = sharedBrowser();

const METERS = `**${API_ROUTES.meterDetails.path}`;
const BANNER = messages['form.banner'];

/** Holds the meter lookup until `release()` is called (a slow API), then lets it through. */
async function holdMeters(page: Page): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(METERS, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Errors shown in the home card (red helper texts), as a householder reads them. */
const homeErrors = (page: Page) => card(page, 'quote.your-home').locator('.Mui-error').allTextContents();

describe('quote form: lookups', () => {
  it('a meter lookup in progress shows as loading (a status), not as a red error with the banner', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const meters = await holdMeters(page);
    await chooseAddress(page, 'NR1 3QU');
    const status = card(page, 'quote.your-home').getByRole('status').filter({
      hasText: messages['quote.meterSearching'],
    });
    await status.waitFor();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(await homeErrors(page)).toEqual([]);
    expect(await page.getByText(BANNER).count()).toBe(0);
    expect(await page.locator(fieldId('quote.your-home', 'address')).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    await screenshots(page, 'quote-meters-loading');
    await checkA11yAtEachViewport(page, 'quote form, meters loading');
    meters.release();
    await card(page, 'quote.compare').waitFor();
    await status.waitFor({ state: 'detached' });
    await ctx.close();
  });

  it('a failed meter lookup says so, and Try again finds the meters', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await page.route(METERS, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Meter data is unavailable' } }),
    );
    await chooseAddress(page, 'NR1 3QU');
    const home = card(page, 'quote.your-home');
    await home.getByText(messages['quote.meterLookupFailed']).waitFor();
    await screenshots(page, 'quote-meters-failed');
    await checkA11yAtEachViewport(page, 'quote form, meter lookup failed');
    await page.unroute(METERS);
    await home.getByRole('button', { name: messages['quote.meterRetry'] }).click();
    // The meters are found now: the address's defaults (gas and electricity) are chosen.
    await expect
      .poll(() => card(page, 'quote.compare').getByRole('radio', { name: 'Gas & Electricity' }).isChecked())
      .toBe(true);
    expect(await home.getByText(messages['quote.meterLookupFailed']).count()).toBe(0);
    await ctx.close();
  });

  it('after a failed meter lookup the householder may type the meter numbers instead', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await page.route(METERS, (route) => route.fulfill({ status: 503, json: { statusCode: 503 } }));
    await chooseAddress(page, 'AB10 1AB');
    const home = card(page, 'quote.your-home');
    await home.getByRole('button', { name: messages['quote.meterEnterNumbers'] }).click();
    const mpan = home.getByLabel(messages['quote.meterMpan']);
    await mpan.fill('12345');
    await home.getByRole('button', { name: messages['quote.meterNumbersUse'] }).click();
    await home.getByText(messages['validation.mpanInvalid']).waitFor();
    // An Economy 7 (02) meter's number, as printed on a bill (spaces allowed).
    await mpan.fill('02 811 100 1700006573311');
    await home.getByRole('button', { name: messages['quote.meterNumbersUse'] }).click();
    await pickRadio(page, 'quote.compare', 'Electricity');
    // The typed MPAN is an 02 (Economy 7) meter: the Economy 7 question is asked and answered Yes.
    await expect
      .poll(() => card(page, 'quote.economy7').getByRole('radio', { name: 'Yes' }).isChecked())
      .toBe(true);
    await ctx.close();
  });

  it('a business (non-domestic) address says plainly the service is for homes, and another can be chosen', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await chooseAddress(page, 'EC1A 1BB');
    const home = card(page, 'quote.your-home');
    await home.getByText(messages['quote.nonDomesticHelp']).waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);
    await screenshots(page, 'quote-non-domestic-help');
    await checkA11yAtEachViewport(page, 'quote form, business address');
    // The list stays usable: another address of the same postcode can be chosen.
    const address = page.locator(fieldId('quote.your-home', 'address'));
    await address.selectOption({ index: 2 });
    await home.getByText(messages['quote.nonDomesticHelp']).waitFor();
    // ... and a home at another postcode is quoted.
    await chooseAddress(page, 'NR1 3QU');
    await card(page, 'quote.compare').waitFor();
    expect(await home.getByText(messages['quote.nonDomesticHelp']).count()).toBe(0);
    await ctx.close();
  });

  it('changing the postcode without Find address drops the address and meters chosen for the old one', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await chooseAddress(page, 'NR1 3QU');
    await card(page, 'quote.compare').waitFor();
    await page.locator(fieldId('quote.your-home', 'postcode')).fill('SE1 7PB');
    // Nothing of the old address is left to quote for.
    await card(page, 'quote.compare').waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'View Your Quotes' }).count()).toBe(0);
    expect(await page.getByText(/Church Street, Norwich/).count()).toBe(0);
    await card(page, 'quote.your-home').getByText(messages['quote.addressSearchFirst']).waitFor();
    // Find address then lists the new postcode's addresses.
    await page.getByRole('button', { name: 'Find address' }).click();
    const address = page.locator(fieldId('quote.your-home', 'address'));
    await expect.poll(() => address.locator('option').nth(1).textContent()).toMatch(/SE1 7PB/);
    await ctx.close();
  });

  it('only a valid postcode is re-spaced; an invalid one stays as typed, with its message', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const postcode = page.locator(fieldId('quote.your-home', 'postcode'));
    await postcode.fill('12345');
    await page.getByRole('button', { name: 'Find address' }).click();
    await card(page, 'quote.your-home').getByText('Postcode is invalid.').waitFor();
    expect(await postcode.inputValue()).toBe('12345');
    await postcode.fill('sw1a1aa');
    await page.getByRole('button', { name: 'Find address' }).click();
    await expect.poll(() => postcode.inputValue()).toBe('SW1A 1AA');
    await ctx.close();
  });

  it('a failed usage estimate says so instead of showing 0 kWh, and Try again estimates', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await page.route(`**${API_ROUTES.estimateUsage.path}**`, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503, message: 'Estimates are unavailable' } }),
    );
    await chooseAddress(page, 'NR1 3QU');
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await openUsageTab(page, 'quote.usage-gas', 'Help Me Estimate');
    await answerEstimate(page);
    const usage = card(page, 'quote.usage-gas');
    await usage.getByText(messages['quote.estimate.failed']).waitFor();
    await checkA11y(page, 'quote form, estimate failed');
    await page.unroute(`**${API_ROUTES.estimateUsage.path}**`);
    await usage.getByRole('button', { name: messages['quote.estimate.retry'] }).click();
    await expect
      .poll(() => page.locator(fieldId('quote.usage-gas', 'gasUsage')).inputValue())
      .toMatch(/^[1-9]\d+$/);
    expect(await usage.getByText(messages['quote.estimate.failed']).count()).toBe(0);
    await page.locator('#quote-submit').waitFor();
    await ctx.close();
  });

  it('a failed address search can be tried again with the same postcode', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await page.route(`**${API_ROUTES.verifiedAddresses.path}**`, (route) =>
      route.fulfill({ status: 503, json: { statusCode: 503 } }),
    );
    await page.locator(fieldId('quote.your-home', 'postcode')).fill('NR1 3QU');
    await page.getByRole('button', { name: 'Find address' }).click();
    await card(page, 'quote.your-home').getByText(messages['quote.addressFailed']).waitFor();
    await page.unroute(`**${API_ROUTES.verifiedAddresses.path}**`);
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.locator(fieldId('quote.your-home', 'address')).selectOption({ index: 1 });
    await card(page, 'quote.compare').waitFor();
    await ctx.close();
  });
});
