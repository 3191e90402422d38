import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  checkA11yAtEachViewport,
  launchBrowser,
  messages,
  newContext,
  openPage,
  ownServer,
  screenshots,
} from './helpers';

let browser: Browser;
let ctx: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  ctx = await newContext(browser);
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

/** The quote journey's card files (templates apart), as the preview lists them. */
function quoteFiles(): Array<{ path: string; id: string; template: boolean }> {
  return readdirSync('journey/quote')
    .filter(
      (name) => name.endsWith('.json') && !name.endsWith('.scenarios.json') && name !== 'quote.flow.json',
    )
    .map((name) => {
      const data = JSON.parse(readFileSync(`journey/quote/${name}`, 'utf8')) as {
        id: string;
        template?: boolean;
      };
      return { path: `journey/quote/${name}`, id: data.id, template: data.template === true };
    });
}

/**
 * Scroll to a section by its heading id, in the page itself: the preview re-renders its sections when a
 * file or scenario is chosen, so a handle taken before could be detached by the time it is used.
 */
async function scrollToSection(page: Page, headingId: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const heading = document.getElementById(id);
        heading?.scrollIntoView();
        return heading !== null;
      }, headingId),
    )
    .toBe(true);
}

describe('staff preview (/staff/preview)', () => {
  it('renders a chosen journey file and scenario, explains what is hidden, and passes axe', async () => {
    const opened = await openPage(ctx, '/staff/preview');
    const { page } = opened;
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.staffPreview.title']);

    // Pick the quote flow and its gas scenario with the keyboard-usable native selects.
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'journey/quote/quote.flow.json' });
    await page.getByLabel(messages['staffPreview.scenario']).selectOption({ label: 'gasToGas step list' });
    expect(new URL(page.url()).searchParams.get('file')).toBe('journey/quote/quote.flow.json');
    // The gas cards are rendered, the electricity ones are not.
    await page.locator('[data-card="quote.supplier-gas"]').waitFor();
    expect(await page.locator('[data-card="quote.supplier-electricity"]').count()).toBe(0);

    // The why-panel names the steps the gas step list leaves out, with the rule that decides.
    const why = page.getByRole('region', { name: messages['staffPreview.why'] });
    await expect.poll(() => why.textContent()).toMatch(/nightUsage/);
    await expect(why.textContent()).resolves.toContain(messages['staffPreview.rule']);
    // The resolved view is there as JSON once scrolled into view (it follows the view only on screen).
    await scrollToSection(page, 'preview-view');
    await expect.poll(() => page.getByText('"stepList": "gasToGas"').count()).toBeGreaterThan(0);

    await checkA11yAtEachViewport(page, 'staff-preview');
    await screenshots(page, 'staff-preview');
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
    await page.close();
  });

  it('shows every quote card with the real widgets, never a placeholder', async () => {
    const opened = await openPage(ctx, '/staff/preview');
    const { page } = opened;
    const cards = quoteFiles().filter((file) => !file.template);
    expect(cards.length).toBeGreaterThan(10);
    for (const file of cards) {
      await page.getByLabel(messages['staffPreview.file']).selectOption({ value: file.path });
      const section = page.locator(`[data-card="${file.id}"]`);
      await section.waitFor();
      expect(await page.getByText(/not registered/).count(), file.path).toBe(0);
      expect(await page.locator('[data-slot-widget]').count(), file.path).toBe(0);
      // Each card at 390 and 1280 px, checked for anything cut or past the edge.
      await screenshots(page, `staff-preview-card-${file.path.replace(/^.*\/|\.json$/g, '')}`);
    }
    // The app's own widgets, with the sample lists: the postcode search, the address picker, the
    // supplier logo with its Change link, the tariff list and the estimate lists.
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'journey/quote/your-home.json' });
    await page.getByRole('button', { name: 'Find address' }).waitFor();
    await page
      .getByLabel(messages['staffPreview.scenario'])
      .selectOption({ label: 'a GB postcode is fine; the address is then asked and required' });
    await expect.poll(() => page.locator('#quote-your-home_address option').count()).toBeGreaterThan(1);
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'journey/quote/supplier-gas.json' });
    await page.getByLabel(messages['staffPreview.scenario']).selectOption({
      label: 'the end date is asked (and required) only for a tariff fixed from the energy start date',
    });
    await page.getByRole('button', { name: /^Change Current gas supplier: Crown Gas & Power/ }).waitFor();
    await expect
      .poll(() => page.locator('#quote-supplier-gas_gasTariffId option').allTextContents())
      .toContain('Crown Gas & Power Fix 12 Months');
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'journey/quote/usage-gas.json' });
    await page
      .locator('[data-card="quote.usage-gas"]')
      .getByRole('tab', { name: 'Help Me Estimate' })
      .waitFor();
    expect(opened.pageErrors).toEqual([]);
    expect(await opened.cspViolations()).toEqual([]);
    await page.close();
  });

  it('shows a composed card resolved, next to its file as written; a template with the cards that extend it', async () => {
    const opened = await openPage(ctx, '/staff/preview?file=journey/quote/supplier-gas.json');
    const { page } = opened;
    await page.getByRole('heading', { name: 'Your current gas supplier and tariff' }).waitFor();
    await page.getByText(messages['staffPreview.extendsNote'].replace('{bases}', 'quote.supplier')).waitFor();
    const written = page.getByRole('region', { name: messages['staffPreview.asWritten'] });
    const resolved = page.getByRole('region', { name: messages['staffPreview.resolvedCard'] });
    await expect.poll(() => written.textContent()).toContain('"extends"');
    expect(await written.textContent()).not.toContain('"schema"');
    await expect.poll(() => resolved.textContent()).toContain('"gasTariffValidToDate"');
    expect(await resolved.textContent()).toContain('"title": "Your current gas supplier and tariff"');
    await screenshots(page, 'staff-preview-composed');
    await checkA11yAtEachViewport(page, 'staff-preview, composed card');

    // The template: as written, and each card that extends it, one click away.
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'journey/quote/supplier.json' });
    await page.getByText(messages['staffPreview.templateNote']).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: messages['staffPreview.asWritten'] }).textContent())
      .toContain('{{supplier}}');
    for (const use of ['supplier-dual', 'supplier-electricity', 'supplier-gas'])
      await page.getByRole('link', { name: `journey/quote/${use}.json` }).waitFor();
    await page.getByRole('link', { name: 'journey/quote/supplier-electricity.json' }).click();
    await page.getByRole('heading', { name: 'Your current electricity supplier and tariff' }).waitFor();
    expect(opened.pageErrors).toEqual([]);
    await page.close();
  });
});

describe('staff preview on a production start (npm start: the staffPreview setting not given)', () => {
  // The run's shared server turns the preview on for the tests above; this server is started as
  // `npm start` starts one, without SETTING_STAFF_PREVIEW.
  const production = ownServer('staff-preview-off');

  it('is not there: /staff/preview answers 404, and inside the app it leads to the quote form', async () => {
    const offCtx = await newContext(browser, production.baseUrl());
    const page = await offCtx.newPage();
    for (const path of ['/staff/preview', '/staff/preview?file=journey/quote/your-home.json']) {
      const response = await page.goto(production.baseUrl() + path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByText(messages['page.staffPreview.title']).count(), path).toBe(0);
    }
    // The app itself has no such page either: a link to it inside the app is an unknown path.
    const { page: app } = await openPage(offCtx, '/switch/home-energy');
    await app.evaluate(() => {
      window.history.pushState({}, '', '/staff/preview');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await app.waitForURL((url) => url.pathname === '/switch/home-energy');
    await expect(app.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
    expect(await app.getByText(messages['page.staffPreview.title']).count()).toBe(0);
    await offCtx.close();
  });
});
