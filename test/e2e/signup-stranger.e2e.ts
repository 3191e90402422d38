/**
 * The sign-up tried as a stranger would (issue 13): answers typed the way people write them (spaces,
 * +44, capitals, an apostrophe and accents, an account number in groups), a date that does not exist,
 * an age under 18, a previous address typed in without pressing Find, the billing address's "I can't
 * find my address" path, a changed answer another section depends on, Back, Forward and reload, at
 * 390 px and 1280 px. Each test is a fault found by walking the page, kept so it stays fixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { API_ROUTES } from '../../contract/api/routes';
import { checkA11y, launchBrowser, messages, newContext, pathOf, screenshots, VIEWPORTS } from './helpers';
import {
  answerAddress,
  answerDetails,
  answerPayment,
  answerTermsOnward,
  answerTerms,
  completeSwitch,
  continueTo,
  expectSection,
  expectSwitchComplete,
  fieldId,
  quoteToSignUp,
} from './signup-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;
const DETAILS = 'signup.details';
const ADDRESS = 'signup.address';
const PREVIOUS = 'signup.previous-address';

/** The JSON bodies the page posts to `path`, as they are sent. */
function bodiesTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path))
      bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The messages shown under a field (its error element), one per line. */
async function fieldMessages(page: Page, cardId: string, field: string): Promise<string[]> {
  const box = page.locator(`#${fieldId(cardId, field)}__error`);
  if ((await box.count()) === 0) return [];
  return (await box.locator('span').allInnerTexts()).map((s) => s.trim()).filter(Boolean);
}

/** Types a date of birth into the three boxes. */
async function typeBirthDate(page: Page, day: string, month: string, year: string): Promise<void> {
  const id = sel(DETAILS, 'dateOfBirth');
  await page.locator(`${id}-day`).fill(day);
  await page.locator(`${id}-month`).fill(month);
  await page.locator(`${id}-year`).fill(year);
  await page.locator(`${id}-year`).blur();
}

