import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { QUOTE_ROUTES } from '../../contract/api/routes';
import { checkA11yAtEachViewport, launchBrowser, newContext, screenshots } from './helpers';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fieldId,
  fillField,
  openEvPanel,
  openQuote,
  pickRadio,
  submitToResults,
  tabTo,
} from './quote-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quote form: electricity', () => {
  it('electricityToElectricity with the keyboard only: postcode to results', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await tabTo(page, fieldId('quote.your-home', 'postcode'));
    await page.keyboard.type('CV1 5FB');
    await page.keyboard.press('Enter');
    await page.locator(fieldId('quote.your-home', 'address')).waitFor();
    await tabTo(page, fieldId('quote.your-home', 'address'));
    await page.keyboard.press('ArrowDown');
    await card(page, 'quote.compare').waitFor();
    // The default is Gas & Electricity (both supplies): move to Electricity with the arrow keys.
    await tabTo(page, '[name="quote-compare_compareFuel"]:checked');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('#quote-compare_compareFuel-1').isChecked()).toBe(true);
    await card(page, 'quote.payment-electricity').waitFor();
    await tabTo(page, '[name="quote-payment-electricity_electricityCurrentPayMethod"]');
    await page.keyboard.press('Space');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await tabTo(page, fieldId('quote.usage-electricity', 'electricityUsage'));
    await page.keyboard.type('3100');
    await card(page, 'quote.new-payment').waitFor();
    await tabTo(page, '#quote-submit');
    const request = page.waitForRequest((r) => r.url().endsWith(QUOTE_ROUTES.electricityToElectricity.path));
    await page.keyboard.press('Enter');
    const body = (await request).postDataJSON();
    await page.waitForURL((url) => url.pathname === '/results/home-energy');
    expect(body).toMatchObject({
      switchType: 'electricityToElectricity',
      currentUsageEstimated: 3100,
      currentPayMethod: 'monthlyDirectDebit',
    });
    expect(body).not.toHaveProperty('economy7Percentage');
    await ctx.close();
  });

  it('an Economy 7 (02) meter asks for the night share, sent with the quote', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'AB10 1AB');
    await pickRadio(page, 'quote.compare', 'Electricity');
    // The 02 meter answers the Economy 7 question.
    await expect
      .poll(() => card(page, 'quote.economy7').getByRole('radio', { name: 'Yes' }).isChecked())
      .toBe(true);
    await pickRadio(page, 'quote.payment-electricity', 'Quarterly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await fillField(page, 'quote.usage-electricity', 'electricityUsage', '3900');
    const night = card(page, 'quote.night-usage');
    await night.waitFor();
    await expect(night.getByText('Homes heated mainly by electricity average 42%')).toBeTruthy();
    await expect.poll(() => night.getByRole('slider').getAttribute('aria-valuenow')).toBe('42');
    await night.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await screenshots(page, 'quote-economy7');
    await checkA11yAtEachViewport(page, 'quote form, Economy 7');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      switchType: 'electricityToElectricity',
      economy7Percentage: 43,
      isEconomy7: true,
    });
    await ctx.close();
  });

  it('the EV panel finds a car by registration and adds its charging to the electricity usage', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    const usage = await openEvPanel(page);
    await page.locator('#quote-usage-electricity_evChargingKWh__registration').fill('EV21 ABC');
    await usage.getByRole('button', { name: 'Find car' }).click();
    const kWh = page.locator(fieldId('quote.usage-electricity', 'evChargingKWh'));
    await expect.poll(() => kWh.inputValue()).not.toBe('');
    const estimated = Number(await kWh.inputValue());
    expect(estimated).toBeGreaterThan(1000);
    // Shown and editable: the householder knows better.
    await kWh.fill('2000');
    await page.locator('#quote-usage-electricity_evChargingKWh__miles').fill('8000');
    await kWh.fill('2000');
    await screenshots(page, 'quote-ev-panel');
    await checkA11yAtEachViewport(page, 'quote form, EV panel');
    const body = await submitToResults(page);
    expect(body).toMatchObject({ switchType: 'electricityToElectricity', currentUsageEstimated: 4700 });
    await ctx.close();
  });
});
