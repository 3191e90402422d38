/**
 * The sign-up's previous-address block as a householder meets it, at 390 px and at 1280 px: under 3
 * years at the present address reveals it without moving any question of the section (the time at the
 * address and the block come last, so only Continue moves), and the list, "Add a previous address"
 * and its form sit together right after the time-at-address answer (Tab from the months goes to the
 * Add button). Then adding 3 addresses (an invalid postcode first), the "most we can take" message,
 * removing one, Cancel, and the 36-month rule message, each with where focus lands for a screen reader
 * (Add with a fault: on the first field in error).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11y, messages, screenshots, sharedBrowser, VIEWPORTS } from './helpers';
import { describedByTexts } from './helpers/keyboard';
import { answerAddress, answerDetails, continueTo, fieldId, openSignUp } from './signup-steps';

const browser = sharedBrowser();

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;
const A = 'signup.address';
const P = 'signup.previous-address';
const BLOCK = '[data-previous-address-block]';

/** The id of the focused element. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Where each answerable control of the address card is (by id), leaving out the block's own. */
function controlBoxes(page: Page): Promise<Record<string, string>> {
  return page.evaluate((block) => {
    const out: Record<string, string> = {};
    for (const el of document.querySelectorAll<HTMLElement>(
      '[data-card="signup.address"] input, [data-card="signup.address"] select',
    )) {
      if (!el.id || el.closest(block)) continue;
      const r = el.getBoundingClientRect();
      out[el.id] = `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}x${Math.round(r.height)}`;
    }
    return out;
  }, BLOCK);
}

/** Opens the add form, searches a postcode, picks the first address, gives the years and adds it. */
async function addFound(page: Page, postcode: string, years: string): Promise<void> {
  await page.locator('[data-open-previous]').click();
  await expect.poll(() => focusedId(page)).toBe(fieldId(P, 'previousPostcode'));
  await page.locator(sel(P, 'previousPostcode')).fill(postcode);
  await page
    .locator(`[data-card="${P}"]`)
    .getByRole('button', { name: messages['signup.address.find'] })
    .click();
  const picker = page.locator(sel(P, 'previousAddress'));
  await picker.waitFor();
  await picker.selectOption({ index: 1 });
  await expect.poll(() => picker.inputValue()).not.toBe('');
  await page.locator(sel(P, 'previousYears')).fill(years);
  await page.locator('[data-add-previous]').click();
  // Added: the form closes and focus is on the list, which reads out what it holds.
  await expect.poll(() => focusedId(page)).toBe(fieldId(A, 'previousAddresses'));
}

