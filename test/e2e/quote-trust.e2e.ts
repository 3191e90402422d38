/**
 * The quote form as a comparison site people trust (issue 9 A.13): cards visibly grouped, tabs in
 * sentence case, one line on what the service does and that it is free, how it is paid, the Ofgem
 * Confidence Code statement only where accredited, a footer whose links all go somewhere real, and
 * error pages with a way back to the start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  atEachViewport,
  baseUrl,
  checkA11yAtEachViewport,
  sharedBrowser,
  messages,
  newContext,
  openPage,
  pathOf,
  screenshots,
  settings,
} from './helpers';
import { card, openQuote, startGasQuote } from './quote-steps';
import { startServer } from './server';

const browser = sharedBrowser();

/** How each shown card is drawn: its background against the page's, its corners and its heading. */
function cardSurfaces(page: Page) {
  return page.evaluate(() => {
    const pageBg = getComputedStyle(document.body).backgroundColor;
    return Array.from(document.querySelectorAll<HTMLElement>('[data-card][data-card-visible="true"]')).map(
      (el) => {
        const style = getComputedStyle(el);
        return {
          card: el.dataset.card,
          surface: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== pageBg,
          rounded: parseFloat(style.borderTopLeftRadius) > 0,
          heading: el.querySelector('h2')?.textContent ?? null,
        };
      },
    );
  });
}

describe('quote form: a comparison site people trust', () => {
  it('cards are surfaces with headings, tabs in sentence case, what the service is and how it is paid', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const main = page.getByRole('main');
    await main.getByText(messages['quote.valueStatement']).waitFor();
    await main.getByText(settings.serviceFundingStatement).waitFor();
    expect(await page.getByText(messages['trust.confidenceCode']).count()).toBe(0);
    await startGasQuote(page);
    await card(page, 'quote.usage-gas').waitFor();
    await atEachViewport(page, async () => {
      for (const c of await cardSurfaces(page)) {
        expect(c, c.card).toMatchObject({ surface: true, rounded: true });
        expect(c.heading, c.card).toBeTruthy();
      }
    });
    const tabs = card(page, 'quote.usage-gas').getByRole('tab');
    for (const text of await tabs.allInnerTexts()) {
      expect(text).not.toBe(text.toUpperCase());
      expect(text.slice(1)).toBe(text.slice(1).toLowerCase());
    }
    await screenshots(page, 'quote-trust');
    await checkA11yAtEachViewport(page, 'quote form, trust');
    await ctx.close();
  });

  it('the footer names customer services once and every link goes somewhere real', async () => {
    const ctx = await newContext(browser());
    const { page } = await openPage(ctx, '/switch/home-energy');
    const footer = page.getByRole('contentinfo');
    expect((await footer.innerText()).match(/customer services/gi)).toHaveLength(1);
    const links = await footer
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => ({ name: a.textContent, href: a.getAttribute('href') ?? '' })));
    expect(links.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        messages['footer.terms'],
        messages['footer.privacy'],
        messages['footer.accessibility'],
      ]),
    );
    for (const { name, href } of links) {
      expect(href, `${name}`).toMatch(/^(tel:\+?\d+|mailto:\S+@\S+|https:\/\/\S+|\/\S*)$/);
      // No web page that does not exist: the service's own pages unless an operator sets its own.
      if (href.startsWith('https:')) expect(href, `${name}`).not.toMatch(/example\.(com|org|net|co\.uk)/);
    }
    // The service's own pages open with their heading and a way back to the quote.
    for (const [name, heading] of [
      [messages['footer.terms'], messages['page.terms.title']],
      [messages['footer.privacy'], messages['page.privacy.title']],
      [messages['footer.accessibility'], messages['page.accessibility.title']],
    ]) {
      await footer.getByRole('link', { name }).click();
      await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
      await checkA11yAtEachViewport(page, heading);
      await screenshots(page, `info-${pathOf(page).slice(1)}`);
      await page.getByRole('main').getByRole('link', { name: messages['info.backToQuote'] }).click();
      await page.waitForURL((url) => url.pathname === '/switch/home-energy');
    }
    await ctx.close();
  });

  it('error pages 404 and 500 offer a way back to the start', async () => {
    const ctx = await newContext(browser());
    for (const status of ['404', '500']) {
      const { page } = await openPage(ctx, `/error/${status}`);
      await page.getByRole('link', { name: messages['error.backToStart'] }).click();
      await page.waitForURL((url) => url.pathname === '/switch/home-energy');
      await card(page, 'quote.your-home').waitFor();
      await page.close();
    }
    await ctx.close();
  });

  // A second server starts with a new embedded database: on a busy machine that alone can take a minute.
  it('an accredited service (confidenceCodeAccredited at start) shows the Ofgem Confidence Code statement', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-accredited-'));
    const server = await startServer(
      { DATA_DIR: dataDir, SETTING_CONFIDENCE_CODE_ACCREDITED: 'true', LOG_LEVEL: 'warn' },
      'test-results/e2e-server-accredited.log',
    );
    try {
      const ctx = await newContext(browser());
      const page = await ctx.newPage();
      await page.goto(`${server.baseUrl}/switch/home-energy`);
      await page.getByRole('main').getByText(messages['trust.confidenceCode']).waitFor();
      expect(baseUrl()).not.toBe(server.baseUrl);
      await ctx.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
