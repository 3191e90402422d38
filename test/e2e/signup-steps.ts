/**
 * Shared steps of the sign-up e2e tests: open sign-up as a householder who just pressed Switch Now
 * (a real quote and switch key made through the real server), and answer each section.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './helpers';
import { contextWithSession, journeySessions } from './journey-session';

/** The HTML id of a sign-up card's field input. */
export function fieldId(cardId: string, field: string): string {
  return `${cardId.replace(/[^A-Za-z0-9_-]/g, '-')}_${field}`;
}

/** Opens sign-up in a new tab whose session holds a gas quote and its switch key. */
export async function openSignUp(browser: Browser): Promise<{ ctx: BrowserContext; page: Page }> {
  const sessions = await journeySessions(browser);
  const ctx = await contextWithSession(browser, sessions.switchKey);
  const { page } = await openPage(ctx, '/details');
  await page.locator('[data-plan-summary]').waitFor({ timeout: 20_000 });
  return { ctx, page };
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

/** Presses Continue and waits for the next section. */
export async function continueTo(page: Page, next: string): Promise<void> {
  await page.locator('[data-continue]').click();
  await expectSection(page, next);
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
}

/** Answers the supplier terms: switch as soon as possible and accept the supplier's terms. */
export async function answerTerms(page: Page): Promise<void> {
  const section = page.locator('[data-section="terms"]');
  await section.getByRole('radio', { name: 'As soon as possible' }).check();
  await section.getByRole('checkbox', { name: /terms and conditions/i }).check();
  // A smart meter from the quote asks for the smart-meter agreement.
  const smart = section.getByRole('checkbox', { name: /operate my smart meter/i });
  if ((await smart.count()) > 0) await smart.check();
}

/** Answers the payment section with a bank account that passes the modulus check. */
export async function answerPayment(page: Page): Promise<void> {
  const c = 'signup.payment';
  await page.locator(sel(c, 'accountName')).fill('A Lovelace');
  await page.locator(sel(c, 'sortCode')).fill('08');
  await page.locator(`${sel(c, 'sortCode')}-2`).fill('99');
  await page.locator(`${sel(c, 'sortCode')}-3`).fill('99');
  await page.locator(sel(c, 'accountNumber')).fill('66374958');
  await page.locator(sel(c, 'preferredDirectDebitDay')).selectOption({ index: 1 });
  await page.locator('[data-section="payment"]').getByRole('checkbox').last().check();
}
