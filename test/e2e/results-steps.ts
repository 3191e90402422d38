/**
 * Steps shared by the results and tariff-details end-to-end tests: a quote through the real quote
 * form for each kind (gas, dual fuel, Economy 7 electricity), then the results page and its cards
 * as a householder finds them (roles, names, the cards' data attributes).
 */
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
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
import { timed } from './helpers/costs';

/** The quotes the tests make through the form. */
export type QuoteKind = 'gas' | 'dual' | 'economy7';

/** Answers the Economy 7 question No unless the meter already answered it. */
async function answerEconomy7No(page: Page): Promise<void> {
  const e7 = card(page, 'quote.economy7');
  await e7.waitFor();
  if (!(await e7.getByRole('radio', { name: 'Yes' }).isChecked()))
    await e7.getByRole('radio', { name: 'No' }).check();
}

/** Fills the quote form for `kind` and submits it; the page is then on results. Returns the quote request. */
export function quoteToResults(page: Page, kind: QuoteKind): Promise<Record<string, unknown>> {
  return timed('quote form to results', async () => {
    await fillQuote(page, kind);
    return submitToResults(page);
  });
}

/**
 * Fills the quote form for `kind`, up to View Your Quotes. `dualPayMethod` is how the household pays
 * for both fuels today in a dual quote (Monthly Direct Debit unless given).
 */
export async function fillQuote(
  page: Page,
  kind: QuoteKind,
  dualPayMethod = 'Monthly Direct Debit',
): Promise<void> {
  if (kind === 'gas') {
    await chooseAddress(page, 'nr1 3qu');
    await pickRadio(page, 'quote.compare', 'Gas');
    await pickRadio(page, 'quote.payment-gas', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
  } else if (kind === 'dual') {
    await chooseAddress(page, 'SE1 7PB');
    await pickRadio(page, 'quote.compare', 'Gas & Electricity');
    await pickRadio(page, 'quote.same-supplier', 'Yes');
    await answerEconomy7No(page);
    await pickRadio(page, 'quote.payment-dual', dualPayMethod);
    await card(page, 'quote.supplier-dual').waitFor();
    const select = page.locator(`select${fieldId('quote.supplier-dual', 'supplierId')}`);
    if (await select.count()) await select.selectOption({ index: 1 });
    await expectSupplierChosen(page, 'quote.supplier-dual', 'tariffId');
    await fillField(page, 'quote.usage-dual', 'gasUsage', '11500');
    await fillField(page, 'quote.usage-dual', 'electricityUsage', '2700');
  } else {
    await chooseAddress(page, 'AB10 1AB');
    await pickRadio(page, 'quote.compare', 'Electricity');
    await expect
      .poll(() => card(page, 'quote.economy7').getByRole('radio', { name: 'Yes' }).isChecked())
      .toBe(true);
    await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
    await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
    await fillField(page, 'quote.usage-electricity', 'electricityUsage', '3900');
    await card(page, 'quote.night-usage').waitFor();
  }
  await card(page, 'quote.new-payment').waitFor();
}

/** Opens the quote form in `ctx`, makes a quote of `kind` and waits for its results. */
export async function openResults(ctx: BrowserContext, kind: QuoteKind): Promise<Page> {
  const page = await openQuote(ctx);
  await quoteToResults(page, kind);
  await waitForResults(page);
  return page;
}

/** Waits until the results list (or its empty state) shows. */
export async function waitForResults(page: Page): Promise<void> {
  await page.getByTestId('results-count').waitFor({ timeout: 30_000 });
}

/** The result cards on the page, in order. */
export function resultCards(page: Page): Locator {
  return page.locator('article[data-tariff-id]');
}

/** The projected annual costs of the cards shown, in order. */
export async function shownCosts(page: Page): Promise<number[]> {
  return (
    await resultCards(page).evaluateAll((els) =>
      els.map((e) => e.querySelector('[data-total-cost]')!.getAttribute('data-total-cost')),
    )
  ).map(Number);
}

/** The number in "N tariffs, cheapest first" (1 for "1 tariff", 0 for the empty state). */
export async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  return Number(text.match(/^(\d+)/)?.[1] ?? NaN);
}

/** The badge texts of a card. */
export async function badgesOf(cardLocator: Locator): Promise<string[]> {
  return cardLocator.getByRole('list', { name: 'About this tariff' }).getByRole('listitem').allTextContents();
}

/** Records the API calls a page makes (method and path after /api/), to check what was asked. */
export function recordApiCalls(page: Page): { calls: string[]; requests: Request[] } {
  const calls: string[] = [];
  const requests: Request[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) {
      calls.push(`${r.method()} ${path.slice('/api/'.length)}`);
      requests.push(r);
    }
  });
  return { calls, requests };
}

/** Opens the filter panel; returns it. */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filter Results/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter results' });
  await panel.waitFor();
  return panel;
}

/** Closes the filter panel with Done. */
export async function closeFilters(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('dialog', { name: 'Filter results' }).waitFor({ state: 'hidden' });
}

/** Whether every `<img>` in `scope` has loaded a picture. */
export async function imagesLoaded(scope: Locator): Promise<boolean> {
  return scope
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
    );
}
