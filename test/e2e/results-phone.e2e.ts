/**
 * Results on a phone (issue 27.7): at 390 px each result card shows its name, projected annual cost,
 * saving and Switch Now together in its first screenful, and keeps its badges and features behind a
 * "More" disclosure; at 1280 px the card shows them all as before. The page length with ten results
 * is printed (docs/decisions/0051-compact-result-cards-on-a-phone.md).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { checkA11y, messages, newContext, screenshots, sharedBrowser, VIEWPORTS } from './helpers';
import { cardMore, openResults, resultCards } from './results-steps';

const browser = sharedBrowser();

/** How far below the card's top edge each part ends, in px, with the card scrolled to the top. */
async function depthsInCard(card: Locator): Promise<Record<string, number | null>> {
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const top = (await card.boundingBox())!.y;
  const bottomOf = async (part: Locator) => {
    if ((await part.count()) === 0) return null;
    const box = await part.first().boundingBox();
    return box ? Math.round(box.y + box.height - top) : null;
  };
  return {
    name: await bottomOf(card.getByRole('heading', { level: 2 })),
    annualCost: await bottomOf(card.locator('[data-total-cost]')),
    saving: await bottomOf(card.locator('[data-saving]')),
    switchNow: await bottomOf(card.getByRole('button', { name: /^Switch Now/ })),
    reviewOnlyNote: await bottomOf(card.locator('[data-review-only]')),
  };
}

describe('results at phone width', () => {
  it('ten cards: name, annual cost, saving and Switch Now in each first screenful; More shows the badges and features', async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'dual');
    const cards = resultCards(page);
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(page.viewportSize()).toEqual(VIEWPORTS.phone);
    const pageLength = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`results at 390 px, ten cards: page ${pageLength} px long`);

    const screenful = VIEWPORTS.phone.height;
    for (let i = 0; i < 10; i++) {
      const card = cards.nth(i);
      const depth = await depthsInCard(card);
      const name = await card.getByRole('heading', { level: 2 }).textContent();
      // Every card has its name, cost and saving (the quote has a current tariff); a card we can
      // switch to has Switch Now, a review-only one says why not, in the same place.
      const action = depth.switchNow ?? depth.reviewOnlyNote;
      for (const [part, bottom] of Object.entries({ ...depth, action })) {
        if (part === 'switchNow' || part === 'reviewOnlyNote') continue;
        expect(bottom, `${name}: ${part}`).not.toBeNull();
        expect(bottom!, `${name}: ${part} ends ${bottom} px below the card's top`).toBeLessThanOrEqual(
          screenful,
        );
      }
      // Badges and features wait behind More.
      expect(await card.getByRole('list', { name: messages['results.card.badgesLabel'] }).isVisible()).toBe(
        false,
      );
      expect(await cardMore(card).getAttribute('aria-expanded')).toBe('false');
    }
    // At least two closed cards to a phone screen (one card took most of a screen before).
    const heights = await cards.evaluateAll((els) =>
      els.map((e) => Math.round(e.getBoundingClientRect().height)),
    );
    console.log(`card heights at 390 px: ${heights.join(', ')}`);
    for (const h of heights) expect(h).toBeLessThanOrEqual(screenful / 2);

    // More, by keyboard: it opens in place, focus stays on it, and the badges and features show.
    const first = cards.first();
    const more = cardMore(first);
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    const badges = first.getByRole('list', { name: messages['results.card.badgesLabel'] });
    expect(await badges.isVisible()).toBe(true);
    expect(await badges.getByRole('listitem').count()).toBeGreaterThan(1);
    const features = first.locator('ul:not([aria-label]) > li');
    expect(await features.count()).toBe(3);
    expect(await features.first().isVisible()).toBe(true);
    // The region it opened is the one it names.
    const controlled = await more.getAttribute('aria-controls');
    expect(await first.locator(`[id="${controlled}"]`).isVisible()).toBe(true);
    await checkA11y(page, 'results at 390 px, More open');
    await screenshots(page, 'results-phone-more-open');

    // Space closes it again; the next card's More is untouched. (The screenshots' desktop width hid
    // the button, which took the focus away: the test's resize, not the householder's.)
    await more.focus();
    await page.keyboard.press('Space');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await badges.isVisible()).toBe(false);
    expect(await cardMore(cards.nth(1)).getAttribute('aria-expanded')).toBe('false');
    await checkA11y(page, 'results at 390 px, More closed');
    await screenshots(page, 'results-phone-compact');

    // At 1280 px the card is as before: badges and features in view, no More.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(() => badges.isVisible()).toBe(true);
    expect(await features.first().isVisible()).toBe(true);
    expect(await more.isVisible()).toBe(false);
    await checkA11y(page, 'results at 1280 px');
    await ctx.close();
  });
});