describe('sign-up, tried as a stranger', () => {
  it('dual fuel at 390 px: answers as people type them reach the supplier in the form the rules ask for', async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'dual');
    const personal = bodiesTo(page, API_ROUTES.updatePersonal.path);
    const address = bodiesTo(page, API_ROUTES.updateAddress.path);
    const bank = bodiesTo(page, API_ROUTES.updateBank.path);
    const terms = bodiesTo(page, API_ROUTES.updateTerms.path);

    await answerDetails(page);
    // One message per field, the most useful: a 12-digit phone is too long (not also "invalid").
    await page.locator(sel(DETAILS, 'dayTimePhone')).fill('077009001234');
    await page.locator(sel(DETAILS, 'dayTimePhone')).blur();
    await expect
      .poll(() => fieldMessages(page, DETAILS, 'dayTimePhone'))
      .toEqual([messages['validation.maxLength'].replace('{label}', 'Daytime phone').replace('{max}', '11')]);
    // A name with spaces around it, accents and an apostrophe; a phone with +44 and spaces; an email
    // pasted with capitals and a space.
    await page.locator(sel(DETAILS, 'firstName')).fill('  Zoë ');
    await page.locator(sel(DETAILS, 'lastName')).fill("O'Brien-Núñez ");
    await page.locator(sel(DETAILS, 'dayTimePhone')).fill('+44 7700 900123');
    await page.locator(sel(DETAILS, 'emailAddress')).fill(' Zoe.OBrien@Example.COM ');
    // 29 February of a year that has none: called invalid, and nothing else (no "under 18").
    await typeBirthDate(page, '29', '02', '2001');
    await expect
      .poll(() => fieldMessages(page, DETAILS, 'dateOfBirth'))
      .toEqual(['Date of birth is invalid.']);
    // Under 18: that message alone.
    await typeBirthDate(page, '28', '02', '2010');
    await expect
      .poll(() => fieldMessages(page, DETAILS, 'dateOfBirth'))
      .toEqual([messages['validation.minimumAge']]);
    await page.locator('[data-continue]').click();
    await expectSection(page, 'details');
    await screenshots(page, 'sign-up-stranger-details');
    // What they typed stays on screen; only the real fault is named.
    expect(await page.locator(sel(DETAILS, 'dayTimePhone')).inputValue()).toBe('+44 7700 900123');
    for (const field of ['firstName', 'lastName', 'dayTimePhone', 'emailAddress'])
      expect(await fieldMessages(page, DETAILS, field), field).toEqual([]);
    await typeBirthDate(page, '28', '02', '2001');
    await continueTo(page, 'address');

    // Under 3 years here: a previous address typed in ("I can't find the address"), postcode in lower
    // case and never searched for.
    // (The previous-address block appears once the years are in: wait for it before answering below it.)
    await page.locator(sel(ADDRESS, 'years')).fill('1');
    await page.locator(sel(ADDRESS, 'years')).blur();
    await page.locator('[data-open-previous]').waitFor();
    // The list is empty and the Add button is right under it: the empty list says where to find it.
    await page
      .locator('[data-section]')
      .getByText(/Add them with .Add a previous address. below/)
      .waitFor();
    // The gas meter number copied from a bill with a space in it.
    const mprnBox = page.locator(sel(ADDRESS, 'mprnNumber'));
    const mprn = await mprnBox.inputValue();
    expect(mprn).toMatch(/^\d{6,10}$/);
    // The section names the address being switched: the quote's (SE1 7PB for a dual quote).
    const switching = page.getByRole('region', { name: messages['signup.address.switching'] });
    expect(await switching.textContent()).toMatch(
      new RegExp(`^${messages['signup.address.switching']}.+, SE1 7PB$`),
    );
    // Letters in the meter number, and too short as well: it says digits only, and only that.
    await mprnBox.fill('12ab');
    await mprnBox.blur();
    await expect
      .poll(() => fieldMessages(page, ADDRESS, 'mprnNumber'))
      .toEqual([messages['validation.numbersOnly'].replace('{label}', 'Gas meter number (MPRN)')]);
    await mprnBox.fill(`${mprn.slice(0, 4)} ${mprn.slice(4)}`);
    await answerAddress(page, '1');
    await page.locator(sel(ADDRESS, 'months')).fill('6');
    await page.locator('[data-open-previous]').click();
    await page.locator(sel(PREVIOUS, 'previousManual')).check();
    await page.locator(sel(PREVIOUS, 'previousPostcode')).fill('m1 1ae');
    await page.locator(sel(PREVIOUS, 'previousLine1')).fill('1 High Street');
    await page.locator(sel(PREVIOUS, 'previousLine2')).fill('Flat 2');
    await page.locator(sel(PREVIOUS, 'previousCity')).fill('Manchester');
    await page.locator(sel(PREVIOUS, 'previousYears')).fill('1');
    await page.locator(sel(PREVIOUS, 'previousMonths')).fill('6');
    await page.locator('[data-add-previous]').click();
    const listed = page.locator('[data-previous-addresses] li');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.first().innerText()).toContain(
      '1 High Street, Flat 2, Manchester, M1 1AE (1 year 6 months)',
    );
    // One more, found by postcode, that makes 3 years: "1 year", not "1 years 0 months".
    await page.locator('[data-open-previous]').click();
    await page.locator(sel(PREVIOUS, 'previousPostcode')).fill(' se1 7pb ');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.locator(sel(PREVIOUS, 'previousAddress')).selectOption({ index: 1 });
    await page.locator(sel(PREVIOUS, 'previousYears')).fill('1');
    await page.locator('[data-add-previous]').click();
    await expect.poll(() => listed.count()).toBe(2);
    expect(await listed.nth(1).innerText()).toMatch(/, SE1 7PB \(1 year\)/);
    await screenshots(page, 'sign-up-stranger-previous');
    await continueTo(page, 'terms');
    await answerTerms(page);
    await continueTo(page, 'payment');

    // The payment section says what the Direct Debit will take: the plan's monthly total.
    const monthly = await page.locator('[data-plan-summary] tr').last().locator('[data-monthly]').innerText();
    await expect
      .poll(() => page.locator('[data-monthly-direct-debit]').innerText())
      .toContain(monthly.trim());
    // An account number written in groups, as on a bank card or statement.
    await answerPayment(page, { accountName: "Zoë O'Brien ", accountNumber: '6637 4958' });
    await screenshots(page, 'sign-up-stranger-payment');
    // Confirm & Switch asks nothing, but it is not "Complete" before the switch is made.
    const confirmItem = page.locator('[data-section-item="confirm"]');
    await expect.poll(() => confirmItem.innerText()).toContain('Ready to check');
    expect(await confirmItem.innerText()).not.toContain('Complete');
    await continueTo(page, 'confirm');
    await completeSwitch(page);
    await expectSwitchComplete(page);

    expect(personal.at(-1)).toMatchObject({
      firstName: 'Zoë',
      lastName: "O'Brien-Núñez",
      dayTimePhone: '07700900123',
      emailAddress: 'zoe.obrien@example.com',
      dateOfBirth: '2001-02-28',
    });
    const previous = (address.at(-1)?.previousAddresses ?? []) as Record<string, unknown>[];
    expect(previous[0]).toMatchObject({
      postcode: 'M11AE',
      line1: '1 High Street',
      lengthOfResidencyInMonths: 18,
    });
    expect(terms.at(-1)).toMatchObject({ mprnNumber: mprn });
    expect(bank.at(-1)).toMatchObject({ accountNumber: '66374958', accountName: "Zoë O'Brien" });
    await ctx.close();
  });

  it("electricity only at 1280 px: billing typed in ('I can't find my address'), a changed answer, Back, Forward and reload", async () => {
    const ctx = await newContext(browser);
    const page = await quoteToSignUp(ctx, 'economy7');
    await page.setViewportSize(VIEWPORTS.desktop);
    const address = bodiesTo(page, API_ROUTES.updateAddress.path);
    const terms = bodiesTo(page, API_ROUTES.updateTerms.path);
    await answerDetails(page);
    await continueTo(page, 'address');
    // No gas: no MPRN to give.
    expect(await page.locator(sel(ADDRESS, 'mprnNumber')).count()).toBe(0);
    // The MPAN copied from a bill, in its printed groups.
    const mpanBox = page.locator(sel(ADDRESS, 'mpanNumber'));
    const mpan = await mpanBox.inputValue();
    expect(mpan).toMatch(/^\d{21}$/);
    await mpanBox.fill(`${mpan.slice(0, 2)} ${mpan.slice(2, 6)} ${mpan.slice(6, 10)} ${mpan.slice(10)}`);
    await answerAddress(page);
    await page.locator(sel(ADDRESS, 'separateBilling')).check();
    await page.locator(sel(ADDRESS, 'manuallyEnterBilling')).check();
    // The postcode typed like the other lines, Find never pressed.
    await page.locator(sel(ADDRESS, 'billingPostcode')).fill('ls1 1ur');
    await page.locator(sel(ADDRESS, 'billingLine1')).fill('2 Park Row');
    await page.locator(sel(ADDRESS, 'billingLine2')).fill('Floor 3');
    await page.locator(sel(ADDRESS, 'billingCity')).fill('Leeds');
    await screenshots(page, 'sign-up-stranger-billing-typed');
    await continueTo(page, 'terms');

    // Back to the address from the sidebar: a changed time there now asks for previous addresses, and
    // the later sections wait for them.
    await page
      .getByRole('button', { name: /change/i })
      .nth(1)
      .click();
    await expectSection(page, 'address');
    await page.locator(sel(ADDRESS, 'years')).fill('2');
    await page.locator(sel(ADDRESS, 'years')).blur();
    await page.locator('[data-open-previous]').waitFor();
    await page.locator('[data-continue]').click();
    await expectSection(page, 'address');
    await page
      .locator('[data-section]')
      .getByText(/less than 3 years/)
      .first()
      .waitFor();
    await page.locator(sel(ADDRESS, 'years')).fill('6');
    await page.locator(sel(ADDRESS, 'years')).blur();
    await continueTo(page, 'terms');

    // Reload keeps the section and every answer; Back undoes the Change (terms again), Forward redoes it.
    await page.reload();
    await page.locator('[data-plan-summary]').waitFor();
    await expectSection(page, 'terms');
    await page
      .getByRole('button', { name: /change/i })
      .nth(1)
      .click();
    await expectSection(page, 'address');
    expect(await page.locator(sel(ADDRESS, 'billingPostcode')).inputValue()).toBe('LS1 1UR');
    expect(await page.locator(sel(ADDRESS, 'billingLine1')).inputValue()).toBe('2 Park Row');
    await page.goBack();
    await expectSection(page, 'terms');
    expect(pathOf(page)).toBe('/details');
    await page.goForward();
    await expectSection(page, 'address');
    await answerTermsOnward(page);
    await checkA11y(page, 'sign-up confirm after a stranger walk (1280)');
    await completeSwitch(page);
    await expectSwitchComplete(page);
    expect(terms.at(-1)).toMatchObject({ mpanNumber: mpan });
    expect(address.at(-1)?.businessAddress).toMatchObject({
      separateBilling: true,
      manuallyEnterBilling: true,
      postcode: 'LS11UR',
      line1: '2 Park Row',
      city: 'Leeds',
    });
    await ctx.close();
  });
});
