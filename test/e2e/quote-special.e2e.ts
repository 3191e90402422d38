import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_ROUTES } from '../../contract/api/routes';
import type { Browser } from 'playwright-core';
import { checkA11yAtEachViewport, launchBrowser, messages, newContext, screenshots } from './helpers';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fieldId,
  fillField,
  openQuote,
  pickRadio,
  submitToResults,
} from './quote-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('quote form: special addresses and failures', () => {
  it('prepayment on one fuel only forces separate quotes; a prepayment quote has no new-tariff method to ask', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'M1 1AE');
    const compare = card(page, 'quote.compare');
    await compare.waitFor();
    await compare.getByRole('radio', { name: 'Gas & Electricity' }).check();
    // The error shows once the question is left (the engine's display mode: touched or submitted).
    await page.keyboard.press('Tab');
    await compare.getByText(/we compare them separately/).waitFor();
    expect(await card(page, 'quote.same-supplier').count()).toBe(0);
    await compare.getByRole('radio', { name: 'Electricity', exact: true }).check();
    const e7 = card(page, 'quote.economy7');
    await e7.waitFor();
    if (!(await e7.getByRole('radio', { name: 'Yes' }).isChecked()))
      await e7.getByRole('radio', { name: 'No' }).check();
    // The electricity meter is prepayment: its pay method is set already, and must stay prepayment.
    const pay = card(page, 'quote.payment-electricity');
    await expect.poll(() => pay.getByRole('radio', { name: 'Prepayment' }).isChecked()).toBe(true);
    await pay.getByRole('radio', { name: 'Monthly Direct Debit' }).check();
    await page.keyboard.press('Tab');
    await pay.getByText('Must be a Prepayment meter').waitFor();
    await pay.getByRole('radio', { name: 'Prepayment' }).check();
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await fillField(page, 'quote.usage-electricity', 'electricityUsage', '2500');
    await page.locator('#quote-submit').waitFor();
    expect(await card(page, 'quote.new-payment').count()).toBe(0);
    await screenshots(page, 'quote-prepayment');
    await checkA11yAtEachViewport(page, 'quote form, prepayment');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      switchType: 'electricityToElectricity',
      currentPayMethod: 'prePaymentMeter',
      newTariffPaymentMethod: 'prePaymentMeter',
    });
    await ctx.close();
  });

  it('a non-domestic address: Non Domestic Meter Type Identified! and no quote', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'EC1A 1BB');
    await card(page, 'quote.your-home').getByText('Non Domestic Meter Type Identified!').waitFor();
    expect(await card(page, 'quote.compare').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'View Your Quotes' }).count()).toBe(0);
    await screenshots(page, 'quote-non-domestic');
    await checkA11yAtEachViewport(page, 'quote form, non-domestic');
    await ctx.close();
  });

  it('a Northern Ireland postcode is refused with a clear message', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await page.locator(fieldId('quote.your-home', 'postcode')).fill('BT1 1AA');
    await page.getByRole('button', { name: 'Find address' }).click();
    await card(page, 'quote.your-home').getByText(messages['validation.postcodeNotGB']).waitFor();
    await ctx.close();
  });

  it('a failed quote creation shows the server message in a red Error alert and keeps every answer', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await page.route(`**${QUOTE_ROUTES.gasToGas.path}`, (route) =>
      route.fulfill({
        status: 400,
        json: { statusCode: 400, error: 'Bad Request', message: 'That tariff is no longer available.' },
      }),
    );
    await chooseAddress(page, 'OX1 1AA');
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Cash & Cheque');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await fillField(page, 'quote.usage-gas', 'gasUsage', '9000');
    await page.getByRole('button', { name: 'View Your Quotes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'That tariff is no longer available.' });
    await alert.waitFor();
    await alert.getByText('Error', { exact: true }).waitFor();
    expect(await page.locator(fieldId('quote.usage-gas', 'gasUsage')).inputValue()).toBe('9000');
    expect(
      await card(page, 'quote.payment-gas').getByRole('radio', { name: 'Cash & Cheque' }).isChecked(),
    ).toBe(true);
    await screenshots(page, 'quote-create-failed');
    await checkA11yAtEachViewport(page, 'quote form, creation failed');
    // Fixing nothing and trying again against the real server now works.
    await page.unroute(`**${QUOTE_ROUTES.gasToGas.path}`);
    await submitToResults(page);
    await ctx.close();
  });
});
