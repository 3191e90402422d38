import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkA11yAtEachViewport, launchBrowser, newContext, screenshots } from './helpers';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
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

describe('quote form: gas only', () => {
  it('gasToGas: postcode to results, supplier and tariff defaulted from the meter', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'nr1 3qu');
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await card(page, 'quote.usage-gas').waitFor();
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
    await card(page, 'quote.new-payment').waitFor();
    await screenshots(page, 'quote-gas-filled');
    await checkA11yAtEachViewport(page, 'quote form, gas');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      switchType: 'gasToGas',
      currentUsageEstimated: 12000,
      utilityPeriod: 'Annually',
      currentPayMethod: 'monthlyDirectDebit',
    });
    await ctx.close();
  });
});
