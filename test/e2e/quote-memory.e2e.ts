/**
 * The quote form keeps the householder's answers for the whole visit (issue 9 A.6, A.8): Back from
 * the results and a reload return to the filled form; Start again (or a new visit) begins afresh;
 * each usage tab keeps what was typed on it.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';
import type { Page } from 'playwright-core';
import { checkA11yAtEachViewport, sharedBrowser, messages, newContext, screenshots } from './helpers';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fieldId,
  fillField,
  makeGasQuote,
  openEvPanel,
  openQuote,
  openUsageTab,
  pickRadio,
  startGasQuote,
  submitToResults,
} from './quote-steps';

const browser = sharedBrowser();

const postcode = (page: Page) => page.locator(fieldId('quote.your-home', 'postcode'));
const gasUsage = (page: Page) => page.locator(fieldId('quote.usage-gas', 'gasUsage'));
const radio = (page: Page, cardId: string, name: string) =>
  card(page, cardId).getByRole('radio', { name, exact: true });

/** The filled gas form of makeGasQuote, as the householder sees it. */
async function expectFilledGasForm(page: Page, usage: string): Promise<void> {
  await card(page, 'quote.usage-gas').waitFor();
  expect(await postcode(page).inputValue()).toBe('NR1 3QU');
  expect(await page.locator(fieldId('quote.your-home', 'address')).inputValue()).toMatch(/Norwich/);
  expect(await radio(page, 'quote.compare', 'Gas').isChecked()).toBe(true);
  expect(await radio(page, 'quote.payment-gas', 'Monthly Direct Debit').isChecked()).toBe(true);
  expect(await page.locator(fieldId('quote.supplier-gas', 'gasTariffId')).inputValue()).not.toBe('');
  expect(await gasUsage(page).inputValue()).toBe(usage);
  await page.getByRole('button', { name: messages['quote.submit'] }).waitFor();
  expect(await page.getByText(messages['form.banner']).count()).toBe(0);
}

describe('quote form: answers kept for the visit', () => {
  it('Back from the results and a reload return to the filled form; a changed answer makes a new quote', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await makeGasQuote(page, '12000');
    await page.goBack();
    await expectFilledGasForm(page, '12000');
    await screenshots(page, 'quote-back-from-results');
    await page.reload();
    await expectFilledGasForm(page, '12000');
    await checkA11yAtEachViewport(page, 'quote form, restored');
    await fillField(page, 'quote.usage-gas', 'gasUsage', '13000');
    const body = await submitToResults(page);
    expect(body).toMatchObject({ switchType: 'gasToGas', currentUsageEstimated: 13000 });
    await ctx.close();
  });

  it('a reload half way keeps the answers given so far', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await startGasQuote(page, 'Cash & Cheque');
    await page.reload();
    await card(page, 'quote.payment-gas').waitFor();
    expect(await radio(page, 'quote.payment-gas', 'Cash & Cheque').isChecked()).toBe(true);
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await fillField(page, 'quote.usage-gas', 'gasUsage', '9000');
    const body = await submitToResults(page);
    expect(body).toMatchObject({ currentPayMethod: 'cashOrCheque', currentUsageEstimated: 9000 });
    await ctx.close();
  });

  it('a reload while the meters are looked up looks them up again instead of waiting forever', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await page.route(`**${API_ROUTES.meterDetails.path}`, () => undefined);
    await chooseAddress(page, 'NR1 3QU');
    await card(page, 'quote.your-home')
      .getByRole('status')
      .filter({ hasText: messages['quote.meterSearching'] })
      .waitFor();
    await page.unroute(`**${API_ROUTES.meterDetails.path}`);
    await page.reload();
    await expect
      .poll(() => radio(page, 'quote.compare', 'Gas & Electricity').isChecked(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator(fieldId('quote.your-home', 'address')).inputValue()).toMatch(/Norwich/);
    await ctx.close();
  });

  it('Start again empties the form; a new visit starts empty too', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await makeGasQuote(page);
    await page.goBack();
    await expectFilledGasForm(page, '12000');
    await page.getByRole('button', { name: messages['quote.startAgain'] }).click();
    await expect.poll(() => postcode(page).inputValue()).toBe('');
    expect(await card(page, 'quote.compare').count()).toBe(0);
    await page.reload();
    await card(page, 'quote.your-home').waitFor();
    expect(await postcode(page).inputValue()).toBe('');
    // Results now have no quote to show: they send the householder to the form.
    await page.goto(page.url().replace('/switch/home-energy', '/results/home-energy'));
    await page.waitForURL((url) => url.pathname === '/switch/home-energy');

    const other = await openQuote(await newContext(browser()));
    expect(await postcode(other).inputValue()).toBe('');
    await other.context().close();
    await ctx.close();
  });
});

