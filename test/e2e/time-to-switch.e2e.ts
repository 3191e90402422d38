/**
 * Time to switch (issue 27.8): a prepared householder (bills and bank card at hand) walks dual fuel,
 * paid by monthly Direct Debit, from the postcode to Switch Complete through the real pages, and the
 * test counts what they had to do. An answer is a field filled in or a choice made (a date or a sort
 * code in several boxes is one answer); a value the page already shows right is read and accepted,
 * not counted. A click is a button pressed (Find address, View Your Quotes, Switch Now, Continue,
 * Complete Switch) or a choice made by clicking (a radio, a checkbox, a list's option); typing is not a
 * click. The counts are printed; docs/decisions/0052-prefilled-from-the-quote.md. What the page prefilled is checked
 * to be on screen and editable.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newContext, sharedBrowser } from './helpers';
import { card, fieldId as quoteFieldId, openQuote, submitToResults } from './quote-steps';
import { dualSupplierSelect, waitForResults } from './results-steps';
import { continueTo, expectSwitchComplete, fieldId, switchNow } from './signup-steps';

/** A prefilled answer: on screen, editable, and holding what the quote or an earlier answer knew. */
async function expectPrefilled(field: Locator, how: 'checked' | { value: string }): Promise<void> {
  expect(await field.isVisible()).toBe(true);
  expect(await field.isEditable()).toBe(true);
  if (how === 'checked') expect(await field.isChecked()).toBe(true);
  else expect(await field.inputValue()).toBe(how.value);
}

const browser = sharedBrowser();

/** The most answers a householder should give from postcode to Switch Complete (issue 27.8). */
const MOST_ANSWERS = 20;

/** What the walk cost, and each answer by name (printed, so a change in the count is explained). */
class Effort {
  answers: string[] = [];
  clicks: string[] = [];

  /** Types `value` unless the field already holds it (a prefilled value, read and accepted). */
  async fill(name: string, field: Locator, value: string): Promise<void> {
    await field.waitFor();
    if ((await field.inputValue()).replace(/\s/g, '') === value.replace(/\s/g, '')) return;
    await field.fill(value);
    this.answers.push(name);
  }

  /** Chooses the select's option at `index` unless an option is already chosen. */
  async select(name: string, field: Locator, index = 1): Promise<void> {
    await field.waitFor();
    if ((await field.inputValue()) !== '') return;
    await field.selectOption({ index });
    this.answers.push(name);
    this.clicks.push(name);
  }

  /** Checks a radio or checkbox unless it is checked already. */
  async check(name: string, box: Locator): Promise<void> {
    await box.waitFor();
    if (await box.isChecked()) return;
    await box.check();
    this.answers.push(name);
    this.clicks.push(name);
  }

  /** Presses a button. */
  async press(name: string, button: Locator | (() => Promise<void>)): Promise<void> {
    if (typeof button === 'function') await button();
    else await button.click();
    this.clicks.push(name);
  }
}

/** The quote form, dual fuel at SE1 7PB, both fuels paid by monthly Direct Debit, usage from the bills. */
async function quote(page: Page, e: Effort): Promise<void> {
  await e.fill('postcode', page.locator(quoteFieldId('quote.your-home', 'postcode')), 'SE1 7PB');
  await e.press('Find address', page.getByRole('button', { name: 'Find address' }));
  await e.select('address', page.locator(quoteFieldId('quote.your-home', 'address')));
  const radio = (cardId: string, name: string) =>
    card(page, cardId).getByRole('radio', { name, exact: true });
  await e.check('compare', radio('quote.compare', 'Gas & Electricity'));
  await e.check('same supplier', radio('quote.same-supplier', 'Yes'));
  const e7 = card(page, 'quote.economy7');
  await e7.waitFor();
  // The meter at SE1 7PB is single-rate (profile class 01): the quote answers No for it.
  await expectPrefilled(e7.getByRole('radio', { name: 'No' }), 'checked');
  await e.check('Economy 7', e7.getByRole('radio', { name: 'No' }));
  await e.check('pay method', radio('quote.payment-dual', 'Monthly Direct Debit'));
  const supplier = await dualSupplierSelect(page);
  if (supplier) await e.select('supplier', supplier);
  await card(page, 'quote.supplier-dual')
    .getByRole('button', { name: /^Change/ })
    .waitFor();
  await e.fill('gas usage', page.locator(quoteFieldId('quote.usage-dual', 'gasUsage')), '11500');
  await e.fill(
    'electricity usage',
    page.locator(quoteFieldId('quote.usage-dual', 'electricityUsage')),
    '2700',
  );
  await e.check('new tariff pay method', radio('quote.new-payment', 'Monthly Direct Debit'));
  await e.press('View Your Quotes', () => submitToResults(page).then(() => undefined));
}

const sel = (cardId: string, field: string) => `#${fieldId(cardId, field)}`;

