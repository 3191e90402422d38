/**
 * The sign-up with the keyboard alone (issue 15, point 5): from a tariff's details, Switch Now, then
 * every section (details, address with a previous address as the 36-month rule asks, terms, payment,
 * confirm) answered with Tab, Shift+Tab, Space, Enter, arrow keys and typing up to Switch Complete.
 * At every stop the focus is visible; on the page change focus is on the page heading, and on each
 * section change on the section's heading ("Step n of m: title"), so a screen reader says where the
 * householder now is, also after a Change in the sidebar. The details and payment sections are first
 * submitted empty (the address without its previous address): the error summary at the top takes
 * focus and each of its links moves focus to its field, which is aria-invalid and described by its
 * message. Opening, cancelling, adding and removing a previous address never drops focus to the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, messages, pathOf, sharedBrowser } from './helpers';
import {
  describeFocus,
  expectFocusVisible,
  expectHeadingFocused,
  expectSummaryLinksFocusFields,
  describedByTexts,
  tabToVisibly,
} from './helpers/keyboard';
import { contextWithSession, journeySessions } from './journey-session';
import { resultCards, waitForResults } from './results-steps';
import { expectSection, expectSwitchComplete, fieldId } from './signup-steps';

const browser = sharedBrowser();

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;
const D = 'signup.details';
const A = 'signup.address';
const P = 'signup.previous-address';
const PAY = 'signup.payment';

/** Section titles as the sidebar and the section heading show them. */
const title = (id: 'details' | 'address' | 'terms' | 'payment' | 'confirm') =>
  messages[`signup.section.${id}` as keyof typeof messages];

/** The focused element's text, id and data attributes, for the assertions that follow. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      summary: el?.hasAttribute('data-error-summary') ?? false,
    };
  });
}

/** After a section change: focus is on the new section's heading, which names it. */
async function expectSectionHeadingFocused(page: Page, id: Parameters<typeof title>[0]): Promise<void> {
  await expectSection(page, id);
  await expect
    .poll(async () => {
      const f = await focused(page);
      return `${f.tag}: ${f.text}`;
    })
    .toMatch(new RegExp(`^h2: Step \\d of \\d: ${title(id).replace(/[&]/g, '\\$&')}$`));
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabToVisibly(page, selector);
  await page.keyboard.type(text);
}

/** Tabs to a native select and picks its first real option with the arrow key. */
async function pickFirst(page: Page, selector: string): Promise<void> {
  await tabToVisibly(page, selector);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.locator(selector).inputValue()).not.toBe('');
  await expectFocusVisible(page);
}

/** Tabs to Continue and presses Enter. */
async function continueByKeyboard(page: Page): Promise<void> {
  await tabToVisibly(page, '[data-continue]', { maxTabs: 120 });
  await page.keyboard.press('Enter');
}

/**
 * Tabs to "Add a previous address" (unless focus is on it already) and opens the form: focus lands
 * on the form's first field (the postcode).
 */
async function openPreviousAddressForm(page: Page): Promise<void> {
  const onIt = await page.evaluate(() => document.activeElement?.matches('[data-open-previous]') ?? false);
  if (!onIt) await tabToVisibly(page, '[data-open-previous]');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id))
    .toBe(fieldId(P, 'previousPostcode'));
  await expectFocusVisible(page);
}

/**
 * Adds a previous address (3 years, found by postcode) by keyboard: once added the form closes and
 * focus is on the list of previous addresses, which reads it out.
 */
async function addPreviousAddress(page: Page): Promise<void> {
  await openPreviousAddressForm(page);
  await page.keyboard.type('NR1 3QU');
  await tabToVisibly(page, { selector: `[data-card="${P}"] button`, text: 'Find address' });
  await page.keyboard.press('Enter');
  const previous = page.locator(sel(P, 'previousAddress'));
  await previous.waitFor();
  await tabToVisibly(page, sel(P, 'previousAddress'));
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => previous.inputValue()).not.toBe('');
  await typeInto(page, sel(P, 'previousYears'), '3');
  await tabToVisibly(page, '[data-add-previous]');
  await page.keyboard.press('Enter');
  await page.locator('[data-previous-addresses] li').first().waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id))
    .toBe(fieldId(A, 'previousAddresses'));
  expect((await focused(page)).text).toMatch(/Norwich.*\(3 years\)/);
  await expectFocusVisible(page);
}

