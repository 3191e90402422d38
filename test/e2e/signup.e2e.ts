/**
 * Sign-up end to end (issue 13): from the quote form through results' Switch Now to Switch Complete,
 * for each switch type (gas, electricity, dual from one supplier and from two) and each pay method
 * (monthly and quarterly direct debit, prepayment), against the real server and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkA11yAtEachViewport, launchBrowser, newContext, pathOf, screenshots } from './helpers';
import {
  answerAddress,
  answerDetails,
  answerPayment,
  answerTerms,
  answerAll,
  completeSwitch,
  continueTo,
  expectSwitchComplete,
  quoteToSignUp,
  switchNow,
} from './signup-steps';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fillField,
  openQuote,
  pickRadio,
  submitToResults,
} from './quote-steps';
import { closeFilters, openFilters, waitForResults } from './results-steps';
import { API_ROUTES } from '../../contract/api/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Everything the app keeps in the browser's storage, as text. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]));
}

describe('sign-up', () => {
  it('gas, monthly Direct Debit: every section, axe and screenshots at both widths, bank details never stored, Switch Complete', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'gas');
    const monthly = await page.locator('[data-cost-row="total"] [data-monthly]').textContent();
    const annual = await page.locator('[data-cost-row="total"] [data-annual]').textContent();
    expect(Number(monthly!.replace(/[£,]/g, ''))).toBe(Math.ceil(Number(annual!.replace(/[£,]/g, '')) / 12));
    await checkA11yAtEachViewport(page, 'sign-up details');
    await screenshots(page, 'sign-up details');
    await answerDetails(page);
    await continueTo(page, 'address');
    await checkA11yAtEachViewport(page, 'sign-up address');
    await screenshots(page, 'sign-up address');
    await answerAddress(page);
    await continueTo(page, 'terms');
    await checkA11yAtEachViewport(page, 'sign-up terms');
    await screenshots(page, 'sign-up terms (default consents)');
    await answerTerms(page);
    await continueTo(page, 'payment');
    await answerPayment(page);
    await checkA11yAtEachViewport(page, 'sign-up payment');
    await screenshots(page, 'sign-up payment');
    await continueTo(page, 'confirm');
    await checkA11yAtEachViewport(page, 'sign-up confirm');
    await screenshots(page, 'sign-up confirm');
    // Saved answers are written shortly after each change: wait past that, then look at storage.
    await page.waitForTimeout(600);
    const stored = await storedText(page);
    expect(stored).toContain('Lovelace');
    for (const secret of ['66374958', 'A Lovelace', '089999', 'accountNumber', 'sortCode'])
      expect(stored).not.toContain(secret);
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);

  it('prepayment: no payment section, the prepayment meter type is asked, Switch Complete', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'gas', 'Prepayment');
    expect(
      await page
        .locator('[data-section-item]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-section-item'))),
    ).toEqual(['details', 'address', 'terms', 'confirm']);
    await answerAll(page);
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);

  it('electricity (Economy 7): the MPAN is asked and checked, Switch Complete', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'economy7');
    await answerAll(page);
    await screenshots(page, 'sign-up electricity confirm');
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);

  it('dual fuel: both fuels and the total in the summary, Switch Complete', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'dual');
    expect(await page.locator('[data-cost-row]').count()).toBe(3);
    await answerAll(page);
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);

  it('dual fuel from two suppliers, Quarterly Direct Debit chosen on results: the key is for that plan, the payment section is asked, Switch Complete', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'SE1 7PB');
    await pickRadio(page, 'quote.compare', 'Gas & Electricity');
    await pickRadio(page, 'quote.same-supplier', 'No');
    const e7 = card(page, 'quote.economy7');
    await e7.waitFor();
    if (!(await e7.getByRole('radio', { name: 'Yes' }).isChecked()))
      await e7.getByRole('radio', { name: 'No' }).check();
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await fillField(page, 'quote.usage-dual', 'gasUsage', '11500');
    await fillField(page, 'quote.usage-dual', 'electricityUsage', '2700');
    await card(page, 'quote.new-payment').waitFor();
    expect((await submitToResults(page)).switchType).toBe('dualDistinctToDualConsolidated');
    await waitForResults(page);
    const panel = await openFilters(page);
    await panel
      .getByRole('radiogroup', { name: 'Payment type' })
      .getByRole('radio', { name: 'Quarterly Direct Debit' })
      .check();
    await closeFilters(page);
    const keyRequest = page.waitForRequest((r) => r.url().endsWith(API_ROUTES.switchKey.path));
    await switchNow(page);
    const key = (await keyRequest).postDataJSON() as {
      switchType: string;
      switchPlan: Record<string, { payMethod: string }>;
    };
    expect(key.switchType).toBe('dualDistinctToDualConsolidated');
    expect(Object.keys(key.switchPlan).sort()).toEqual(['electricity', 'gas']);
    // Either spelling the API accepts (the sign-up stage's is `QuaterlyDirectDebit`, spelled so).
    for (const part of Object.values(key.switchPlan))
      expect(part.payMethod).toMatch(/^quar?terlyDirectDebit$/i);
    expect(await page.locator('[data-section-item="payment"]').count()).toBe(1);
    await answerAll(page);
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);

  it('a supplier refusing the terms shows its alert and keeps every answer; fixed and pressed again, one switch completes', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'gas');
    await answerAll(page, 'fail-terms@sandbox.invalid');
    await completeSwitch(page);
    const alert = page.locator('[data-signup-alert]');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('Supplier terms could not be saved.');
    expect(pathOf(page)).toBe('/details');
    await screenshots(page, 'sign-up terms refused');
    // Every answer is still there: back to the details, fix the email, and complete again.
    await page.locator('[data-change="details"]').click();
    await page.locator('#signup-details_emailAddress').fill('ada@example.com');
    await page.locator('[data-change="confirm"]').click();
    await completeSwitch(page);
    await expectSwitchComplete(page);
    await ctx.close();
  }, 240_000);
});
