/**
 * Sign-up under real conditions (issue 15, points 1, 2 and 5 for the sign-up page): a reload in the
 * middle of a section brings back the answers and the section but never the bank details; the whole
 * sign-up with the keyboard alone, focus visible at each stop; a failed section submit shows the error
 * summary at the top, linked to its fields.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkA11yAtEachViewport, pathOf, screenshots, sharedBrowser } from './helpers';
import { expectFocusVisible, tabToVisibly } from './helpers/keyboard';
import {
  answerAddress,
  answerDetails,
  answerPayment,
  answerTerms,
  continueTo,
  currentSection,
  expectSection,
  fieldId,
  openSignUp,
} from './signup-steps';

const browser = sharedBrowser();

/** Everything the app keeps in the browser's storage, as text. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify([Object.entries(sessionStorage), Object.entries(localStorage)]));
}

/** The sign-up the app saved to sessionStorage (answers and section on screen), or null. */
function savedSignUp(page: Page): Promise<{ state: Record<string, unknown>; section: string } | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('signupAnswers');
    type Saved = { state: Record<string, unknown>; section: string };
    return raw ? (JSON.parse(raw) as { state: { saved: Saved | null } }).state.saved : null;
  });
}

const BANK_SECRETS = ['66374958', 'A Lovelace', '089999', 'accountNumber', 'sortCode', 'accountName'];

const id = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;

/** Waits until the section's heading has focus (the sign-up moves it there on each section change). */
async function expectSectionHeadingFocused(page: Page, section: string): Promise<void> {
  await expectSection(page, section);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === 'H2' && !!el.closest('[data-section]') ? el.textContent : null;
      }),
    )
    .toMatch(/\S/);
}

/** Types into the field at `selector`, reached with Tab (unless focus moved there itself: a sort code box). */
async function tabAndType(page: Page, selector: string, text: string): Promise<void> {
  if (!(await page.evaluate((s) => !!document.activeElement?.matches(s), selector)))
    await tabToVisibly(page, selector);
  else await expectFocusVisible(page);
  await page.keyboard.type(text);
}

/** Tabs to a select and chooses its first real option with the arrow key. */
async function tabAndChoose(page: Page, selector: string): Promise<void> {
  await tabToVisibly(page, selector);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.locator(selector).inputValue()).not.toBe('');
}

/** Tabs to Continue, presses Enter and expects the next section with its heading focused. */
async function continueByKeyboard(page: Page, next: string): Promise<void> {
  await tabToVisibly(page, '[data-continue]');
  await page.keyboard.press('Enter');
  await expectSectionHeadingFocused(page, next);
}

