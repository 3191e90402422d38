/**
 * Shared steps of the carbon offset e2e tests: open Switch Complete for a switch made through the
 * API, press 'Offset my carbon now!' (and read the server's prices), choose a project and a share and
 * go to the sandbox checkout, and read the Payment Successful page, as a householder finds them.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { baseUrl, messages, newContext } from './helpers';
import { completedSwitch, type SwitchKind } from './complete-session';
import { contextWithSession, type SessionEntries } from './journey-session';

/** The carbon equivalent reply the offset page shows (the server's prices). */
export interface Equivalent {
  firstName: string;
  fullCarbonCost: number;
  offsetPrices: { percentage: number; amount: number }[];
}

/** An amount as the app shows it: £1,234.50. */
export const gbp = (n: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(n);

/** A new tab on Switch Complete, for a switch of `kind` just completed through the API. */
export async function openSwitchComplete(
  browser: Browser,
  kind: SwitchKind = 'gas',
): Promise<{ ctx: BrowserContext; page: Page; sessions: SessionEntries }> {
  const sessions = await completedSwitch(browser, kind);
  const ctx = await contextWithSession(browser, sessions);
  const page = await ctx.newPage();
  await page.goto(`${baseUrl()}/switch-complete`);
  // The live page: the server's rendering shows the carbon panel at once, and its offer then leaves
  // by a page load (see server-render.e2e.ts) rather than the app's navigation these tests follow.
  await page.locator('#page-heading').waitFor();
  return { ctx, page, sessions };
}

/**
 * On Switch Complete: presses 'Offset my carbon now!', waits for the offset page's greeting and
 * returns the carbon equivalent the page was given.
 */
export function offsetMyCarbon(page: Page): Promise<Equivalent> {
  return pressToOffsetPage(page, 'Offset my carbon now!');
}

/** Presses the button `name`, which opens the offset page; returns the carbon equivalent it was given. */
async function pressToOffsetPage(page: Page, name: string): Promise<Equivalent> {
  const equivalent = page.waitForResponse(
    (r: Response) => r.url().includes('/request/clevel/customer/carbonoffset?') && r.status() === 200,
  );
  await page.getByRole('button', { name }).click();
  await page.waitForURL((u) => u.pathname === '/carbon-offset');
  const eq = (await (await equivalent).json()) as Equivalent;
  await page.getByTestId('carbon-greeting').waitFor();
  return eq;
}

/**
 * A customer coming back to offset a completed switch of `kind`: a new visitor opens the quote form,
 * follows the footer's carbon offset link and enters the Switch Id, which opens the offset page inside
 * the app. Returns the carbon equivalent the page was given. The page's document is then the quote
 * form's, which a browser's back-forward cache may keep (a page the server rendered with a session's
 * data is sent `no-store`, and Chrome keeps no such page).
 */
export async function offsetExistingSwitch(
  browser: Browser,
  kind: SwitchKind = 'gas',
): Promise<{ ctx: BrowserContext; page: Page; eq: Equivalent }> {
  const sessions = await completedSwitch(browser, kind);
  const switchId = (JSON.parse(sessions.quote) as { state: { switchId: string } }).state.switchId;
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.goto(`${baseUrl()}/switch/home-energy`);
  await page.locator('#page-heading').waitFor();
  await page.getByRole('link', { name: messages['footer.carbonOffset'] }).click();
  await page.waitForURL((u) => u.pathname === '/carbon-offset/existing');
  await page.getByLabel('Switch Id').fill(switchId);
  return { ctx, page, eq: await pressToOffsetPage(page, 'See Projects') };
}

/**
 * Chooses project `project` (0 = first) and `percent`, presses the offset button, and lands on the
 * sandbox checkout, which must charge the amount the page showed (the server's price). Returns it.
 */
export async function payAt(page: Page, eq: Equivalent, percent: number, project = 0): Promise<number> {
  const chosen = page.getByTestId('carbon-project').nth(project);
  await chosen.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${percent}% for`) }).check();
  const amount = eq.offsetPrices.find((p) => p.percentage === percent)!.amount;
  const button = page.getByRole('button', { name: `Offset your carbon by ${percent}% ${gbp(amount)}` });
  await button.click();
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor({ timeout: 30_000 });
  await page.getByText(`£${amount.toFixed(2)}`).waitFor();
  return amount;
}

/**
 * Waits for 'Payment Successful' saying `percent` for `amount` and the certificate, on the app's
 * process page; returns the payment reference (CO-...).
 */
export async function expectPaymentSuccessful(page: Page, percent: number, amount: number): Promise<string> {
  await page.getByRole('heading', { level: 1, name: messages['carbon.paymentSuccessTitle'] }).waitFor({
    timeout: 30_000,
  });
  if (new URL(page.url()).pathname !== '/carbon-offset-process')
    throw new Error(`Payment Successful shown at ${page.url()}, not /carbon-offset-process`);
  await page
    .getByText(`You have offset ${percent}% of your carbon footprint for one year, for ${gbp(amount)}.`)
    .waitFor();
  await page.getByText(messages['carbon.successCertificate']).waitFor();
  return (await page.getByTestId('payment-reference').textContent())!.match(/CO-[0-9A-F]+/)![0];
}
