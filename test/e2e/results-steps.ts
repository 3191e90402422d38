/**
 * Steps shared by the results and tariff-details end-to-end tests: a quote through the real quote
 * form for each kind (gas, dual fuel, Economy 7 electricity), then the results page and its cards
 * as a householder finds them (roles, names, the cards' data attributes).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { baseUrlOf, messages, openPage, VIEWPORTS } from './helpers';
import { switchApi, type SwitchApi } from './helpers/switch-api';
import { seedSession } from './journey-session';
import { RECORDED_QUOTES_DIR } from './recorded-quotes-dir';
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

/**
 * The dual supplier card once its list has loaded: null when it shows the meters' supplier (with
 * Change), else the select to choose from. While the list loads the card shows an empty select, which
 * a step must not take for the question.
 */
export async function dualSupplierSelect(page: Page): Promise<Locator | null> {
  const section = card(page, 'quote.supplier-dual');
  await section.waitFor();
  const select = page.locator(`select${fieldId('quote.supplier-dual', 'supplierId')}`);
  const change = section.getByRole('button', { name: /^Change/ });
  await expect
    .poll(async () => (await change.count()) > 0 || (await select.locator('option').count()) > 1, {
      timeout: 20_000,
    })
    .toBe(true);
  return (await change.count()) > 0 ? null : select;
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
    const select = await dualSupplierSelect(page);
    if (select) await select.selectOption({ index: 1 });
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

/** A quote of one kind made through the form: what the tab stored and the call it made. */
interface RecordedQuote {
  entries: Record<string, string>;
  url: string;
  body: unknown;
}

/** The file of the quote recorded for `key` (`<server> <kind>`). */
const recordFile = (key: string) =>
  join(RECORDED_QUOTES_DIR, `${createHash('sha256').update(key).digest('hex').slice(0, 16)}.json`);

/** This file's quotes being recorded or read, by key (`<server> <kind>`). */
const recorded = new Map<string, Promise<RecordedQuote>>();

/** The quote recorded for `key` by any test file of this run, if one has been. */
function recordedOnDisk(key: string): Promise<RecordedQuote> | undefined {
  const file = recordFile(key);
  return existsSync(file)
    ? Promise.resolve(JSON.parse(readFileSync(file, 'utf8')) as RecordedQuote)
    : undefined;
}

/**
 * A tab on the results of a new quote of `kind`. The first quote of each kind and server in the run
 * is made through the quote form, as a householder makes it (the form itself is the subject of the
 * quote-*.e2e.ts files); later ones, in any test file, make the same call through the API in a new
 * session of their own and open the results in a tab holding what the form's tab stored (the answers,
 * the new session, the new quote), since their tests are about the results, not the form. Back from a
 * page opened after it still lands on the results.
 */
export async function openResults(ctx: BrowserContext, kind: QuoteKind): Promise<Page> {
  const key = `${baseUrlOf(ctx)} ${kind}`;
  const known = recorded.get(key) ?? recordedOnDisk(key);
  if (!known) {
    let page!: Page;
    const made = (async (): Promise<RecordedQuote> => {
      page = await openQuote(ctx);
      const request = page.waitForRequest(
        (r) => r.url().includes('/request/switch/v2/') && r.method() === 'POST',
      );
      await quoteToResults(page, kind);
      await waitForResults(page);
      const sent = await request;
      const entries = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
      const quote: RecordedQuote = { entries, url: sent.url(), body: sent.postDataJSON() };
      // Written whole under another name, then renamed: a file reading it meanwhile never sees half.
      mkdirSync(RECORDED_QUOTES_DIR, { recursive: true });
      const part = `${recordFile(key)}.${process.pid}.part`;
      writeFileSync(part, JSON.stringify(quote));
      renameSync(part, recordFile(key));
      return quote;
    })();
    recorded.set(key, made);
    await made;
    return page;
  }
  recorded.set(key, known);
  const quote = await known;
  await seedSession(ctx, await quoteEntriesAgain(quote, switchApi(baseUrlOf(ctx))));
  const { page } = await openPage(ctx, '/results/home-energy');
  await waitForResults(page);
  return page;
}

/**
 * The recorded quote's call made again in a new session (each test its own, so no session's quote
 * limit is shared by the run): the tab's storage with that session and the new quote.
 */
async function quoteEntriesAgain(quote: RecordedQuote, api: SwitchApi): Promise<Record<string, string>> {
  const token = await api.token();
  // The recorded call's path under the API base (switchApi's `call` adds the base again).
  const path = new URL(quote.url).pathname.replace(/^\/api/, '');
  const made = await api.call<{ geniusSwitchDto: { switchId: string } }>(path, token, quote.body);
  const { switchId } = made.geniusSwitchDto;
  const stored = JSON.parse(quote.entries.quote) as { state: { saved: Record<string, unknown> } };
  const state = { ...stored.state, switchId, saved: { ...stored.state.saved, switchId } };
  const session = JSON.parse(quote.entries.session) as { state: Record<string, unknown> };
  // What belonged to the old quote (its results, a chosen tariff) goes, as a new quote clears it.
  const kept = Object.entries(quote.entries).filter(([name]) => !['results', 'switchKey'].includes(name));
  return {
    ...Object.fromEntries(kept),
    session: JSON.stringify({ ...session, state: { ...session.state, token } }),
    quote: JSON.stringify({ ...stored, state }),
  };
}

/** Waits until the results list (or its empty state) shows. */
export async function waitForResults(page: Page): Promise<void> {
  // The live page: a page load paints the server's rendering first, whose buttons do nothing until the
  // app's own render (which alone gives the heading its id) replaces it.
  await page.locator('#page-heading').waitFor({ timeout: 30_000 });
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

/** A result card's "More" disclosure (shown at phone width: it holds the badges and features). */
export function cardMore(cardLocator: Locator): Locator {
  return cardLocator.getByRole('button', {
    name: new RegExp(`^(${messages['results.card.more']}|${messages['results.card.less']})\\s*:`),
  });
}

/** Opens a card's "More" when it is there and closed (at phone width), as a householder would. */
export async function openMore(cardLocator: Locator): Promise<void> {
  const more = cardMore(cardLocator);
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}

/** The badge texts of a card (opening its "More" at phone width to see them). */
export async function badgesOf(cardLocator: Locator): Promise<string[]> {
  await openMore(cardLocator);
  return cardLocator
    .getByRole('list', { name: messages['results.card.badgesLabel'] })
    .getByRole('listitem')
    .allTextContents();
}

/**
 * The badge texts of every card shown, in one look at the page. Sets the desktop width, where every
 * card shows its badges (a phone shows them under each card's More): reading card by card at phone
 * width is four browser calls a card, which on a loaded machine took most of a test's minute.
 * Throws if a card's badge list is missing or hidden.
 */
export async function badgesOfEveryCard(page: Page): Promise<string[][]> {
  await page.setViewportSize(VIEWPORTS.desktop);
  const lists = await resultCards(page).evaluateAll(
    (els, label) =>
      els.map((card) => {
        const list = card.querySelector<HTMLElement>(`ul[aria-label="${label}"]`);
        return {
          visible: list !== null && list.offsetParent !== null,
          badges: [...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? ''),
        };
      }),
    messages['results.card.badgesLabel'],
  );
  const hidden = lists.findIndex((l) => !l.visible);
  if (hidden >= 0) throw new Error(`Result card ${hidden + 1} shows no badge list at desktop width.`);
  return lists.map((l) => l.badges);
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
