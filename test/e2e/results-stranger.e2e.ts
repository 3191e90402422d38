/**
 * The results page tried as a stranger would: a slow results call, a failing one, keyboard only,
 * a 390 px phone, Back to the answers and a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { baseUrl, checkA11y, launchBrowser, messages, newContext, pathOf, screenshots } from './helpers';
import { switchApi } from './helpers/switch-api';
import { openQuote, tabTo } from './quote-steps';
import {
  fillQuote,
  openResults,
  quoteToResults,
  recordApiCalls,
  resultCards,
  shownCount,
  waitForResults,
} from './results-steps';
import { API_ROUTES } from '../../contract/api/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RESULTS = '**/request/results/detail';

describe('results, tried as a stranger', () => {
  it('a slow results call: the page says it is finding deals, the full-page loader comes after its delay, then the results', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await page.route(RESULTS, async (route: Route) => {
      await new Promise((r) => setTimeout(r, 4500));
      await route.continue();
    });
    const asked = Date.now();
    await quoteToResults(page, 'gas');
    await page.getByTestId('results-loading').waitFor();
    const loader = page.getByTestId('full-page-loader');
    await loader.waitFor({ timeout: 6000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(1900);
    expect(await loader.getByRole('status').textContent()).toContain(messages['loader.label']);
    await checkA11y(page, 'results loading');
    await loader.waitFor({ state: 'detached', timeout: 15_000 });
    await waitForResults(page);
    expect(await resultCards(page).count()).toBeGreaterThan(0);
    await ctx.close();
  });

  it('a failing results call: a clear message and Try again, never a blank page; the quote is kept', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    let failing = true;
    await page.route(RESULTS, (route: Route) =>
      failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'Prices are being updated',
            }),
          })
        : route.continue(),
    );
    await quoteToResults(page, 'dual');
    const alert = page.getByRole('alert').filter({ hasText: 'Prices are being updated' });
    await alert.waitFor();
    expect(pathOf(page)).toBe('/results/home-energy');
    await screenshots(page, 'results-failed');
    await checkA11y(page, 'results failed');
    failing = false;
    // The current tariff's call failing too (it goes out once the results are in): that card says so
    // with Try again, the results stay.
    await page.route('**/request/ppp', (route: Route) => route.abort('connectionfailed'));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await waitForResults(page);
    expect(await resultCards(page).count()).toBe(10);
    const current = page.getByTestId('current-tariff');
    const currentAlert = current.getByRole('alert').filter({ hasText: messages['results.currentFailed'] });
    await currentAlert.waitFor();
    expect(await resultCards(page).count()).toBe(10);
    await page.unroute('**/request/ppp');
    await currentAlert.getByRole('button', { name: 'Try again' }).click();
    await current
      .getByText(/ from .+/)
      .first()
      .waitFor();
    expect(await current.getByRole('alert').count()).toBe(0);

    // A network failure (no reply at all) reads the catalogue's words. (A reload no longer asks: the
    // server renders the page with its results. The call is made when the results open in the app: the
    // answers changed back on the form, a new quote.)
    await page.unroute(RESULTS);
    await page.route(RESULTS, (route: Route) => route.abort('connectionfailed'));
    await page.getByRole('link', { name: messages['results.changeAnswers'] }).click();
    await page.waitForURL((u) => u.pathname === '/switch/home-energy');
    await page.getByRole('button', { name: 'View Your Quotes' }).click();
    await page.getByRole('alert').filter({ hasText: messages['results.loadFailed'] }).waitFor();
    await ctx.close();
  });

  it('a 500 from the results call goes to the error page with the server message, as every call does', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await page.route(RESULTS, (route: Route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Pricing fell over',
        }),
      }),
    );
    await fillQuote(page, 'gas');
    await page.getByRole('button', { name: 'View Your Quotes' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/error/500');
    // The error page's chunk may still be loading when the path changes: wait for its text.
    await page.getByText('Pricing fell over', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Pricing fell over', { exact: true }).count()).toBe(1);
    await ctx.close();
  });

  it('keyboard only: open the filters, choose green tariffs, close them, open a tariff and show its details', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const all = await shownCount(page);
    await page.locator('#page-heading').focus();
    await tabTo(page, 'button[aria-haspopup="dialog"]');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filter results' });
    await panel.waitFor();
    await tabTo(page, 'input[name="filter-green"][value="any"]');
    // Arrow keys move through a radio group and choose as they go: Any -> Yes.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Focus returns to the button that opened the panel.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('dialog');
    await tabTo(page, 'article button:not([aria-expanded])', 80);
    const label = (await page.evaluate(() => document.activeElement?.textContent)) ?? '';
    if (label.startsWith('Switch Now')) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
    await page.getByTestId('projection').waitFor();
    await tabTo(page, '[data-testid="projection"] button[aria-expanded]', 80);
    await page.keyboard.press('Enter');
    await page
      .getByRole('row', { name: /^Annual consumption/ })
      .first()
      .waitFor();
    await ctx.close();
  });

  it('at 390 px nothing scrolls sideways; Back to your answers goes to the quote form; a reload keeps the results', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    expect(page.viewportSize()?.width).toBe(390);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /^Filter Results/ }).click();
    await page.getByRole('dialog', { name: 'Filter results' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');

    const { calls } = recordApiCalls(page);
    await page.reload();
    await waitForResults(page);
    expect(calls.filter((c) => c.includes('results/detail'))).toEqual([]);

    await page.getByRole('link', { name: messages['results.changeAnswers'] }).click();
    await page.waitForURL((u) => u.pathname === '/switch/home-energy');
    await expect
      .poll(() => page.locator('#page-heading').textContent())
      .toBe(messages['page.currentTariff.title']);
    await ctx.close();
  });

  it('opened without a quote: says what is missing and leads to the quote form', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const { calls } = recordApiCalls(page);
    const { baseUrl } = await import('./helpers');
    await page.goto(`${baseUrl()}/results/home-energy`);
    // A guard may send a page without a quote to the form; otherwise the page itself says so.
    await page.locator('#page-heading').waitFor();
    if (pathOf(page) === '/results/home-energy') {
      await page.getByText(messages['results.noQuote']).waitFor();
      await page.getByRole('link', { name: messages['results.startQuote'] }).click();
      await page.waitForURL((u) => u.pathname === '/switch/home-energy');
    }
    expect(calls.filter((c) => c.includes('results/detail'))).toEqual([]);
    await ctx.close();
  });

  it('switched already in another tab of the visit: Switch Now here goes to Switch Complete (Processing Switch), no error and no second switch', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    const request = await quoteToResults(page, 'gas');
    await waitForResults(page);
    // The other tab: the same session (a duplicated tab shares its token) chooses a tariff and
    // completes the whole sign-up, as switch-api.ts does for the journey sessions.
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('session')!,
      quote: sessionStorage.getItem('quote')!,
    }));
    const { token: browserToken } = (JSON.parse(stored.session) as { state: { token: string } }).state;
    const { switchId } = (JSON.parse(stored.quote) as { state: { switchId: string } }).state;
    const api = switchApi(baseUrl());
    const token = await api.token(browserToken);
    const other = await api.chooseTariff(token, switchId);
    await api.completeSignUp(token, other.switchKey, { mprn: String(request.mprn) });

    const keyReplies: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith(API_ROUTES.switchKey.path)) keyReplies.push(r.status());
    });
    await resultCards(page)
      .getByRole('button', { name: /^Switch Now/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/switch-complete');
    await expect
      .poll(() => page.locator('#page-heading').textContent())
      .toBe(messages['complete.processingTitle']);
    expect(keyReplies).toEqual([409]);
    expect(await page.getByRole('alert').count()).toBe(0);
    // The server kept the first switch: completing again through its key gives the same switch.
    const again = (await api.call(API_ROUTES.complete.path, token, {
      switchKey: other.switchKey,
      switchCompleteOption: 'None',
    })) as { geniusSwitchedDto: { switchId: string } };
    expect(again.geniusSwitchedDto.switchId).toBe(switchId);
    await ctx.close();
  });
});