describe('sign-up address: the previous-address block', () => {
  for (const viewport of ['phone', 'desktop'] as const)
    it(`at ${VIEWPORTS[viewport].width} px: the reveal moves no question, and the list, Add and its form sit after the time at the address`, async () => {
      const { ctx, page } = await openSignUp(browser());
      await page.setViewportSize(VIEWPORTS[viewport]);
      await answerDetails(page);
      await continueTo(page, 'address');
      await answerAddress(page, '');
      const years = page.locator(sel(A, 'years'));
      const months = page.locator(sel(A, 'months'));
      await months.scrollIntoViewIfNeeded();
      await years.click();
      const before = await controlBoxes(page);
      const monthsBox = (await months.boundingBox())!;
      // One year here, then a tap on the months straight away: leaving the years commits them, which
      // reveals the block; the tap still lands where the householder aimed, and no question moved.
      await page.keyboard.type('1');
      await page.mouse.click(monthsBox.x + monthsBox.width / 2, monthsBox.y + monthsBox.height / 2);
      await page.locator('[data-open-previous]').waitFor();
      await expect.poll(() => focusedId(page)).toBe(fieldId(A, 'months'));
      expect(await controlBoxes(page)).toEqual(before);
      // The block is the last thing of the card: the list, then "Add a previous address", in it.
      const order = await page.evaluate((block) => {
        const card = document.querySelector('[data-card="signup.address"] form')!;
        const b = card.querySelector(block);
        const after = b
          ? [...card.querySelectorAll('input, select')].filter(
              (el) => b.compareDocumentPosition(el) & 4 && !b.contains(el),
            )
          : [];
        const list = b?.querySelector('[role="group"]');
        const add = b?.querySelector('[data-open-previous]');
        return {
          controlsAfterBlock: after.length,
          addAfterList: !!list && !!add && (list.compareDocumentPosition(add) & 4) !== 0,
        };
      }, BLOCK);
      expect(order).toEqual({ controlsAfterBlock: 0, addAfterList: true });
      // Keyboard: from the months, Tab goes straight to "Add a previous address".
      await page.keyboard.press('Tab');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-open-previous')))
        .toBe(true);
      await checkA11y(page, `sign-up-address-previous-revealed-${viewport}`);
      // screenshots() takes both widths itself: once is enough.
      if (viewport === 'phone') await screenshots(page, 'sign-up-address-previous-revealed');
      await ctx.close();
    });

  it('adding 3 (an invalid postcode first), the most we can take, removing one, Cancel and the 36-month message', async () => {
    const { ctx, page } = await openSignUp(browser());
    await answerDetails(page);
    await continueTo(page, 'address');
    await answerAddress(page, '1');
    await page.locator(sel(A, 'years')).blur();
    await page.locator('[data-open-previous]').waitFor();

    // Continue without a previous address: the 36-month rule, in the summary and under the list.
    await page.locator('[data-continue]').click();
    const history = messages['validation.addressHistory'];
    await page.locator('[data-error-summary]').getByText(history).waitFor();
    await expect.poll(() => page.locator(`[data-card="${A}"]`).getByText(history).count()).toBeGreaterThan(0);
    await screenshots(page, 'sign-up-address-previous-history-rule');

    // An invalid postcode: named under the field, which says it is invalid; nothing is added.
    await page.locator('[data-open-previous]').click();
    const postcode = page.locator(sel(P, 'previousPostcode'));
    await postcode.fill('LS1');
    await postcode.blur();
    await page
      .locator(`${sel(P, 'previousPostcode')}__error`)
      .getByText('Postcode is invalid.')
      .waitFor();
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    // Find address with it: no search, so no "could not look up addresses just now" sending them to retry.
    await page
      .locator(`[data-card="${P}"]`)
      .getByRole('button', { name: messages['signup.address.find'] })
      .click();
    await page.locator(`[data-card="${P}"]`).getByText(messages['quote.addressSearchFirst']).waitFor();
    expect(await page.locator(`[data-card="${P}"]`).getByText(messages['quote.addressFailed']).count()).toBe(
      0,
    );
    // Add with it: nothing is added, and focus goes to the postcode, which reads out what is wrong.
    await page.locator('[data-add-previous]').click();
    await expect.poll(() => focusedId(page)).toBe(fieldId(P, 'previousPostcode'));
    expect(await describedByTexts(page, sel(P, 'previousPostcode'))).toContain('Postcode is invalid.');
    expect(await page.locator('[data-previous-addresses] li').count()).toBe(0);
    // The form sits inside the block, under the list.
    expect(await page.locator(`${BLOCK} [data-card="${P}"]`).count()).toBe(1);
    await screenshots(page, 'sign-up-address-previous-invalid-postcode');
    // Cancel: the form goes, focus is back on "Add a previous address".
    await page
      .locator(`[data-card="${P}"]`)
      .getByRole('button', { name: messages['signup.previous.cancel'] })
      .click();
    await expect.poll(() => page.locator(`[data-card="${P}"]`).count()).toBe(0);
    await expect.poll(() => focusedId(page)).toBe('signup-open-previous');

    await addFound(page, 'NR1 3QU', '1');
    await addFound(page, 'NR1 3QU', '1');
    await addFound(page, 'NR1 3QU', '1');
    const listed = page.locator('[data-previous-addresses] li');
    await expect.poll(() => listed.count()).toBe(3);
    // Three is the most: no Add button, the message says so, in the block.
    await page.locator(BLOCK).getByText(messages['signup.previous.full']).waitFor();
    expect(await page.locator('[data-open-previous]').count()).toBe(0);
    await screenshots(page, 'sign-up-address-previous-three');
    await checkA11y(page, 'sign-up-address-previous-three');

    // Remove one: two left, focus on the list, Add is back.
    await listed.first().getByRole('button').click();
    await expect.poll(() => listed.count()).toBe(2);
    await expect.poll(() => focusedId(page)).toBe(fieldId(A, 'previousAddresses'));
    await page.locator('[data-open-previous]').waitFor();
    // Two years' history plus one here: the rule is met, Continue goes on.
    await continueTo(page, 'terms');
    await ctx.close();
  });
});