describe('sign-up resilience', () => {
  it('a reload mid-section brings back the answers and the section; bank details are neither restored nor stored', async () => {
    const { ctx, page } = await openSignUp(browser());
    await answerDetails(page);
    await continueTo(page, 'address');
    // Text typed in a field and the field left, then a reload before Continue.
    const years = page.locator(id('signup.address', 'years'));
    await years.fill('7');
    await years.press('Tab');
    await expect.poll(async () => (await savedSignUp(page))?.state.years).toBe(7);
    await page.reload();
    await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
    await expectSection(page, 'address');
    expect(await page.locator(id('signup.address', 'years')).inputValue()).toBe('7');
    // The details answered before the reload are all there.
    await page.locator('[data-change="details"]').click();
    await expectSection(page, 'details');
    expect(await page.locator(id('signup.details', 'firstName')).inputValue()).toBe('Ada');
    expect(await page.locator(id('signup.details', 'lastName')).inputValue()).toBe('Lovelace');
    expect(await page.locator(id('signup.details', 'emailAddress')).inputValue()).toBe('ada@example.com');
    await continueTo(page, 'address');
    await answerAddress(page, '7');
    await continueTo(page, 'terms');
    await answerTerms(page);
    await continueTo(page, 'payment');
    await answerPayment(page);
    // Moving on saves the answers as they are with the bank details typed: none of them is stored.
    await continueTo(page, 'confirm');
    await expect.poll(async () => (await savedSignUp(page))?.section).toBe('confirm');
    for (const secret of BANK_SECRETS) expect(await storedText(page)).not.toContain(secret);
    // Back to the payment section and a reload there: the section comes back, the bank details do not.
    await page.locator('[data-change="payment"]').click();
    await expectSection(page, 'payment');
    expect(await page.locator(id('signup.payment', 'accountNumber')).inputValue()).toBe('66374958');
    await expect.poll(async () => (await savedSignUp(page))?.section).toBe('payment');
    await page.reload();
    await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
    await expectSection(page, 'payment');
    // The account name starts again as the names given (kept, not bank details): never what was typed.
    expect(await page.locator(id('signup.payment', 'accountName')).inputValue()).toBe('Ada Lovelace');
    expect(await page.locator(id('signup.payment', 'accountNumber')).inputValue()).toBe('');
    expect(await page.locator(id('signup.payment', 'sortCode')).inputValue()).toBe('');
    for (const secret of BANK_SECRETS) expect(await storedText(page)).not.toContain(secret);
    // The answers of the other sections are all still there.
    expect((await savedSignUp(page))?.state).toMatchObject({ firstName: 'Ada', years: 7 });
    // Typed again, the sign-up goes on.
    await answerPayment(page);
    await continueTo(page, 'confirm');
    await ctx.close();
  }, 240_000);

  it('a failed section submit shows the error summary at the top, linked to its fields; a link moves focus to the field', async () => {
    const { ctx, page } = await openSignUp(browser());
    await page.locator(id('signup.details', 'firstName')).fill('Ada');
    await page.locator('[data-continue]').click();
    const summary = page.locator('[data-error-summary]');
    // Once seen in CI with no summary after 30 s, cause not found in 37 runs under load since: if it
    // comes back, say what the page showed (no retry).
    await summary.waitFor().catch(async (err: unknown) => {
      await page.screenshot({ path: 'test-results/signup-no-error-summary.png', fullPage: true });
      const busy = await page.locator('[data-continue]').getAttribute('aria-busy');
      console.log(`no error summary: section ${await currentSection(page)}, Continue aria-busy ${busy}`);
      throw err;
    });
    await expectSection(page, 'details');
    // At the top: above the first field of the section, and it has focus.
    const summaryBox = (await summary.boundingBox())!;
    const firstField = (await page
      .locator('[data-section] input, [data-section] select')
      .first()
      .boundingBox())!;
    expect(summaryBox.y).toBeLessThan(firstField.y);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary')))
      .toBe(true);
    const links = summary.getByRole('link');
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toContain(`#${fieldId('signup.details', 'lastName')}`);
    expect(hrefs).toContain(`#${fieldId('signup.details', 'emailAddress')}`);
    expect(hrefs).not.toContain(`#${fieldId('signup.details', 'firstName')}`);
    // Each link names an element on the page.
    for (const href of hrefs) expect(await page.locator(href!).count(), href!).toBe(1);
    await checkA11yAtEachViewport(page, 'sign-up details, error summary');
    await screenshots(page, 'sign-up details error summary');
    // Followed with the keyboard (Tab from the summary, Enter), a link puts focus on its field.
    await tabToVisibly(page, `a[href="#${fieldId('signup.details', 'emailAddress')}"]`);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(fieldId('signup.details', 'emailAddress'));
    // The date of birth's link reaches its first box (the date is three boxes in one group).
    await summary.locator(`a[href="#${fieldId('signup.details', 'dateOfBirth')}"]`).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(`${fieldId('signup.details', 'dateOfBirth')}-day`);
    // Followed with a click, too.
    await summary.locator(`a[href="#${fieldId('signup.details', 'lastName')}"]`).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(fieldId('signup.details', 'lastName'));
    await page.keyboard.type('Lovelace');
    await ctx.close();
  }, 240_000);

  it('the whole sign-up with the keyboard alone (gas, monthly Direct Debit): focus visible at each stop, the heading focused on each section, Switch Complete', async () => {
    const { ctx, page } = await openSignUp(browser());
    const d = 'signup.details';
    await tabAndChoose(page, id(d, 'titleId'));
    await tabAndType(page, id(d, 'firstName'), 'Ada');
    await tabAndType(page, id(d, 'lastName'), 'Lovelace');
    await tabAndType(page, `${id(d, 'dateOfBirth')}-day`, '10');
    await tabAndType(page, `${id(d, 'dateOfBirth')}-month`, '12');
    await tabAndType(page, `${id(d, 'dateOfBirth')}-year`, '1980');
    await tabAndType(page, id(d, 'dayTimePhone'), '07700900123');
    await tabAndType(page, id(d, 'emailAddress'), 'ada@example.com');
    await tabAndChoose(page, id(d, 'employmentStatusId'));
    await continueByKeyboard(page, 'address');

    const a = 'signup.address';
    // In the order Tab meets them: the time at the address is the section's last question.
    await tabAndChoose(page, id(a, 'residentialStatusId'));
    const mprn = page.locator(id(a, 'mprnNumber'));
    if ((await mprn.count()) > 0 && (await mprn.inputValue()) === '')
      await tabAndType(page, id(a, 'mprnNumber'), '1234567890');
    await tabAndType(page, id(a, 'years'), '5');
    await continueByKeyboard(page, 'terms');

    const terms = page.locator('[data-section="terms"]');
    // Every required agreement, in the order Tab meets them, ticked with Space.
    const required = terms.getByRole('checkbox', { name: /\*$/ });
    const requiredIds = await required.evaluateAll((els) => els.map((e) => e.id));
    expect(requiredIds.length).toBeGreaterThan(0);
    for (const boxId of requiredIds) {
      await tabToVisibly(page, `#${boxId}`);
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator(`#${boxId}`).isChecked()).toBe(true);
    }
    // The switch date: "As soon as possible" is the default.
    const soon = terms.getByRole('radio', { name: 'As soon as possible' });
    if ((await soon.count()) > 0) expect(await soon.isChecked()).toBe(true);
    await continueByKeyboard(page, 'payment');

    const p = 'signup.payment';
    // The account name is prefilled from the names given: kept as it is.
    await tabToVisibly(page, id(p, 'accountName'));
    expect(await page.locator(id(p, 'accountName')).inputValue()).toBe('Ada Lovelace');
    await tabAndType(page, id(p, 'sortCode'), '08');
    await tabAndType(page, `${id(p, 'sortCode')}-2`, '99');
    await tabAndType(page, `${id(p, 'sortCode')}-3`, '99');
    await tabAndType(page, id(p, 'accountNumber'), '66374958');
    await tabAndChoose(page, id(p, 'preferredDirectDebitDay'));
    const agree = page.locator('[data-section="payment"]').getByRole('checkbox').last();
    const agreeId = await agree.getAttribute('id');
    await tabToVisibly(page, `#${agreeId}`);
    await page.keyboard.press('Space');
    await expect.poll(() => agree.isChecked()).toBe(true);
    await continueByKeyboard(page, 'confirm');

    await tabToVisibly(page, '#complete-switch', { maxTabs: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/switch-complete');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 30_000 })
      .toBe('page-heading');
    await ctx.close();
  }, 300_000);
});