describe('sign-up, keyboard only', () => {
  it('details -> Switch Now -> every section -> Switch Complete: focus visible, headings focused, error summary linked to its fields', async () => {
    const b = browser();
    const sessions = await journeySessions(b);
    const ctx = await contextWithSession(b, sessions.quote);
    const page = await ctx.newPage();
    // Arrive on a tariff's details as the keyboard test of the results does (that part is covered there).
    await page.goto(`${baseUrl()}/results/home-energy`);
    await waitForResults(page);
    await resultCards(page)
      .filter({ has: page.getByRole('button', { name: /^Switch Now/ }) })
      .first()
      .getByRole('button', { name: /^More Info/ })
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
    await page.getByTestId('labels').waitFor({ timeout: 30_000 });
    await expectHeadingFocused(page);

    // Switch Now on the details, by keyboard: sign-up opens with its heading focused.
    await tabToVisibly(
      page,
      { selector: 'button', text: messages['results.card.switchNow'] },
      { maxTabs: 120 },
    );
    await page.keyboard.press('Enter');
    await page.locator('[data-plan-summary]').waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe('/details');
    await expectHeadingFocused(page);
    await expectSection(page, 'details');

    // Continue with nothing answered: the error summary shows at the top and takes focus; its links
    // go to the fields.
    await continueByKeyboard(page);
    const summary = page.locator('[data-error-summary]');
    expect(await summary.locator('h2').textContent()).toBe(messages['signup.errorSummary.title']);
    await expectSummaryLinksFocusFields(page, 6);

    // The details answered by keyboard (focus is on the last field the summary linked to: go back up).
    await tabToVisibly(page, sel(D, 'titleId'), { back: true, maxTabs: 60 });
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator(sel(D, 'titleId')).inputValue()).not.toBe('');
    await typeInto(page, sel(D, 'firstName'), 'Ada');
    await typeInto(page, sel(D, 'lastName'), 'Lovelace');
    await typeInto(page, `${sel(D, 'dateOfBirth')}-day`, '10');
    await typeInto(page, `${sel(D, 'dateOfBirth')}-month`, '12');
    await typeInto(page, `${sel(D, 'dateOfBirth')}-year`, '1980');
    await typeInto(page, sel(D, 'dayTimePhone'), '07700900123');
    await typeInto(page, sel(D, 'emailAddress'), 'ada@example.com');
    await pickFirst(page, sel(D, 'employmentStatusId'));
    await continueByKeyboard(page);
    await expectSectionHeadingFocused(page, 'address');
    expect(await summary.count()).toBe(0);

    // Address, in the section's order: status, meter, then a year at the present address (last, with
    // the previous-address block after it), so the 36-month rule asks for a previous one.
    await pickFirst(page, sel(A, 'residentialStatusId'));
    const mprn = page.locator(sel(A, 'mprnNumber'));
    if ((await mprn.count()) > 0 && (await mprn.inputValue()) === '')
      await typeInto(page, sel(A, 'mprnNumber'), '1234567890');
    await typeInto(page, sel(A, 'years'), '1');
    // Continue without one: the summary's link goes to the list of previous addresses, described by the error.
    await continueByKeyboard(page);
    await expect.poll(async () => (await focused(page)).summary).toBe(true);
    const history = messages['validation.addressHistory'];
    await tabToVisibly(page, { selector: '[data-error-summary] a', text: history });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(fieldId(A, 'previousAddresses'));
    await expectFocusVisible(page);
    expect(await describedByTexts(page, sel(A, 'previousAddresses'))).toContain(history);
    // Open the form and Cancel it: focus goes to the form's first field, then back to the button.
    await openPreviousAddressForm(page);
    await tabToVisibly(page, {
      selector: `[data-card="${P}"] button`,
      text: messages['signup.previous.cancel'],
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => describeFocus(page)).toContain(messages['signup.previous.title']);
    await expectFocusVisible(page);
    await addPreviousAddress(page);
    // Remove it (focus on the list, now empty), then add it again.
    await tabToVisibly(page, {
      selector: '[data-previous-addresses] button',
      text: messages['signup.previous.remove'],
    });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(fieldId(A, 'previousAddresses'));
    expect((await focused(page)).text).toContain(messages['signup.previous.none']);
    await expectFocusVisible(page);
    await addPreviousAddress(page);
    await continueByKeyboard(page);
    await expectSectionHeadingFocused(page, 'terms');

    // Terms: every required agreement ticked with Space, the start date chosen with the arrows.
    const terms = page.locator('[data-section="terms"]');
    const required = terms.getByRole('checkbox', { name: /\*$/ });
    expect(await required.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await required.count()); i++) {
      const box = required.nth(i);
      const id = await box.getAttribute('id');
      await tabToVisibly(page, `#${id}`);
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    // When to switch (preset to as soon as possible, above the supplier's own terms): back to it, then
    // the arrows move the choice to the cooling-off period and back.
    const soon = terms.getByRole('radio', { name: 'As soon as possible' });
    const later = terms.getByRole('radio', { name: /cooling-off period/ });
    await tabToVisibly(page, '[data-section="terms"] input[type="radio"]:checked', { back: true });
    await page.keyboard.press('ArrowDown');
    expect(await later.isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await soon.isChecked()).toBe(true);
    await expectFocusVisible(page);
    await continueByKeyboard(page);
    await expectSectionHeadingFocused(page, 'payment');

    // Payment, submitted empty too: the sort code's link goes to its first box, described by the error.
    await continueByKeyboard(page);
    await expectSummaryLinksFocusFields(page, 4);
    await tabToVisibly(page, sel(PAY, 'accountName'), { back: true, maxTabs: 60 });
    await page.keyboard.type('A Lovelace');
    // The sort code's boxes move on by themselves after two digits.
    await typeInto(page, sel(PAY, 'sortCode'), '08');
    expect((await focused(page)).id).toBe(`${fieldId(PAY, 'sortCode')}-2`);
    await page.keyboard.type('99');
    expect((await focused(page)).id).toBe(`${fieldId(PAY, 'sortCode')}-3`);
    await page.keyboard.type('99');
    // Shift+Tab goes back a box, Tab forward again: nothing traps or skips.
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).id).toBe(`${fieldId(PAY, 'sortCode')}-2`);
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
    expect((await focused(page)).id).toBe(`${fieldId(PAY, 'sortCode')}-3`);
    await typeInto(page, sel(PAY, 'accountNumber'), '66374958');
    expect(await page.locator(sel(PAY, 'sortCode')).inputValue()).toBe('08');
    await pickFirst(page, sel(PAY, 'preferredDirectDebitDay'));
    const authorise = sel(PAY, 'isAuthorisedToSetupDirectDebits');
    await tabToVisibly(page, authorise);
    await page.keyboard.press('Space');
    expect(await page.locator(authorise).isChecked()).toBe(true);
    await continueByKeyboard(page);
    await expectSectionHeadingFocused(page, 'confirm');

    // A Change button in the sidebar (before the form, so backwards): the section opens, its heading focused.
    await tabToVisibly(page, '[data-change="address"]', { back: true, maxTabs: 60 });
    await page.keyboard.press('Enter');
    await expectSectionHeadingFocused(page, 'address');
    await tabToVisibly(page, '[data-change="confirm"]', { back: true, maxTabs: 60 });
    await page.keyboard.press('Enter');
    await expectSectionHeadingFocused(page, 'confirm');

    await tabToVisibly(page, '#complete-switch', { maxTabs: 120 });
    await page.keyboard.press('Enter');
    await expectSwitchComplete(page);
    await expectHeadingFocused(page);
    await ctx.close();
  }, 240_000);
});
