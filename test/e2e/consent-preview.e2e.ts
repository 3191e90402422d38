import { readdirSync, readFileSync } from 'node:fs';
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

/** The sign-up journey's cards (templates apart), as the staff preview lists them. */
function signUpCards(): Array<{ path: string; id: string }> {
  return readdirSync('journey/signup')
    .filter((name) => name.endsWith('.json') && !name.includes('.flow.') && name !== 'consent-variants.json')
    .map((name) => {
      const data = JSON.parse(readFileSync(`journey/signup/${name}`, 'utf8')) as {
        id: string;
        template?: boolean;
        kind?: string;
      };
      // Templates and the conditions file are no cards of their own.
      const card = data.kind === undefined || data.kind === 'card';
      return { path: `journey/signup/${name}`, id: data.id, shown: card && data.template !== true };
    })
    .filter((card) => card.shown);
}

describe('the sign-up cards and consent variants in the staff preview', () => {
  it('shows every sign-up card with the real widgets', async () => {
    const opened = await openPage(ctx, '/staff/preview');
    const { page } = opened;
    const cards = signUpCards();
    expect(cards.length).toBeGreaterThan(15);
    for (const card of cards) {
      await page.getByLabel(messages['staffPreview.file']).selectOption({ value: card.path });
      await page.locator(`[data-card="${card.id}"]`).waitFor();
      expect(await page.getByText(/not registered/).count(), card.path).toBe(0);
      expect(await page.locator('[data-slot-widget]').count(), card.path).toBe(0);
    }
    expect(opened.pageErrors).toEqual([]);
    await page.close();
  }, 180_000);

  it.each(['consent-116', 'consent-42', 'address', 'payment'])(
    'signup/%s.json passes axe and the layout checks',
    async (file) => {
      const opened = await openPage(ctx, `/staff/preview?file=journey/signup/${file}.json`);
      const { page } = opened;
      await page.locator(`[data-card="signup.${file}"]`).waitFor();
      await checkA11yAtEachViewport(page, `staff preview, signup ${file}`);
      await screenshots(page, `staff-preview-signup-${file}`);
      expect(opened.pageErrors).toEqual([]);
      expect(await opened.cspViolations()).toEqual([]);
      await page.close();
    },
    180_000,
  );
});
