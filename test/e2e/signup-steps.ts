/**
 * Shared steps of the sign-up e2e tests: open sign-up as a householder who just pressed Switch Now
 * (a real quote and switch key made through the real server), and answer each section.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrlOf, openPage, pathOf } from './helpers';
import { contextWithSession, journeySessions, seedSession } from './journey-session';
import { fillField, openQuote, startGasQuote, submitToResults } from './quote-steps';
import { openResults, waitForResults, type QuoteKind } from './results-steps';

/** The HTML id of a sign-up card's field input. */
export function fieldId(cardId: string, field: string): string {
  return `${cardId.replace(/[^A-Za-z0-9_-]/g, '-')}_${field}`;
}

/**
 * Opens sign-up in a new tab of `ctx` (a fresh context, on its server) as a householder who has just
 * pressed Switch Now on a gas quote of their own: for tests whose subject is the sign-up, not the
 * pages before it. The quote form runs once per browser and server; each call makes a new quote
 * through the API, so each test completes its own switch.
 */
export async function freshSignUp(ctx: BrowserContext): Promise<Page> {
  const sessions = await journeySessions(ctx.browser()!, baseUrlOf(ctx));
  await seedSession(ctx, await sessions.freshSwitchKey());
  return openDetails(ctx);
}

/** Opens `/details` in a new tab of `ctx` and waits for the sign-up's plan summary. */
async function openDetails(ctx: BrowserContext): Promise<Page> {
  const { page } = await openPage(ctx, '/details');
  await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
  return page;
}

/** Opens sign-up in a new tab whose session holds a gas quote and its switch key. */
export async function openSignUp(browser: Browser): Promise<{ ctx: BrowserContext; page: Page }> {
  const sessions = await journeySessions(browser);
  const ctx = await contextWithSession(browser, sessions.switchKey);
  return { ctx, page: await openDetails(ctx) };
}

/** The section on screen. */
export async function currentSection(page: Page): Promise<string | null> {
  return page.locator('[data-section]').getAttribute('data-section');
}

/** Waits until the section on screen is `id`. */
export async function expectSection(page: Page, id: string): Promise<void> {
  await expect.poll(() => currentSection(page), { timeout: 10_000 }).toBe(id);
}

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;

/**
 * Presses Continue once and waits for the next section. No second press: a press that does nothing is
 * a product fault (it was one: Continue decided while an answer's check was still out; see
 * src/features/signup/continueSection.ts and signup-continue.e2e.ts).
 */
export async function continueTo(page: Page, next: string): Promise<void> {
  await page.locator('[data-continue]').click();
  try {
    await expectSection(page, next);
  } catch (err) {
    // What the page showed instead, for whoever reads the failure.
    await page.screenshot({ path: `test-results/signup-stuck-before-${next}.png`, fullPage: true });
    throw err;
  }
}

/** Answers the customer section. */
export async function answerDetails(page: Page, email = 'ada@example.com'): Promise<void> {
  const c = 'signup.details';
  await page.locator(sel(c, 'titleId')).selectOption({ index: 1 });
  await page.locator(sel(c, 'firstName')).fill('Ada');
  await page.locator(sel(c, 'lastName')).fill('Lovelace');
  await page.locator(`${sel(c, 'dateOfBirth')}-day`).fill('10');
  await page.locator(`${sel(c, 'dateOfBirth')}-month`).fill('12');
  await page.locator(`${sel(c, 'dateOfBirth')}-year`).fill('1980');
  await page.locator(sel(c, 'dayTimePhone')).fill('07700900123');
  await page.locator(sel(c, 'emailAddress')).fill(email);
  await page.locator(sel(c, 'employmentStatusId')).selectOption({ index: 1 });
}

/** Answers the address section: years at the present address, status, and the meters the switch needs. */
export async function answerAddress(page: Page, years = '5'): Promise<void> {
  const c = 'signup.address';
  await page.locator(sel(c, 'years')).fill(years);
  await page.locator(sel(c, 'residentialStatusId')).selectOption({ index: 1 });
  const mprn = page.locator(sel(c, 'mprnNumber'));
  if ((await mprn.count()) > 0 && (await mprn.inputValue()) === '') await mprn.fill('1234567890');
  // Yes/No radios: option 0 is Yes, option 1 is No.
  const domesticYes = page.locator(`${sel(c, 'domesticMeter')}-0`);
  if ((await domesticYes.count()) > 0) {
    await domesticYes.check();
    // The meter the quote found decides Economy 7: the MPAN's profile class (02 is Economy 7).
    const mpan = await page.locator(sel(c, 'mpanNumber')).inputValue();
    await page.locator(`${sel(c, 'economy7Meter')}-${mpan.startsWith('02') ? 0 : 1}`).check();
  }
}

