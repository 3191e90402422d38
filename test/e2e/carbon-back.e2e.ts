/**
 * Back on the carbon pages as a householder's Chrome does it, with the back-forward cache on (the
 * driver turns it off for every other test): Back shows a page as it was left, without loading it
 * again. After paying, Back to the checkout must not offer Pay on an order that is paid, and Back to
 * the offset page must say the offset is done rather than offer to pay again (both did, as left).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf, sharedBrowser } from './helpers';
import { expectPaymentSuccessful, offsetExistingSwitch, payAt } from './carbon-steps';

const browser = sharedBrowser({ backForwardCache: true });

type Marked = { leftHere?: boolean };
/** Marks the page's window, so a later look can tell whether Back brought back this very page. */
const mark = (page: Page) => page.evaluate(() => void ((window as Marked).leftHere = true));
/** Whether the page on screen is the one marked (restored from the cache, not loaded again). */
const restored = (page: Page) => page.evaluate(() => (window as Marked).leftHere === true);

describe('carbon offset, Back with the back-forward cache on', () => {
  it('after paying, Back shows the checkout paid (no Pay) and the offset page done (no offer to pay again)', async () => {
    // Opened inside the app from a page the cache may keep (see offsetExistingSwitch).
    const { ctx, page, eq } = await offsetExistingSwitch(browser(), 'gas');
    await page.getByTestId('carbon-project').first().waitFor();
    await mark(page);
    await payAt(page, eq, 50);

    // Back from the checkout without paying: the offset page as it was left, its button working.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => pathOf(page)).toBe('/carbon-offset');
    // The cache is on here: what follows is what a householder's browser shows.
    expect(await restored(page)).toBe(true);
    const amount = await payAt(page, eq, 75);
    await page.getByRole('button', { name: 'Pay' }).click();
    const reference = await expectPaymentSuccessful(page, 75, amount);

    // Back to the checkout just paid: it says so and offers neither Pay nor Fail.
    await page.goBack({ waitUntil: 'commit' });
    await page.getByText('This carbon offset is already paid: nothing more is charged.').waitFor();
    expect(await page.getByRole('button', { name: /^(Pay|Fail)$/ }).count()).toBe(0);

    // Back again to the offset page: done, with the reference, and no offer to pay again.
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => pathOf(page)).toBe('/carbon-offset');
    await page.getByTestId('carbon-complete').getByText(reference).waitFor();
    expect(await page.getByRole('button', { name: /^Offset your carbon by/ }).count()).toBe(0);
    await ctx.close();
  }, 180_000);
});
