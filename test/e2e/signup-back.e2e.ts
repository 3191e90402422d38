/**
 * The browser's Back and Forward between the sign-up's sections: each section moved to (Continue, a
 * sidebar Change) is a history entry of the one sign-up URL, so Back undoes the last Continue with
 * every answer kept (bank details too, in the page), Forward redoes it, focus lands on the section's
 * "Step n of m" heading, and Back from the first section leaves for the results as before. A section
 * an entry names that is locked by then shows the first section not yet valid; a reload keeps the
 * entry's section; and after Complete Switch, Back does not open an editable sign-up again.
 */
import { expect, it, describe } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { messages, newContext, pathOf, screenshots, sharedBrowser } from './helpers';
import {
  answerAddress,
  answerDetails,
  answerPayment,
  answerTerms,
  completeSwitch,
  continueTo,
  expectSection,
  expectSwitchComplete,
  fieldId,
  openSignUp,
  quoteToSignUp,
} from './signup-steps';
import { API_ROUTES } from '../../contract/api/routes';
import { openResults } from './results-steps';

const browser = sharedBrowser();

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;
const DETAILS = 'signup.details';
const ADDRESS = 'signup.address';
const PAYMENT = 'signup.payment';
const CURRENT = messages['signup.sidebar.current'];

/** The focused element's text when it is the section's heading (an h2), else what has focus. */
function focusedHeading(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el?.tagName === 'H2' ? (el.textContent ?? '') : `(focus on ${el?.tagName ?? 'nothing'})`;
  });
}

/** Waits until the section's "Step n of m" heading has focus. */
async function expectStepFocused(page: Page, step: number, count: number): Promise<void> {
  await expect
    .poll(() => focusedHeading(page), { timeout: 10_000 })
    .toMatch(new RegExp(`^Step ${step} of ${count}:`));
}

/** The sidebar's state text of a section (current, complete, locked). */
function sidebarState(page: Page, id: string): Promise<string | null> {
  return page.locator(`[data-section-item="${id}"] .MuiTypography-root`).last().textContent();
}

/**
 * The guard's calls from now on: none while within sign-up. Entering the sign-up page runs its guard,
 * which always checks whether the quote is already switched (it also gets a fresh token, but so does
 * the app's refresh every 10 s, so a token call says nothing about the guard: counting them made this
 * test fail when a long run on a loaded machine crossed a refresh).
 */
function guardCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(API_ROUTES.alreadySwitched.path)) calls.push(r);
  });
  return calls;
}