/**
 * Answers the supplier terms: switch as soon as possible (where asked), tick every required agreement
 * (each variant asks for its own) and choose the first option of every required select.
 */
export async function answerTerms(page: Page): Promise<void> {
  const section = page.locator('[data-section="terms"]');
  const soon = section.getByRole('radio', { name: 'As soon as possible' });
  if ((await soon.count()) > 0) await soon.check();
  const required = section.getByRole('checkbox', { name: /\*$/ });
  for (let i = 0; i < (await required.count()); i++) await required.nth(i).check();
  // The only select shown without a tick is a required one (the prepayment meter type).
  const selects = section.locator('select');
  for (let i = 0; i < (await selects.count()); i++)
    if ((await selects.nth(i).inputValue()) === '') await selects.nth(i).selectOption({ index: 1 });
}

/** From the quote form to sign-up through the real pages: a quote of `kind`, then Switch Now on the first result. */
export async function quoteToSignUp(ctx: BrowserContext, kind: QuoteKind, payMethod?: string): Promise<Page> {
  let page: Page;
  if (payMethod) {
    page = await openQuote(ctx);
    await startGasQuote(page, payMethod);
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
    await submitToResults(page);
    await waitForResults(page);
  } else page = await openResults(ctx, kind);
  await switchNow(page);
  return page;
}

/** On results: Switch Now on the first result, then waits for sign-up's plan summary. */
export async function switchNow(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /switch now/i })
    .first()
    .click();
  await page.locator('[data-plan-summary]').waitFor({ timeout: 30_000 });
}

/** Every section answered in order, up to Confirm & Switch (payment only when the plan asks for it). */
export async function answerAll(page: Page, email?: string): Promise<void> {
  await answerDetails(page, email);
  await continueTo(page, 'address');
  await answerAddress(page);
  await answerTermsOnward(page);
}

/** From the address section: terms, payment when the plan asks for it, up to Confirm & Switch. */
export async function answerTermsOnward(page: Page): Promise<void> {
  await continueTo(page, 'terms');
  await answerTerms(page);
  if ((await page.locator('[data-section-item="payment"]').count()) > 0) {
    await continueTo(page, 'payment');
    await answerPayment(page);
  }
  await continueTo(page, 'confirm');
}

/** Presses Complete Switch. */
export async function completeSwitch(page: Page): Promise<void> {
  await page.locator('#complete-switch').click();
}

/** What Switch Complete stores of the switch made (the API's switched reply). */
export interface SwitchedOutcome {
  uuid: string;
  supplier: string;
  firstName: string;
  lastName: string;
  /** The quote's switch id: the one its completed switch is counted by. */
  switchId: string;
}

/** Waits (up to `timeout` ms) for Switch Complete and returns the stored switch outcome. */
export async function expectSwitchComplete(page: Page, timeout = 30_000): Promise<SwitchedOutcome> {
  await expect.poll(() => pathOf(page), { timeout }).toBe('/switch-complete');
  const outcome = await page.evaluate(() => sessionStorage.getItem('switchOutcome'));
  const switched = (JSON.parse(outcome!) as { state: { switched: SwitchedOutcome } }).state.switched;
  expect(switched.uuid).toMatch(/\S/);
  return switched;
}

/**
 * Answers the payment section with a bank account that passes the modulus check, typed as `typed`
 * says (a name or an account number written as a householder might: spaces, accents).
 */
export async function answerPayment(
  page: Page,
  typed: { accountName?: string; accountNumber?: string } = {},
): Promise<void> {
  const c = 'signup.payment';
  await page.locator(sel(c, 'accountName')).fill(typed.accountName ?? 'A Lovelace');
  await page.locator(sel(c, 'sortCode')).fill('08');
  await page.locator(`${sel(c, 'sortCode')}-2`).fill('99');
  await page.locator(`${sel(c, 'sortCode')}-3`).fill('99');
  await page.locator(sel(c, 'accountNumber')).fill(typed.accountNumber ?? '66374958');
  await page.locator(sel(c, 'preferredDirectDebitDay')).selectOption({ index: 1 });
  await page.locator('[data-section="payment"]').getByRole('checkbox').last().check();
}
