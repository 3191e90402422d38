/**
 * Sign-up failures end to end (issues 13 and 15, point 2), against a server of this file's own (so it
 * can be stopped, and its database read): the sandbox supplier refusing each step of Complete Switch
 * (the customer email `fail-<step>@sandbox.invalid`), the API stopped mid-sign-up and started again,
 * and the API slowed to seconds per call. Each keeps the householder on the sign-up with every answer,
 * says what went wrong, and a retry makes exactly one switch.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  checkA11yAtEachViewport,
  completedSwitches,
  messages,
  newContext,
  ownServer,
  pathOf,
  screenshots,
  sharedBrowser,
  slowApi,
} from './helpers';
import {
  answerAddress,
  answerAll,
  answerDetails,
  answerPayment,
  answerTerms,
  completeSwitch,
  continueTo,
  expectSection,
  expectSwitchComplete,
  fieldId,
  freshSignUp,
} from './signup-steps';

const browser = sharedBrowser();
const server = ownServer('signup-failures');

const GOOD_EMAIL = 'ada@example.com';

/** The sign-up page's alert. */
const signUpAlert = (page: Page) => page.locator('[data-signup-alert]');

/** The value of a sign-up field. */
const valueOf = (page: Page, cardId: string, field: string) =>
  page.locator(`#${fieldId(cardId, field)}`).inputValue();

/** Counts the completion calls the page sent, and those the server answered with a switch. */
function completionCalls(page: Page): { sent: () => number; succeeded: () => number } {
  let sent = 0;
  let succeeded = 0;
  const isComplete = (url: string) => new URL(url).pathname.endsWith('/switch/pro/complete');
  page.on('request', (r) => {
    if (isComplete(r.url()) && r.method() === 'POST') sent += 1;
  });
  page.on('response', (r) => {
    if (isComplete(r.url()) && r.request().method() === 'POST' && r.ok()) succeeded += 1;
  });
  return { sent: () => sent, succeeded: () => succeeded };
}

/**
 * Every answer of the sign-up is still in its field: the details (with the email typed), the years at
 * the address, and the bank details. The bank details are never written to browser storage, but the
 * page keeps them in memory while it is open, so they are not asked again after a failed Complete.
 * Leaves the page on the details section.
 */
async function expectAnswersKept(page: Page, email: string): Promise<void> {
  await page.locator('[data-change="payment"]').click();
  await expectSection(page, 'payment');
  expect(await valueOf(page, 'signup.payment', 'accountName')).toBe('A Lovelace');
  expect(await valueOf(page, 'signup.payment', 'accountNumber')).toBe('66374958');
  await page.locator('[data-change="address"]').click();
  await expectSection(page, 'address');
  expect(await valueOf(page, 'signup.address', 'years')).toBe('5');
  await page.locator('[data-change="details"]').click();
  await expectSection(page, 'details');
  expect(await valueOf(page, 'signup.details', 'firstName')).toBe('Ada');
  expect(await valueOf(page, 'signup.details', 'lastName')).toBe('Lovelace');
  expect(await valueOf(page, 'signup.details', 'dayTimePhone')).toBe('07700900123');
  expect(await valueOf(page, 'signup.details', 'emailAddress')).toBe(email);
}

/** From the details section: the email set to `email`, back to Confirm & Switch, and Complete Switch pressed. */
async function changeEmailAndComplete(page: Page, email: string): Promise<void> {
  await page.locator(`#${fieldId('signup.details', 'emailAddress')}`).fill(email);
  await page.locator('[data-change="confirm"]').click();
  await expectSection(page, 'confirm');
  await completeSwitch(page);
}

/** The sandbox steps that can be refused, each with its alert (spec section 8). Terms: signup.e2e.ts. */
const REFUSALS = [
  { step: 'personal', alert: messages['alert.customer'] },
  { step: 'address', alert: messages['alert.address'] },
  { step: 'verify', alert: messages['alert.verifyBank'] },
  { step: 'bank', alert: messages['alert.bank'] },
  { step: 'complete', alert: messages['alert.complete'] },
] as const;

