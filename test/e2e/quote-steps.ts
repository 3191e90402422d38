/**
 * Steps of the quote form shared by the quote end-to-end journeys: open the form, find a postcode,
 * pick an address, answer a card's radios, and submit to results. Locators use the ids the engine
 * gives each field (`<card id with dashes>_<field>`) and accessible names, as a user would find them.
 */
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, pathOf } from './helpers';
import { timed } from './helpers/costs';

/** The id of a field's input: card `quote.your-home`, field `postcode` -> `#quote-your-home_postcode`. */
export function fieldId(cardId: string, field: string): string {
  return `#${cardId.replace(/[^A-Za-z0-9_-]/g, '-')}_${field}`;
}

/** A card's section (present only while the card is shown). */
export function card(page: Page, cardId: string): Locator {
  return page.locator(`[data-card="${cardId}"]`);
}

/** Opens the quote form. */
export async function openQuote(ctx: BrowserContext): Promise<Page> {
  const { page } = await openPage(ctx, '/switch/home-energy');
  await card(page, 'quote.your-home').waitFor();
  return page;
}

/** Types a postcode, finds its addresses and picks the address at `index` (1 = first). */
export async function chooseAddress(page: Page, postcode: string, index = 1): Promise<void> {
  await page.locator(fieldId('quote.your-home', 'postcode')).fill(postcode);
  await page.getByRole('button', { name: 'Find address' }).click();
  const select = page.locator(fieldId('quote.your-home', 'address'));
  await select.waitFor();
  await select.selectOption({ index });
}

/** Checks the radio named `name` inside a card (waiting for the card). */
export async function pickRadio(page: Page, cardId: string, name: string | RegExp): Promise<void> {
  const section = card(page, cardId);
  await section.waitFor();
  await section.getByRole('radio', { name, exact: typeof name === 'string' }).check();
}

/** Fills a number field of a card. */
export async function fillField(page: Page, cardId: string, field: string, value: string): Promise<void> {
  const input = page.locator(fieldId(cardId, field));
  await input.waitFor();
  await input.fill(value);
}

/** Waits until the supplier card shows a supplier and a tariff (defaults from the meters). */
export async function expectSupplierChosen(page: Page, cardId: string, tariffField: string): Promise<void> {
  const section = card(page, cardId);
  await section.waitFor();
  await section.getByRole('button', { name: /^Change/ }).waitFor();
  await expect.poll(() => page.locator(fieldId(cardId, tariffField)).inputValue()).not.toBe('');
}

/** Clicks View Your Quotes and waits for results; returns the quote creation request body. */
export async function submitToResults(page: Page): Promise<Record<string, unknown>> {
  const request = page.waitForRequest(
    (r) => r.url().includes('/request/switch/v2/') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'View Your Quotes' }).click();
  const body = (await request).postDataJSON() as Record<string, unknown>;
  await page.waitForURL((url) => url.pathname === '/results/home-energy');
  await page.locator('#page-heading').waitFor();
  expect(pathOf(page)).toBe('/results/home-energy');
  return body;
}

/** Presses Tab until the focused element matches `selector` (keyboard-only journeys). */
export async function tabTo(page: Page, selector: string, maxTabs = 60): Promise<void> {
  for (let i = 0; i < maxTabs; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Opens a usage tab by its name (Actual Figures, Help Me Estimate, Use regulator averages). */
export async function openUsageTab(page: Page, cardId: string, name: string): Promise<void> {
  await card(page, cardId).getByRole('tab', { name }).click();
}

/** Answers the help-me-estimate modal's five questions with each list's first option. */
export async function answerEstimate(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Help me estimate' });
  await dialog.waitFor();
  for (let step = 1; step <= 5; step++) {
    await dialog.getByText(`Question ${step} of 5`).waitFor();
    await dialog.locator('fieldset button').first().click();
  }
  await dialog.waitFor({ state: 'hidden' });
}

/** Answers a gas quote at NR1 3QU up to the usage: the pay method given, supplier and tariff from the meter. */
export async function startGasQuote(page: Page, payMethod = 'Monthly Direct Debit'): Promise<void> {
  await chooseAddress(page, 'NR1 3QU');
  await pickRadio(page, 'quote.compare', 'Gas');
  await pickRadio(page, 'quote.payment-gas', payMethod);
  await expectSupplierChosen(page, 'quote.supplier-gas', 'gasTariffId');
}

/** Makes a real gas quote through the form (startGasQuote, then the usage) and waits for results. */
export function makeGasQuote(page: Page, usage = '12000'): Promise<Record<string, unknown>> {
  return timed('quote form to results', async () => {
    await startGasQuote(page);
    await fillField(page, 'quote.usage-gas', 'gasUsage', usage);
    return submitToResults(page);
  });
}

/** An electricity quote at LS1 4AP with 2,700 kWh and the electric vehicle box ticked: the usage card. */
export async function openEvPanel(page: Page): Promise<Locator> {
  await chooseAddress(page, 'LS1 4AP');
  await pickRadio(page, 'quote.compare', 'Electricity');
  await pickRadio(page, 'quote.payment-electricity', 'Monthly Direct Debit');
  await expectSupplierChosen(page, 'quote.supplier-electricity', 'electricityTariffId');
  await fillField(page, 'quote.usage-electricity', 'electricityUsage', '2700');
  const usage = card(page, 'quote.usage-electricity');
  await usage.getByRole('checkbox', { name: /electric vehicle/ }).check();
  return usage;
}
