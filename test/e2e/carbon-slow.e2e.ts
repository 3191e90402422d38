/**
 * The carbon offset page over a slow API (issue 15, point 2): every API call answered ~3 s late. While
 * the page loads a progress indicator says so; while the payment call is pending the offset button
 * says it is busy, and pressing it again (a double click, an impatient second press) starts no second
 * checkout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, pathOf, sharedBrowser } from './helpers';
import { openSwitchComplete } from './carbon-steps';

const browser = sharedBrowser();

/** How late every API call of the page is answered: a slow network or a loaded server. */
const DELAY_MS = 3000;

/** Delays every API and token call of `page` by {@link DELAY_MS} before it goes to the server. */
async function slowApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      // The page may have left meanwhile (the checkout): its calls are then cancelled, nothing to do.
      await route.continue().catch(() => undefined);
    },
  );
}

/** The payment calls (each one an order and a checkout) `page` makes from now on. */
function paymentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/carbonoffset/payment'))
      calls.push(r.url());
  });
  return calls;
}

describe('carbon offset, slow API', () => {
  it('shows progress while loading; the offset button is busy while paying; a double press makes one checkout', async () => {
    // Opened inside the app from Switch Complete, whose offset button appears once the app runs: a
    // page load of the offset page arrives rendered by the server with its data, with nothing to wait for.
    const { ctx, page } = await openSwitchComplete(browser(), 'gas');
    const offsetNow = page.getByRole('button', { name: 'Offset my carbon now!' });
    await offsetNow.waitFor({ timeout: 30_000 });
    const payments = paymentCalls(page);
    await slowApi(page);
    await offsetNow.click();

    // Loading: the full-page loader, a status that says so.
    const loader = page.getByTestId('full-page-loader');
    await loader.getByRole('status').getByText(messages['loader.label']).waitFor({ timeout: 30_000 });
    await page.getByTestId('carbon-greeting').waitFor({ timeout: 60_000 });
    await loader.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('carbon-project').first().getByRole('button', { name: 'Select' }).click();

    // Pressed twice in a row: busy at once (and still busy on a third press), one payment call.
    const offset = page.locator('form:has(input[name="percentage"]) button[type="submit"]');
    expect(await offset.textContent()).toMatch(/^Offset your carbon by 100% £/);
    await offset.dblclick();
    await expect.poll(() => offset.getAttribute('aria-busy')).toBe('true');
    expect(await offset.textContent()).toBe(messages['carbon.redirecting']);
    // Focus stays on the busy button (it is not disabled): an impatient Enter presses it again.
    expect(await offset.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await offset.getAttribute('aria-busy')).toBe('true');
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor({ timeout: 60_000 });
    expect(payments).toHaveLength(1);
    expect(pathOf(page)).toMatch(/^\/sandbox\/checkout\//);
    await ctx.close();
  }, 180_000);
});