describe('sign-up failures: the supplier refuses a step', () => {
  // One householder meets every refusal in turn, as one who retries would: the sandbox refuses the
  // step the stored email names (server/switching/sandboxFailures.ts), so each retry with the next
  // step's email gets past the steps before it and is refused at that one. One sign-up answered for
  // five refusals: each test of its own answered the whole sign-up again (about 20 s each in CI).
  it('each step refused in turn: its alert, the page and every answer kept; the email fixed, one switch completes', async () => {
    const ctx = await newContext(browser(), server.baseUrl());
    const page = await freshSignUp(ctx);
    const completions = completionCalls(page);
    await answerAll(page, `fail-${REFUSALS[0].step}@sandbox.invalid`);
    await completeSwitch(page);
    for (const [i, { step, alert }] of REFUSALS.entries()) {
      if (i > 0) await changeEmailAndComplete(page, `fail-${step}@sandbox.invalid`);
      // The alert of this step, not the one before it still on screen.
      await expect.poll(() => signUpAlert(page).textContent(), { timeout: 30_000 }).toContain(alert);
      expect(await signUpAlert(page).textContent()).toContain(messages['signup.alertRetry']);
      expect(pathOf(page)).toBe('/details');
      await expectSection(page, 'confirm');
      await screenshots(page, `sign-up ${step} refused`);
      await expectAnswersKept(page, `fail-${step}@sandbox.invalid`);
    }
    expect(completions.succeeded()).toBe(0);
    await changeEmailAndComplete(page, GOOD_EMAIL);
    const switched = await expectSwitchComplete(page);
    expect(completions.succeeded()).toBe(1);
    await ctx.close();
    expect(await completedSwitches(server, switched.switchId)).toBe(1);
  }, 240_000);
});

describe('sign-up failures: the API stopped mid-sign-up, then started again', () => {
  it('Complete Switch says the servers could not be reached and keeps every answer; once back, one switch completes', async () => {
    const ctx = await newContext(browser(), server.baseUrl());
    const page = await freshSignUp(ctx);
    const completions = completionCalls(page);
    await answerDetails(page);
    await server.stop();
    // The rest of the sign-up is answered with the API gone (Continue asks nothing of it).
    await continueTo(page, 'address');
    await answerAddress(page);
    await continueTo(page, 'terms');
    await answerTerms(page);
    await continueTo(page, 'payment');
    await answerPayment(page);
    await continueTo(page, 'confirm');
    await completeSwitch(page);
    await signUpAlert(page).waitFor({ timeout: 40_000 });
    expect(await signUpAlert(page).textContent()).toContain(messages['error.unreachable']);
    expect(pathOf(page)).toBe('/details');
    await checkA11yAtEachViewport(page, 'sign-up API stopped');
    await screenshots(page, 'sign-up API stopped');
    await expectAnswersKept(page, GOOD_EMAIL);

    await server.start();
    await changeEmailAndComplete(page, GOOD_EMAIL);
    const switched = await expectSwitchComplete(page);
    // Nothing typed while the API was gone was lost: the switch carries the customer's names.
    expect(switched).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(completions.succeeded()).toBe(1);
    await ctx.close();
    expect(await completedSwitches(server, switched.switchId)).toBe(1);
  }, 240_000);
});

describe('sign-up failures: the API slowed to seconds per call', () => {
  it('Complete Switch shows its progress; a double press sends one completion and makes one switch', async () => {
    const ctx = await newContext(browser(), server.baseUrl());
    const page = await freshSignUp(ctx);
    const completions = completionCalls(page);
    await answerAll(page);
    await slowApi(page, 3000);
    // The completion call itself is held until the page has been looked at (its scan and pictures
    // take a few seconds of their own, and must not meet Switch Complete), then goes on.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/switch/pro/complete', async (route) => {
      await released;
      await route.fallback();
    });
    const complete = page.locator('#complete-switch');
    // A double press: the second lands while the first is in flight.
    await complete.dblclick();
    const busy = page.getByRole('button', { name: messages['signup.completing'] });
    await busy.waitFor({ timeout: 10_000 });
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    // The full-page loader says it is working, too.
    await page.getByRole('status').filter({ hasText: messages['loader.label'] }).waitFor({ timeout: 20_000 });
    await checkA11yAtEachViewport(page, 'sign-up slow API completing');
    await screenshots(page, 'sign-up slow API completing');
    release();
    const switched = await expectSwitchComplete(page, 90_000);
    expect(completions.sent()).toBe(1);
    expect(completions.succeeded()).toBe(1);
    await ctx.close();
    expect(await completedSwitches(server, switched.switchId)).toBe(1);
  }, 240_000);
});
