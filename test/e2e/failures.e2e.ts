/**
 * Failures end to end in Chromium (issue 15, point 2, up to the results and details; the lead extends
 * them to sign-up): the API stopped mid-journey and started again, the API slowed to seconds per call,
 * and a 500 from one call. Each shows a clear message, keeps every answer, and trying again reaches
 * the results with exactly one quote made.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkA11yAtEachViewport,
  messages,
  newContext,
  ownServer,
  pathOf,
  screenshots,
  sharedBrowser,
  slowApi,
} from './helpers';
import { openQuote, startGasQuote, fillField } from './quote-steps';
import { resultCards } from './results-steps';
import { snapshot, type Snapshot } from './resume-steps';

const browser = sharedBrowser();
const server = ownServer('failures');

/** Counts the quotes the server made for the page (quote creation replies that succeeded). */
function quotesMade(page: Page): () => number {
  let made = 0;
  page.on('response', (r) => {
    if (r.url().includes('/request/switch/v2/') && r.request().method() === 'POST' && r.ok()) made += 1;
  });
  return () => made;
}

/** A gas quote's answers up to View Your Quotes on the file's own server; returns the page and its answers. */
async function filledForm(): Promise<{ page: Page; answers: Snapshot; quotes: () => number }> {
  const ctx = await newContext(browser(), server.baseUrl());
  const page = await openQuote(ctx);
  const quotes = quotesMade(page);
  await startGasQuote(page);
  await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
  // Every question answered, every check of an answer back: the button shows only then. A test that
  // stops the API must not stop it under a check still out (CI, 2026-11-28: under load the form was
  // still waiting on one, the button never came, and the press timed out).
  await viewQuotes(page).waitFor();
  return { page, answers: await snapshot(page, 'quoteForm'), quotes };
}

const viewQuotes = (page: Page) => page.getByRole('button', { name: messages['quote.submit'] });

describe('failures: the API stopped mid-journey, then started again', () => {
  it(
    'View Your Quotes says it could not get quotes and keeps the answers; once the API is back, one quote and results',
    {
      timeout: 240_000,
    },
    async () => {
      const { page, answers, quotes } = await filledForm();
      await server.stop();
      await viewQuotes(page).click();
      const alert = page.getByRole('alert').filter({ hasText: messages['quote.createFailed'] });
      await alert.waitFor({ timeout: 40_000 });
      expect(await snapshot(page, 'quoteForm')).toEqual(answers);
      await checkA11yAtEachViewport(page, 'failure-api-stopped-quote');
      await screenshots(page, 'failure-api-stopped-quote');

      await server.start();
      await viewQuotes(page).click();
      await page.waitForURL((u) => u.pathname === '/results/home-energy', { timeout: 30_000 });
      await snapshot(page, 'results');
      expect(quotes()).toBe(1);

      // Stopped again on the results: More Info cannot open the details, and says why.
      const results = await snapshot(page, 'results');
      await server.stop();
      await resultCards(page)
        .first()
        .getByRole('button', { name: /^More Info/ })
        .click();
      await page.getByText(messages['error.unreachable']).waitFor({ timeout: 40_000 });
      await checkA11yAtEachViewport(page, 'failure-api-stopped-details');
      await screenshots(page, 'failure-api-stopped-details');
      await server.start();
      // Try Again (the page's code could not be fetched: a reload) or Back (the guard's error page).
      const tryAgain = page.getByRole('button', { name: messages['error.tryAgain'] });
      if (await tryAgain.count()) await tryAgain.click();
      else {
        await page.goBack();
        expect(await snapshot(page, 'results')).toEqual(results);
        await resultCards(page)
          .first()
          .getByRole('button', { name: /^More Info/ })
          .click();
      }
      await snapshot(page, 'details');
      await page.goBack();
      expect(await snapshot(page, 'results')).toEqual(results);
      expect(quotes()).toBe(1);
      await page.context().close();
    },
  );
});

describe('failures: the API slowed to seconds per call', () => {
  it(
    'View Your Quotes shows progress, a second press makes no second quote, and the results come',
    {
      timeout: 120_000,
    },
    async () => {
      const { page, answers, quotes } = await filledForm();
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/request/switch/v2/') && r.method() === 'POST') sent.push(r.url());
      });
      await slowApi(page, 3000);
      // The quote call itself is held until the page has been looked at (its scan and pictures take a
      // few seconds of their own), then goes on.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/request/switch/v2/**', async (route) => {
        await released;
        await route.fallback();
      });
      await viewQuotes(page).click();
      const busy = page.getByRole('button', { name: messages['quote.submitting'] });
      await busy.waitFor();
      expect(await busy.getAttribute('aria-busy')).toBe('true');
      // An impatient second press while the first is in flight.
      await busy.click({ force: true });
      await checkA11yAtEachViewport(page, 'failure-api-slow-submitting');
      await screenshots(page, 'failure-api-slow-submitting');
      release();
      await page.waitForURL((u) => u.pathname === '/results/home-energy', { timeout: 40_000 });
      await snapshot(page, 'results');
      expect(sent).toHaveLength(1);
      expect(quotes()).toBe(1);

      // Details under the same slow API: the full-page loader says it is loading, then they show.
      await resultCards(page)
        .first()
        .getByRole('button', { name: /^More Info/ })
        .click();
      await page.getByRole('status').filter({ hasText: messages['loader.label'] }).waitFor();
      await snapshot(page, 'details');
      await page.goBack();
      await page.goBack();
      expect(await snapshot(page, 'quoteForm')).toEqual(answers);
      expect(pathOf(page)).toBe('/switch/home-energy');
      await page.context().close();
    },
  );
});

describe('failures: a 500 from one call', () => {
  it('the quote call: the error page gives the server’s message; Back to the start keeps the answers; again gives one quote', async () => {
    const { page, answers, quotes } = await filledForm();
    let failed = 0;
    await page.route('**/request/switch/v2/**', async (route) => {
      if (failed++ > 0) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Quotes are resting',
        }),
      });
    });
    await viewQuotes(page).click();
    await page.waitForURL((u) => u.pathname === '/error/500');
    await page.getByRole('main').getByText('Quotes are resting', { exact: true }).waitFor();
    await checkA11yAtEachViewport(page, 'failure-500-quote');
    await screenshots(page, 'failure-500-quote');
    // The error page's way on (a 500 offers no Try Again): the start, where the answers are.
    await page.getByRole('link', { name: messages['error.backToStart'] }).click();
    expect(await snapshot(page, 'quoteForm')).toEqual(answers);
    await viewQuotes(page).click();
    await page.waitForURL((u) => u.pathname === '/results/home-energy', { timeout: 30_000 });
    await snapshot(page, 'results');
    expect(failed).toBe(2);
    expect(quotes()).toBe(1);
    await page.context().close();
  });
});