describe('sign-up: Back and Forward between sections', () => {
  it('Back undoes each Continue with every answer kept, Forward redoes it, focus on the step heading; Back from the first section goes to results', async () => {
    const ctx = await newContext(browser());
    const page = await quoteToSignUp(ctx, 'gas');
    await expect.poll(() => pathOf(page)).toBe('/details');
    const calls = guardCalls(page);
    await answerDetails(page);
    await continueTo(page, 'address');
    await answerAddress(page, '7');
    await continueTo(page, 'terms');
    await answerTerms(page);
    await continueTo(page, 'payment');
    await answerPayment(page);

    // Back: terms, then address, then details, each with its answers and its heading focused.
    await page.goBack();
    await expectSection(page, 'terms');
    await expectStepFocused(page, 3, 5);
    const required = page.locator('[data-section="terms"]').getByRole('checkbox', { name: /\*$/ });
    expect(await required.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await required.count()); i++) expect(await required.nth(i).isChecked()).toBe(true);
    await screenshots(page, 'sign-up back to terms');
    await page.goBack();
    await expectSection(page, 'address');
    await expectStepFocused(page, 2, 5);
    expect(await page.locator(sel(ADDRESS, 'years')).inputValue()).toBe('7');
    await page.goBack();
    await expectSection(page, 'details');
    await expectStepFocused(page, 1, 5);
    expect(await page.locator(sel(DETAILS, 'firstName')).inputValue()).toBe('Ada');
    expect(await page.locator(sel(DETAILS, 'emailAddress')).inputValue()).toBe('ada@example.com');
    expect(pathOf(page)).toBe('/details');

    // Forward: address, terms, payment again, the bank details still typed in (never stored).
    await page.goForward();
    await expectSection(page, 'address');
    await expectStepFocused(page, 2, 5);
    await page.goForward();
    await expectSection(page, 'terms');
    await page.goForward();
    await expectSection(page, 'payment');
    await expectStepFocused(page, 4, 5);
    expect(await page.locator(sel(PAYMENT, 'accountNumber')).inputValue()).toBe('66374958');
    // Moving within the page is not entering it again: the guard made no call.
    expect(calls.map((r) => r.url())).toEqual([]);

    // A Change in the sidebar is an entry too: Back returns to the section it was pressed on.
    await page.locator('[data-change="details"]').click();
    await expectSection(page, 'details');
    await page.goBack();
    await expectSection(page, 'payment');

    // Back from the first section leaves sign-up for the results it was entered from.
    for (const id of ['terms', 'address', 'details']) {
      await page.goBack();
      await expectSection(page, id);
    }
    await page.goBack();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/results/home-energy');
    await ctx.close();
  }, 240_000);

  it('an entry naming a section locked by then shows the first section not yet valid, never the locked one', async () => {
    const { ctx, page } = await openSignUp(browser());
    await expectSection(page, 'details');
    await answerDetails(page);
    await continueTo(page, 'address');
    await page.goBack();
    await expectSection(page, 'details');
    // Unlocked: the sidebar offers to change to it.
    await page.locator('[data-change="address"]').waitFor();
    // The details made invalid again: the address is locked (no Change), so Forward to its entry
    // shows the details, the first section not yet valid.
    await page.locator(sel(DETAILS, 'firstName')).fill('');
    await page.locator(sel(DETAILS, 'firstName')).blur();
    await expect.poll(() => page.locator('[data-change="address"]').count()).toBe(0);
    await page.goForward();
    await expectSection(page, 'details');
    await expect.poll(() => sidebarState(page, 'details')).toBe(CURRENT);
    expect(await page.locator(sel(ADDRESS, 'years')).count()).toBe(0);
    // A reload of that entry (now marked with what it shows) stays on the details too.
    await page.reload();
    await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
    await expectSection(page, 'details');
    // Put right, Continue goes on as ever, pressed straight from the field as a householder would
    // (leaving the field takes its message away: BusyButton).
    await page.locator(sel(DETAILS, 'firstName')).fill('Ada');
    await continueTo(page, 'address');
    await ctx.close();
  }, 120_000);

  it('a reload keeps the section and Back still steps through the sections; after Complete Switch, Back does not reopen sign-up', async () => {
    const ctx = await newContext(browser());
    const page = await quoteToSignUp(ctx, 'gas');
    await answerDetails(page);
    await continueTo(page, 'address');
    await answerAddress(page, '6');
    await continueTo(page, 'terms');
    // Saved a moment after each change (the reload restores from it): wait until the section is saved.
    await expect
      .poll(() => page.evaluate(() => Object.values(sessionStorage).join(' ')))
      .toMatch(/"section":"terms"/);
    await page.reload();
    await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
    await expectSection(page, 'terms');
    await page.goBack();
    await expectSection(page, 'address');
    expect(await page.locator(sel(ADDRESS, 'years')).inputValue()).toBe('6');
    await page.goForward();
    await expectSection(page, 'terms');
    await answerTerms(page);
    await continueTo(page, 'payment');
    await answerPayment(page);
    await continueTo(page, 'confirm');
    await completeSwitch(page);
    await expectSwitchComplete(page);
    // Back from Switch Complete: the guard sends the switched sign-up back to Switch Complete.
    await page.goBack();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/switch-complete');
    await page.locator('h1').waitFor();
    expect(await page.locator('[data-section]').count()).toBe(0);
    expect(await page.locator('#complete-switch').count()).toBe(0);
    await ctx.close();
  }, 240_000);

  it('Back pressed while the sign-up is still loading goes back to the results (the page does not pull the householder back)', async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'gas');
    const slow = (ms: number) => async (route: Route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    };
    // The sign-up's plan arrives a moment late, and the results' own guard (its already-switched
    // check) later still, so the sign-up finishes loading while the Back is on its way.
    await page.route(`**${API_ROUTES.switchPlan.path}`, slow(500));
    await page
      .getByRole('button', { name: /^Switch Now/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/details');
    await page.route(`**${API_ROUTES.alreadySwitched.path}`, slow(2000));
    await page.goBack();
    await page.getByTestId('results-count').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/results/home-energy');
    await ctx.close();
  });
});
