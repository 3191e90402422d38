/**
 * Nothing typed is lost (issue 15, point 1, for the pages that exist): a reload on the quote form half
 * way, on the results and on a tariff's details brings back the answers and the place; a second tab
 * (a duplicate of the first, sharing its session) does not change the first; a token that expired while
 * the page was open is refreshed and the call made again, without leaving the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, ownServer, pathOf, sharedBrowser } from './helpers';
import {
  card,
  expectSupplierChosen,
  fieldId,
  fillField,
  chooseAddress,
  openQuote,
  pickRadio,
  startGasQuote,
  submitToResults,
} from './quote-steps';
import { resultCards } from './results-steps';
import { apiStatuses, expectSameAfterReload, snapshot } from './resume-steps';

const browser = sharedBrowser();

/** The server session of a tab: the `sid` claim of its stored token (`v1.<claims>.<signature>`). */
async function sessionIdOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('session'));
  const token = (JSON.parse(stored!) as { state: { token: string } }).state.token;
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
}

/** More Info on the first result; waits for the details. */
async function openFirstDetails(page: Page): Promise<void> {
  await resultCards(page)
    .first()
    .getByRole('button', { name: /^More Info/ })
    .click();
  await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
  await page.getByTestId('labels').waitFor({ timeout: 30_000 });
}

describe('resume: a reload keeps the answers and the place', () => {
  it('quote form half way (a usage typed, not yet sent), results, details, and Back to the answers', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await startGasQuote(page);
    // Typed and not left: the field still has focus when the page is reloaded.
    await page.locator(fieldId('quote.usage-gas', 'gasUsage')).fill('12345');
    const form = await snapshot(page, 'quoteForm');
    expect(form).toMatchObject({ postcode: 'NR1 3QU', gas: true, monthlyDirectDebit: true, usage: '12345' });
    // What was typed is saved a moment after the typing pauses (or as the page is hidden); reload once
    // it is saved, as a householder's reload a second later would find it.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('journey') ?? ''), { timeout: 10_000 })
      .toContain('12345');
    await expectSameAfterReload(page, 'quoteForm');

    const quotes = apiStatuses(page);
    await submitToResults(page);
    await expectSameAfterReload(page, 'results');
    await openFirstDetails(page);
    await expectSameAfterReload(page, 'details');

    await page.goBack();
    await snapshot(page, 'results');
    await page.goBack();
    expect(await snapshot(page, 'quoteForm')).toEqual(form);
    expect(quotes.every((s) => s < 400)).toBe(true);
    await ctx.close();
  });
});

describe('resume: a second tab', () => {
  it('a duplicate of the tab making another quote leaves the first tab’s answers and quote alone', async () => {
    const ctx = await newContext(browser());
    const first = await openQuote(ctx);
    await startGasQuote(first);
    await fillField(first, 'quote.usage-gas', 'gasUsage', '12000');
    const answers = await snapshot(first, 'quoteForm');

    // A tab opened from the first gets a copy of its session storage, so it shares the server session
    // (the token); opened by a link it is a new visit, so its form starts empty
    // (docs/decisions/0010-answers-kept-for-the-visit.md).
    const [second] = await Promise.all([
      ctx.waitForEvent('page'),
      first.evaluate(() => void window.open(location.href, '_blank')),
    ]);
    await card(second, 'quote.your-home').waitFor();
    expect(await sessionIdOf(second)).toBe(await sessionIdOf(first));
    expect(await second.locator(fieldId('quote.your-home', 'postcode')).inputValue()).toBe('');
    await chooseAddress(second, 'LS1 4AP');
    await pickRadio(second, 'quote.compare', 'Electricity');
    await pickRadio(second, 'quote.payment-electricity', 'Monthly Direct Debit');
    await expectSupplierChosen(second, 'quote.supplier-electricity', 'electricityTariffId');
    await fillField(second, 'quote.usage-electricity', 'electricityUsage', '2700');
    expect(await submitToResults(second)).toMatchObject({ switchType: 'electricityToElectricity' });
    const secondResults = await snapshot(second, 'results');

    // The first tab still has its own answers, after a reload too, and its quote is a gas quote.
    expect(await snapshot(first, 'quoteForm')).toEqual(answers);
    await first.reload();
    expect(await snapshot(first, 'quoteForm')).toEqual(answers);
    expect(await submitToResults(first)).toMatchObject({
      switchType: 'gasToGas',
      currentUsageEstimated: 12000,
    });
    const firstResults = await snapshot(first, 'results');
    // Each tab's results are its own quote's, after a reload of either.
    await second.reload();
    expect(await snapshot(second, 'results')).toEqual(secondResults);
    await first.reload();
    expect(await snapshot(first, 'results')).toEqual(firstResults);

    // A new tab (no copied session) starts a new visit and changes neither.
    const fresh = await openQuote(ctx);
    expect(await fresh.locator(fieldId('quote.your-home', 'postcode')).inputValue()).toBe('');
    await first.reload();
    expect(await snapshot(first, 'results')).toEqual(firstResults);
    await ctx.close();
  });
});

describe('resume: an expired token', () => {
  // Tokens live 3 s on this server (the app refreshes every 10 s): a householder who pauses for a few
  // seconds makes the next call with an expired token, as after a laptop's sleep.
  const server = ownServer('resume-token', { TOKEN_TTL_SECONDS: '3' });
  const pause = (page: Page) => page.waitForTimeout(4000);

  it('is refreshed and the call made again: the journey carries on, answers and place kept', async () => {
    const ctx = await newContext(browser(), server.baseUrl());
    const page = await openQuote(ctx);
    const statuses = apiStatuses(page);
    await pause(page);
    await startGasQuote(page);
    await pause(page);
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
    const answers = await snapshot(page, 'quoteForm');
    await submitToResults(page);
    const results = await snapshot(page, 'results');
    await pause(page);
    await openFirstDetails(page);
    await pause(page);
    await page.reload();
    await snapshot(page, 'details');
    await page.goBack();
    expect(await snapshot(page, 'results')).toEqual(results);
    await page.goBack();
    expect(await snapshot(page, 'quoteForm')).toEqual(answers);
    // Tokens did expire under the page (the server refused calls with 401), and the page never left.
    expect(statuses).toContain(401);
    expect(pathOf(page)).toBe('/switch/home-energy');
    await ctx.close();
  });
});
