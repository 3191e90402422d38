/**
 * The carbon offset with the keyboard alone (issue 15, point 5): from Switch Complete, 'Offset my
 * carbon now!', a project's More Info modal (focus goes into it and comes back on close), Select, a
 * share, the offset button, the sandbox checkout's Pay and the Payment Successful page, with the
 * focus visible at every stop and the heading focused on each of the app's page changes. And the
 * existing-switch form: an invalid Switch Id's error is on the field (aria-invalid) and named by it
 * (aria-describedby), and focus is on the field so it is announced.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, checkA11yAtEachViewport, messages, newContext, pathOf, sharedBrowser } from './helpers';
import {
  describedByTexts,
  describeFocus,
  expectFocusVisible,
  expectHeadingFocused,
  tabToVisibly,
} from './helpers/keyboard';
import { openSwitchComplete } from './carbon-steps';

const browser = sharedBrowser();

/** Whether the focused element is inside an element matching `selector`. */
function focusWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => !!document.activeElement?.closest(s), selector);
}

describe('carbon offset, keyboard only', () => {
  it('Switch Complete -> offset page -> More Info -> Select -> 50% -> checkout -> Pay -> Payment Successful', async () => {
    const { ctx, page } = await openSwitchComplete(browser(), 'gas');
    await page.getByTestId('carbon-panel').waitFor({ timeout: 30_000 });

    // A link in the role of a button (it works before the app has taken the page over).
    await tabToVisibly(
      page,
      { selector: 'a[role="button"]', text: 'Offset my carbon now!' },
      { maxTabs: 120 },
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/carbon-offset');
    await page.getByTestId('carbon-project').first().waitFor({ timeout: 30_000 });
    await expectHeadingFocused(page);

    // More Info: focus goes into the modal, stays there on Tab, and comes back to More Info on Close.
    const first = '[data-testid="carbon-project"]:first-of-type';
    await tabToVisibly(page, { selector: `${first} button`, text: 'More Info' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => focusWithin(page, '[role="dialog"]')).toBe(true);
    await tabToVisibly(page, { selector: '[role="dialog"] button', text: messages['carbon.close'] });
    expect(await focusWithin(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate((s) => document.activeElement?.closest(s) !== null, first))
      .toBe(true);
    expect(await describeFocus(page)).toContain('More Info');
    await expectFocusVisible(page);
    // Escape closes it too, focus back on the same button.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => focusWithin(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => describeFocus(page)).toContain('More Info');
    await expectFocusVisible(page);

    await tabToVisibly(page, { selector: `${first} button`, text: 'Select' });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator(`${first} button[aria-pressed]`).getAttribute('aria-pressed'))
      .toBe('true');

    // The share: Tab into the group (on the chosen radio), arrows to 50%.
    await tabToVisibly(page, 'input[name="percentage"]', { maxTabs: 120 });
    const half = page.getByRole('radio', { name: /^50% for/ });
    for (let i = 0; i < 8 && !(await half.isChecked()); i++) await page.keyboard.press('ArrowDown');
    expect(await half.isChecked()).toBe(true);
    await expectFocusVisible(page);

    await tabToVisibly(page, { selector: 'button[type="submit"]', text: 'Offset your carbon by 50%' });
    await page.keyboard.press('Enter');
    // The provider's checkout (the sandbox stands in for another site: its focus is its own).
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor({ timeout: 30_000 });
    await tabToVisibly(page, { selector: 'button', text: 'Pay' });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: messages['carbon.paymentSuccessTitle'] }).waitFor({
      timeout: 30_000,
    });
    expect(new URL(page.url()).pathname).toBe('/carbon-offset-process');
    await expectHeadingFocused(page);
    await page.getByText(/You have offset 50% of your carbon footprint/).waitFor();
    await ctx.close();
  }, 240_000);

  it('the existing-switch form: an invalid Switch Id, by keyboard, is announced on its field', async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    await page.goto(`${baseUrl()}/carbon-offset/existing`);
    await page.locator('#page-heading').waitFor();
    const field = '#existing-switch-id';
    await tabToVisibly(page, field, { maxTabs: 120 });
    await page.keyboard.type('12ab');
    await tabToVisibly(page, { selector: 'button[type="submit"]', text: messages['carbon.existing.submit'] });
    await page.keyboard.press('Enter');
    // Focus goes back to the field, which says it is wrong and why.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('existing-switch-id');
    await expectFocusVisible(page);
    expect(await page.locator(field).getAttribute('aria-invalid')).toBe('true');
    expect(await describedByTexts(page, field)).toContain(messages['carbon.existing.invalid']);
    expect(await page.locator(field).inputValue()).toBe('12ab');
    await checkA11yAtEachViewport(page, 'carbon existing switch, invalid id');

    // Enter in the field itself (focus does not move): the message is announced as it appears.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('34');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(messages['carbon.switchNotFound']).waitFor({ timeout: 30_000 });
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(field).getAttribute('aria-invalid')).toBe('true');
    const message = page.locator(`${field}-helper-text`);
    expect(await message.textContent()).toBe(messages['carbon.existing.invalid']);
    expect(await message.getAttribute('aria-live')).toBe('polite');
    await ctx.close();
  }, 120_000);
});
