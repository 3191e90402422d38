/**
 * Routes opened without the data they need (spec section 2, issue 9 A.14): each goes where a
 * householder would expect instead of showing an empty or false page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, sharedBrowser, messages, newContext, pathOf } from './helpers';
import { contextWithSession, journeySessions } from './journey-session';
import { card, makeGasQuote, openQuote } from './quote-steps';

const browser = sharedBrowser();

/** Opens `path` as a typed-in address (a full page load) and waits for the page it lands on. */
async function openDirectly(page: Page, path: string): Promise<string> {
  await page.goto(baseUrl() + path);
  await page.locator('#page-heading').waitFor();
  return pathOf(page);
}

describe('routes opened without what they need', () => {
  it('/switch-complete without a completed switch goes to the quote form, never "Thank you"', async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    expect(await openDirectly(page, '/switch-complete')).toBe('/switch/home-energy');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
    expect(await page.getByText(messages['page.switchComplete.title'], { exact: true }).count()).toBe(0);
    await card(page, 'quote.your-home').waitFor();
    await ctx.close();
  });

  it('results, tariff details and sign-up without a quote go to the quote form', async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    for (const path of ['/results/home-energy', '/tariff-details/12', '/details']) {
      expect(await openDirectly(page, path), path).toBe('/switch/home-energy');
      // The address bar and the page agree, and one line says why the householder starts again.
      await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: messages['quote.startingAgain'] }).count(), {
          message: path,
        })
        .toBe(1);
    }
    // The quote form opened as itself is a fresh start, not a redirect: no such line.
    expect(await openDirectly(page, '/switch/home-energy')).toBe('/switch/home-energy');
    await card(page, 'quote.your-home').waitFor();
    expect(await page.getByText(messages['quote.startingAgain']).count()).toBe(0);
    await ctx.close();
  });

  it('with a quote, results open; sign-up without a chosen tariff goes back to the results', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await makeGasQuote(page);
    expect(await openDirectly(page, '/results/home-energy')).toBe('/results/home-energy');
    expect(await openDirectly(page, '/tariff-details/12')).toBe('/tariff-details/12');
    expect(await openDirectly(page, '/details')).toBe('/results/home-energy');
    expect(await openDirectly(page, '/switch-complete')).toBe('/switch/home-energy');
    await ctx.close();
  });

  it('a quote whose switch is already complete goes to Switch Complete, which then stays open', async () => {
    // A tab holding a quote that has been switched (in another tab, say): the tab itself has no switch
    // outcome stored, so only the server's already-switched check can tell.
    const { switchOutcome: _none, ...switchedElsewhere } = (await journeySessions(browser())).switched;
    const ctx = await contextWithSession(browser(), switchedElsewhere);
    const page = await ctx.newPage();
    expect(await openDirectly(page, '/results/home-energy')).toBe('/switch-complete');
    expect(await openDirectly(page, '/switch-complete')).toBe('/switch-complete');
    await ctx.close();
  });

  it('a completed switch opens Switch Complete; sign-up with its key opens too', async () => {
    const sessions = await journeySessions(browser());
    const done = await contextWithSession(browser(), sessions.switched);
    const page = await done.newPage();
    expect(await openDirectly(page, '/switch-complete')).toBe('/switch-complete');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.switchComplete.title']);
    await done.close();
    const chosen = await contextWithSession(browser(), sessions.switchKey);
    expect(await openDirectly(await chosen.newPage(), '/details')).toBe('/details');
    await chosen.close();
  });
});
