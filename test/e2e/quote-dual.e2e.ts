import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { checkA11yAtEachViewport, launchBrowser, newContext, screenshots } from './helpers';
import {
  answerEstimate,
  card,
  chooseAddress,
  expectSupplierChosen,
  fieldId,
  fillField,
  openQuote,
  openUsageTab,
  pickRadio,
  submitToResults,
} from './quote-steps';
import { dualSupplierSelect } from './results-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Address and compare for a dual quote, with the same-supplier answer. */
async function startDual(page: import('playwright-core').Page, postcode: string, sameSupplier: 'Yes' | 'No') {
  await chooseAddress(page, postcode);
  await pickRadio(page, 'quote.compare', 'Gas & Electricity');
  await pickRadio(page, 'quote.same-supplier', sameSupplier);
  const e7 = card(page, 'quote.economy7');
  await e7.waitFor();
  if (!(await e7.getByRole('radio', { name: 'Yes' }).isChecked()))
    await e7.getByRole('radio', { name: 'No' }).check();
}

/** Chooses the first supplier in the dual list when the meters named none. */
async function chooseDualSupplier(page: import('playwright-core').Page) {
  const select = await dualSupplierSelect(page);
  if (select) await select.selectOption({ index: 1 });
  await expectSupplierChosen(page, 'quote.supplier-dual', 'tariffId');
}

describe('quote form: gas and electricity', () => {
  it('dual, same supplier: one supplier, tariff and pay method (dual-consolidated)', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await startDual(page, 'SE1 7PB', 'Yes');
    await pickRadio(page, 'quote.payment-dual', 'Monthly Direct Debit');
    await chooseDualSupplier(page);
    await fillField(page, 'quote.usage-dual', 'gasUsage', '11000');
    await fillField(page, 'quote.usage-dual', 'electricityUsage', '2900');
    await card(page, 'quote.new-payment').waitFor();
    await screenshots(page, 'quote-dual-same-supplier');
    await checkA11yAtEachViewport(page, 'quote form, dual same supplier');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      switchType: 'dualConsolidatedToDualConsolidated',
      currentPayMethod: 'monthlyDirectDebit',
      gasCurrentUsageEstimated: 11000,
      electricityCurrentUsageEstimated: 2900,
      electricityConsumptionExceedsGasConsumption: false,
      accountManagementOnline: 'UnInterested',
      billConsumptionIsEstimated: true,
    });
    expect(typeof body.tariffId).toBe('number');
    await ctx.close();
  });

  it('dual, different suppliers: a supplier and tariff per fuel (dual-distinct), usage by regulator averages', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await startDual(page, 'SE1 7PB', 'No');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await pickRadio(page, 'quote.payment-electricity', 'Cash & Cheque');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await card(page, 'quote.usage-dual').waitFor();
    await openUsageTab(page, 'quote.usage-dual', 'Use regulator averages');
    await pickRadio(page, 'quote.usage-dual', /^Medium: 11,500/);
    await pickRadio(page, 'quote.usage-dual', /^Medium: 2,700/);
    await expect.poll(() => page.locator(fieldId('quote.usage-dual', 'gasUsage')).inputValue()).toBe('11500');
    await screenshots(page, 'quote-dual-averages');
    await checkA11yAtEachViewport(page, 'quote form, regulator averages');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      switchType: 'dualDistinctToDualConsolidated',
      gasCurrentPayMethod: 'monthlyDirectDebit',
      electricityCurrentPayMethod: 'cashOrCheque',
      gasCurrentUsageEstimated: 11500,
      electricityCurrentUsageEstimated: 2700,
    });
    expect(typeof body.gasTariffId).toBe('number');
    expect(typeof body.electricityTariffId).toBe('number');
    await ctx.close();
  });

  it('help me estimate: five questions in a modal, the last answer fills the usage', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await startDual(page, 'NG1 5FS', 'No');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    await card(page, 'quote.usage-dual').waitFor();
    // Cancel closes the modal without answering.
    await openUsageTab(page, 'quote.usage-dual', 'Help Me Estimate');
    const dialog = page.getByRole('dialog', { name: 'Help me estimate' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page, 'quote.usage-dual').getByRole('button', { name: 'Answer the questions' }).click();
    await dialog.getByText('Question 1 of 5').waitFor();
    await screenshots(page, 'quote-estimate-modal');
    await checkA11yAtEachViewport(page, 'help me estimate modal');
    await answerEstimate(page);
    await expect.poll(() => page.locator(fieldId('quote.usage-dual', 'gasUsage')).inputValue()).not.toBe('');
    await expect
      .poll(() => page.locator(fieldId('quote.usage-dual', 'electricityUsage')).inputValue())
      .not.toBe('');
    await screenshots(page, 'quote-estimated');
    const body = await submitToResults(page);
    expect(body.switchType).toBe('dualDistinctToDualConsolidated');
    expect(body.gasCurrentUsageEstimated).toBeGreaterThan(0);
    expect(body.electricityCurrentUsageEstimated).toBeGreaterThan(0);
    await ctx.close();
  });

  it('spend per month: £ a month becomes £ a year in the request', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'BN1 1AA');
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await pickRadio(page, 'quote.usage-gas', 'I spend (£)');
    // In a single-fuel view the other tabs are disabled while the usage is spend.
    await expect
      .poll(() => card(page, 'quote.usage-gas').getByRole('tab', { name: 'Help Me Estimate' }).isDisabled())
      .toBe(true);
    await pickRadio(page, 'quote.usage-gas', 'Month');
    await fillField(page, 'quote.usage-gas', 'gasCost', '800');
    await page.locator(fieldId('quote.usage-gas', 'gasCost')).blur();
    await card(page, 'quote.usage-gas').getByText('Gas spend (£) must be between 10 & 750').waitFor();
    await page.getByText('Please ensure you answered all required fields').waitFor();
    await screenshots(page, 'quote-spend-error');
    // Emptied: one message, that it is required (its range check no longer shows beside it).
    await fillField(page, 'quote.usage-gas', 'gasCost', '');
    const costErrors = page.locator(`${fieldId('quote.usage-gas', 'gasCost')}__error span`);
    await expect.poll(() => costErrors.allInnerTexts()).toEqual(['Gas spend (£) is required']);
    await fillField(page, 'quote.usage-gas', 'gasCost', '65');
    const body = await submitToResults(page);
    expect(body).toMatchObject({ switchType: 'gasToGas', currentCostEstimated: 780 });
    expect(body).not.toHaveProperty('currentUsageEstimated');
    await ctx.close();
  });
});
