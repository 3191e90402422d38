/**
 * What the quote form's journey rules do as a householder answers (issue 9 A.1, A.7, A.9): an address
 * with no gas supply, a prepayment answer that does not match the other fuel's, and supplier and tariff
 * lists that follow the pay method and the Economy 7 answer. Against the real server and its bundled sample addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { checkA11yAtEachViewport, launchBrowser, messages, newContext, screenshots } from './helpers';
import { API_ROUTES } from '../../contract/api/routes';
import { card, chooseAddress, fieldId, openQuote, pickRadio } from './quote-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The bodies of the POSTs to an API path made from now on. */
function recordPosts(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The last of `requests` for the gas supply's lists. */
function lastGas(requests: Array<Record<string, unknown>>): Record<string, unknown> | undefined {
  return requests.filter((r) => r.switchType === 'gasToGas').at(-1);
}

/** The option texts of a select. */
async function optionTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(`${selector} option`).allTextContents();
}

describe('quote form: rules as the householder answers', () => {
  it('an address with no gas supply defaults to Electricity and says so; Gas can still be chosen', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await chooseAddress(page, 'IV1 1QX');
    const compare = card(page, 'quote.compare');
    await compare.getByText(messages['quote.noGasSupply']).waitFor();
    await expect
      .poll(() => compare.getByRole('radio', { name: 'Electricity', exact: true }).isChecked())
      .toBe(true);
    await card(page, 'quote.payment-electricity').waitFor();
    await screenshots(page, 'quote-no-gas');
    await checkA11yAtEachViewport(page, 'quote form, no gas supply');
    // The householder knows better: Gas is still offered and leads on to the gas questions.
    await compare.getByRole('radio', { name: 'Gas', exact: true }).check();
    await card(page, 'quote.payment-gas').waitFor();
    expect(await compare.locator('[id$="__error"]').count()).toBe(0);
    await ctx.close();
  });

  it('prepayment for one fuel only (different suppliers) is refused at once, at that answer, and the later cards say why they wait', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    // 1 Victoria Road: gas and electricity meters with different registered suppliers, both credit meters.
    await chooseAddress(page, 'OX1 1AA', 1);
    await expect
      .poll(() => card(page, 'quote.same-supplier').getByRole('radio', { name: 'No' }).isChecked())
      .toBe(true);
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await pickRadio(page, 'quote.payment-electricity', 'Prepayment');
    // No Tab, no leaving the question: the message is there as soon as the answer changes.
    const electricity = card(page, 'quote.payment-electricity');
    const message = messages['quote.otherFuelNotPrepayment'].replace(/\{other\}/g, 'gas');
    await electricity.getByText(message).waitFor();
    expect(await card(page, 'quote.payment-gas').locator('[id$="__error"]').count()).toBe(0);
    // The cards after it are not shown, and where they were, a notice says why.
    expect(await card(page, 'quote.supplier-gas').count()).toBe(0);
    const waiting = page.locator('[data-locked-notice]');
    await expect
      .poll(() => waiting.textContent())
      .toBe(messages['quote.laterCardsWait'].replace('{field}', 'How do you pay for your electricity?'));
    await screenshots(page, 'quote-prepayment-mismatch');
    await checkA11yAtEachViewport(page, 'quote form, prepayment on one fuel');
    // Fixing the answer brings the cards back.
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    await card(page, 'quote.supplier-gas').waitFor();
    expect(await waiting.count()).toBe(0);
    await ctx.close();
  });

  it('a direct debit customer is not offered a prepayment tariff; changing the pay method reloads the lists', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    const supplierRequests = recordPosts(page, API_ROUTES.suppliers.path);
    const tariffRequests = recordPosts(page, API_ROUTES.tariffs.path);
    // 3 Victoria Road: both supplies from Crown Gas & Power (sample), which has a Pay As You Go Fix tariff.
    await chooseAddress(page, 'OX1 1AA', 2);
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    const tariff = fieldId('quote.supplier-gas', 'gasTariffId');
    await page.locator(tariff).waitFor();
    // The list reloaded for the pay method: no Pay As You Go tariff for a direct debit customer. Wait for
    // the loaded list as a whole (while it loads it holds only "Please select", with no PAYG tariff either).
    const directDebitList = (texts: string[]) =>
      texts.includes('Crown Gas & Power Fix to March 2027') &&
      !texts.includes('Crown Gas & Power Pay As You Go Fix');
    await expect.poll(async () => directDebitList(await optionTexts(page, tariff))).toBe(true);
    // The requests carry what spec section 7 lists, the pay method included. Each supply's lists are
    // asked for on their own (the address's meters also default the dual supply's supplier, whose
    // tariffs may be asked for later): read the gas ones.
    expect(lastGas(tariffRequests)).toMatchObject({
      supplierId: 7,
      postcode: 'OX11AA',
      currentPayMethod: 'monthlyDirectDebit',
    });
    expect(lastGas(supplierRequests)).toMatchObject({ currentPayMethod: 'monthlyDirectDebit' });

    const before = tariffRequests.length;
    await pickRadio(page, 'quote.payment-gas', 'Prepayment');
    await expect.poll(() => optionTexts(page, tariff)).toContain('Crown Gas & Power Pay As You Go Fix');
    await expect.poll(() => optionTexts(page, tariff)).not.toContain('Crown Gas & Power Fix to March 2027');
    expect(tariffRequests.length).toBeGreaterThan(before);
    expect(lastGas(tariffRequests)).toMatchObject({ currentPayMethod: 'prePaymentMeter' });
    expect(lastGas(supplierRequests)).toMatchObject({ currentPayMethod: 'prePaymentMeter' });
    // A tariff the new list still has stays chosen (the standard one is offered to every pay method).
    expect(await page.locator(tariff).inputValue()).not.toBe('');
    await screenshots(page, 'quote-prepayment-tariffs');
    await ctx.close();
  });

  it('answering Economy 7 reloads the electricity supplier and tariff lists for that meter', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    const suppliers = recordPosts(page, API_ROUTES.suppliers.path);
    const tariffs = recordPosts(page, API_ROUTES.tariffs.path);
    // The last request of the electricity quote's lists (the combined lists are reloaded as well).
    const lastElectricity = (bodies: Array<Record<string, unknown>>) =>
      bodies.filter((body) => body.switchType === 'electricityToElectricity').at(-1);
    // 1 Mill Lane, Coventry: a standard (01) electricity meter, so Economy 7 starts answered No.
    await chooseAddress(page, 'CV1 5FB');
    await pickRadio(page, 'quote.compare', 'Electricity');
    expect(await card(page, 'quote.economy7').getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    const tariff = fieldId('quote.supplier-electricity', 'electricityTariffId');
    await page.locator(tariff).waitFor();
    // The lists of the pay method answered, for a standard meter (no night share).
    await expect.poll(() => lastElectricity(tariffs)?.currentPayMethod).toBe('monthlyDirectDebit');
    await expect.poll(() => lastElectricity(suppliers)?.currentPayMethod).toBe('monthlyDirectDebit');
    expect(lastElectricity(tariffs)).not.toHaveProperty('economy7Percentage');
    expect(lastElectricity(suppliers)).not.toHaveProperty('economy7Percentage');

    // Yes: both lists are asked for again as an Economy 7 meter (spec section 7: economy7Percentage).
    await pickRadio(page, 'quote.economy7', 'Yes');
    await expect.poll(() => lastElectricity(tariffs)?.economy7Percentage).toBe(42);
    await expect.poll(() => lastElectricity(suppliers)?.economy7Percentage).toBe(42);
    expect(lastElectricity(tariffs)).toMatchObject({ currentPayMethod: 'monthlyDirectDebit' });

    // No again: a standard meter's lists, without the night share.
    await pickRadio(page, 'quote.economy7', 'No');
    await expect.poll(() => lastElectricity(tariffs)).not.toHaveProperty('economy7Percentage');
    await expect.poll(() => lastElectricity(suppliers)).not.toHaveProperty('economy7Percentage');
    await expect.poll(() => page.locator(tariff).inputValue()).not.toBe('');
    await ctx.close();
  });
});
