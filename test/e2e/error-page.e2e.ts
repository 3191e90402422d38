import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  baseUrl,
  checkA11yAtEachViewport,
  launchBrowser,
  messages,
  newContext,
  openPage,
  pathOf,
  screenshots,
} from './helpers';
import { PAGE_TOKEN_ID } from '../../contract/pageToken';
import { contextWithSession, journeySessions } from './journey-session';

let browser: Browser;
let ctx: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  ctx = await newContext(browser);
});
afterAll(async () => {
  await browser?.close();
});

const CASES = [
  { status: '400', text: messages['error.400'], tryAgain: true },
  { status: '401', text: messages['error.401'], tryAgain: true },
  { status: '404', text: messages['error.404'], tryAgain: false },
  { status: '500', text: messages['error.500'], tryAgain: false },
];

describe('error page', () => {
  for (const c of CASES) {
    it(`/error/${c.status} shows the catalogue text${c.tryAgain ? ' and Try Again' : ', without Try Again'}`, async () => {
      const opened = await openPage(ctx, `/error/${c.status}`);
      const { page } = opened;
      await expect(page.locator('h1').textContent()).resolves.toBe(`Error ${c.status}`);
      await expect(page.getByRole('main').getByText(c.text, { exact: true }).count()).resolves.toBe(1);
      const tryAgain = page.getByRole('button', { name: messages['error.tryAgain'] });
      await expect(tryAgain.count()).resolves.toBe(c.tryAgain ? 1 : 0);
      await expect(page.locator('[aria-current="step"]').count()).resolves.toBe(0);
      await checkA11yAtEachViewport(page, `error-${c.status}`);
      await screenshots(page, `error-${c.status}`);
      expect(await opened.cspViolations()).toEqual([]);
      await page.close();
    });
  }

  it('Try Again goes back one page', async () => {
    const { page } = await openPage(ctx, '/carbon-offset/existing');
    await page.goto(`${baseUrl()}/error/401`);
    await page.getByRole('button', { name: messages['error.tryAgain'] }).click();
    await expect.poll(() => pathOf(page)).toBe('/carbon-offset/existing');
    await page.close();
  });

  it('a 500 from the token call shows the error page with the server message', async () => {
    const page = await ctx.newPage();
    await page.route('**/auth/token', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Token service is resting',
        }),
      }),
    );
    // The page comes without its token (as to a tab restored long after it loaded, whose token is
    // stale): the app asks the token call.
    const FORM = `${baseUrl()}/switch/home-energy`;
    const tokenElement = new RegExp(`<script type="application/json" id="${PAGE_TOKEN_ID}">[^<]*</script>`);
    await page.route(FORM, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(tokenElement, '') });
    });
    await page.goto(FORM);
    await expect.poll(() => pathOf(page)).toBe('/error/500');
    // The address changes before the page renders: wait for the message rather than count at once.
    await page.getByRole('main').getByText('Token service is resting', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: messages['error.tryAgain'] }).count()).resolves.toBe(0);
    await page.close();
  });

  it('a 401 from an API call shows the error page with the server message and Try Again', async () => {
    // A tab holding a quote (the server opens the results for its session's cookie).
    const withQuote = await contextWithSession(browser, (await journeySessions(browser)).quote);
    const page = await withQuote.newPage();
    // A stored quote makes the guard ask whether the switch is complete; that call answers 401.
    await page.route('**/request/customer/whitelabel/switch/complete', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Bearer token expired' }),
      }),
    );
    await page.goto(`${baseUrl()}/results/home-energy`);
    await expect.poll(() => pathOf(page)).toBe('/error/401');
    // The address changes before the error page renders (router updates are transitions), so a count
    // taken at once could miss the message: wait for it.
    await page.getByRole('main').getByText('Bearer token expired', { exact: true }).waitFor();
    // The failed page was opened directly, so back one page is that page: once the call works again,
    // Try Again gets there.
    await page.unroute('**/request/customer/whitelabel/switch/complete');
    await page.route('**/request/customer/whitelabel/switch/complete', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
    );
    await page.getByRole('button', { name: messages['error.tryAgain'] }).click();
    await expect.poll(() => pathOf(page)).toBe('/results/home-energy');
    await withQuote.close();
  });

  it('tracking failures never leave the page', async () => {
    const page = await ctx.newPage();
    await page.route('**/request/user/track-records', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"message":"down"}',
      }),
    );
    // (Carbon offset itself goes to /error/404 without a customer id: a page that needs nothing.)
    const failed = page.waitForResponse('**/request/user/track-records');
    await page.goto(`${baseUrl()}/carbon-offset/existing`);
    await page.locator('#page-heading').waitFor();
    expect((await failed).status()).toBe(500);
    expect(pathOf(page)).toBe('/carbon-offset/existing');
    await page.close();
  });
});