/** The sign-up, every section, to Switch Complete. */
async function signUp(page: Page, e: Effort): Promise<void> {
  const d = 'signup.details';
  await e.select('title', page.locator(sel(d, 'titleId')));
  await e.fill('first name', page.locator(sel(d, 'firstName')), 'Ada');
  await e.fill('last name', page.locator(sel(d, 'lastName')), 'Lovelace');
  const dob = sel(d, 'dateOfBirth');
  if ((await page.locator(`${dob}-year`).inputValue()) === '') {
    await page.locator(`${dob}-day`).fill('10');
    await page.locator(`${dob}-month`).fill('12');
    await page.locator(`${dob}-year`).fill('1980');
    e.answers.push('date of birth');
  }
  await e.fill('phone', page.locator(sel(d, 'dayTimePhone')), '07700900123');
  await e.fill('email', page.locator(sel(d, 'emailAddress')), 'ada@example.com');
  await e.select('employment', page.locator(sel(d, 'employmentStatusId')));
  await e.press('Continue (details)', () => continueTo(page, 'address'));

  const a = 'signup.address';
  await e.select('residential status', page.locator(sel(a, 'residentialStatusId')));
  // The meters of the address the quote found: a prepared householder checks them against a bill.
  const mprn = page.locator(sel(a, 'mprnNumber'));
  if ((await mprn.inputValue()) === '') await e.fill('MPRN', mprn, '1234567890');
  const mpan = await page.locator(sel(a, 'mpanNumber')).inputValue();
  expect(mpan).toMatch(/^0[12]\d{19}$/);
  await expectPrefilled(page.locator(sel(a, 'mpanNumber')), { value: mpan });
  // A domestic MPAN, and the quote's own Economy 7 answer (No): both prefilled, not asked again.
  await expectPrefilled(page.locator(`${sel(a, 'domesticMeter')}-0`), 'checked');
  await expectPrefilled(page.locator(`${sel(a, 'economy7Meter')}-1`), 'checked');
  await e.check('domestic meter', page.locator(`${sel(a, 'domesticMeter')}-0`));
  // The MPAN's profile class says Economy 7 (02) or not (01): option 0 is Yes, 1 is No.
  await e.check(
    'Economy 7 meter',
    page.locator(`${sel(a, 'economy7Meter')}-${mpan.startsWith('02') ? 0 : 1}`),
  );
  await e.fill('years at the address', page.locator(sel(a, 'years')), '5');
  await e.press('Continue (address)', () => continueTo(page, 'terms'));

  const terms = page.locator('[data-section="terms"]');
  const soon = terms.getByRole('radio', { name: 'As soon as possible' });
  if (await soon.count()) await e.check('switch as soon as possible', soon);
  const required = terms.getByRole('checkbox', { name: /\*$/ });
  for (let i = 0; i < (await required.count()); i++) await e.check(`agreement ${i + 1}`, required.nth(i));
  const selects = terms.locator('select');
  for (let i = 0; i < (await selects.count()); i++) await e.select(`terms list ${i + 1}`, selects.nth(i));
  await e.press('Continue (terms)', () => continueTo(page, 'payment'));

  const p = 'signup.payment';
  // The names just given, as the account holder's: a prepared householder checks it against the card.
  await expectPrefilled(page.locator(sel(p, 'accountName')), { value: 'Ada Lovelace' });
  await e.fill('account name', page.locator(sel(p, 'accountName')), 'Ada Lovelace');
  const sort = sel(p, 'sortCode');
  if ((await page.locator(`${sort}-3`).inputValue()) === '') {
    await page.locator(sort).fill('08');
    await page.locator(`${sort}-2`).fill('99');
    await page.locator(`${sort}-3`).fill('99');
    e.answers.push('sort code');
  }
  await e.fill('account number', page.locator(sel(p, 'accountNumber')), '66374958');
  await e.select('Direct Debit day', page.locator(sel(p, 'preferredDirectDebitDay')));
  await e.check(
    'Direct Debit authority',
    page.locator('[data-section="payment"]').getByRole('checkbox').last(),
  );
  await e.press('Continue (payment)', () => continueTo(page, 'confirm'));
  await e.press('Complete Switch', page.locator('#complete-switch'));
  await expectSwitchComplete(page);
}

describe('time to switch', () => {
  it(`dual fuel by monthly Direct Debit, postcode to Switch Complete: ${MOST_ANSWERS} answers or fewer`, async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const effort = new Effort();
    await quote(page, effort);
    await waitForResults(page);
    await effort.press('Switch Now', () => switchNow(page));
    await signUp(page, effort);
    console.log(
      `time to switch: ${effort.answers.length} answers (${effort.answers.join(', ')}); ` +
        `${effort.clicks.length} clicks (${effort.clicks.join(', ')})`,
    );
    expect(effort.answers.length).toBeLessThanOrEqual(MOST_ANSWERS);
    await ctx.close();
  });
});
