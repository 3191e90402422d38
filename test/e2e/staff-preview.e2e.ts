import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  checkA11yAtEachViewport,
  launchBrowser,
  messages,
  newContext,
  openPage,
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

describe('staff preview (/staff/preview)', () => {
  it('renders a chosen journey file and scenario, explains what is hidden, and passes axe', async () => {
    const opened = await openPage(ctx, '/staff/preview');
    const { page } = opened;
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.staffPreview.title']);

    // Pick the sample quote flow and its "gas only" scenario with the keyboard-usable native selects.
    await page
      .getByLabel(messages['staffPreview.file'])
      .selectOption({ value: 'test/engine/fixtures/sample/quote.flow.json' });
    const scenario = page.getByLabel(messages['staffPreview.scenario']);
    await scenario.selectOption({ label: 'gas only: the night-usage step is not in the step list' });
    expect(new URL(page.url()).searchParams.get('file')).toBe('test/engine/fixtures/sample/quote.flow.json');

    // The why-panel names the hidden night-usage step and shows the rule that hides it.
    const why = page.getByRole('region', { name: messages['staffPreview.why'] });
    await expect.poll(() => why.textContent()).toMatch(/night/i);
    await expect(why.textContent()).resolves.toContain(messages['staffPreview.rule']);
    // The resolved view is there as JSON once scrolled into view (it follows the view only on screen).
    await page.getByRole('heading', { name: messages['staffPreview.resolvedView'] }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByText('"stepList"').count()).toBeGreaterThan(0);

    await checkA11yAtEachViewport(page, 'staff-preview');
    await screenshots(page, 'staff-preview');
    expect(await opened.cspViolations()).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
    await page.close();
  });
});