describe('quote form: usage tabs', () => {
  it('each tab keeps what was typed; coming back shows no errors', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await chooseAddress(page, 'SE1 7PB');
    await pickRadio(page, 'quote.compare', 'Gas & Electricity');
    await pickRadio(page, 'quote.same-supplier', 'No');
    const e7 = card(page, 'quote.economy7');
    await e7.waitFor();
    await e7.getByRole('radio', { name: 'No' }).check();
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    const usage = card(page, 'quote.usage-dual');
    await fillField(page, 'quote.usage-dual', 'gasUsage', '11111');
    await fillField(page, 'quote.usage-dual', 'electricityUsage', '2222');
    await page.locator(fieldId('quote.usage-dual', 'electricityUsage')).blur();
    await openUsageTab(page, 'quote.usage-dual', 'Use regulator averages');
    await pickRadio(page, 'quote.usage-dual', /^Medium: 11,500/);
    await openUsageTab(page, 'quote.usage-dual', 'Actual Figures');
    await expect.poll(() => page.locator(fieldId('quote.usage-dual', 'gasUsage')).inputValue()).toBe('11111');
    expect(await page.locator(fieldId('quote.usage-dual', 'electricityUsage')).inputValue()).toBe('2222');
    expect(await usage.locator('.Mui-error').count()).toBe(0);
    expect(await page.getByText(messages['form.banner']).count()).toBe(0);
    // The averages tab kept its choice too.
    await openUsageTab(page, 'quote.usage-dual', 'Use regulator averages');
    expect(await usage.getByRole('radio', { name: /^Medium: 11,500/ }).isChecked()).toBe(true);
    await expect.poll(() => page.locator(fieldId('quote.usage-dual', 'gasUsage')).inputValue()).toBe('11500');
    await openUsageTab(page, 'quote.usage-dual', 'Actual Figures');
    const body = await submitToResults(page);
    expect(body).toMatchObject({
      gasCurrentUsageEstimated: 11111,
      electricityCurrentUsageEstimated: 2222,
    });
    await ctx.close();
  });
});

describe('quote form: the EV panel after Back', () => {
  it('keeps the registration, the car found and the miles typed', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const usage = await openEvPanel(page);
    const registration = page.locator('#quote-usage-electricity_evChargingKWh__registration');
    await registration.fill('EV21 ABC');
    await usage.getByRole('button', { name: 'Find car' }).click();
    await usage.locator('[data-ev-car]').waitFor();
    const miles = page.locator('#quote-usage-electricity_evChargingKWh__miles');
    await miles.fill('9000');
    const kWh = page.locator(fieldId('quote.usage-electricity', 'evChargingKWh'));
    await expect.poll(() => kWh.inputValue()).not.toBe('');
    const estimated = await kWh.inputValue();
    await submitToResults(page);
    await page.goBack();
    await usage.locator('[data-ev-car]').waitFor();
    expect(await registration.inputValue()).toBe('EV21 ABC');
    expect(await miles.inputValue()).toBe('9000');
    expect(await kWh.inputValue()).toBe(estimated);
    await ctx.close();
  });
});
