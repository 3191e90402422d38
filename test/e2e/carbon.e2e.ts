/**
 * Carbon offset end to end (issue 14): from a completed switch to a payment that succeeds, and one
 * that fails then succeeds on Try Again, through the server's sandbox checkout; the prices are the
 * server's; a return processed twice is one payment; the existing-switch form; a missing customer id.
 */
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkA11yAtEachViewport,
  messages,
  newContext,
  pathOf,
  screenshots,
  settings,
  sharedBrowser,
} from './helpers';
import { completedSwitch } from './complete-session';
import { contextWithSession } from './journey-session';
import { expectPaymentSuccessful, gbp, offsetMyCarbon, openSwitchComplete, payAt } from './carbon-steps';

const browser = sharedBrowser();

/** A tab that has just completed a gas switch, on Switch Complete, then 'Offset my carbon now!'. */
async function toCarbonOffset() {
  const { ctx, page, sessions } = await openSwitchComplete(browser(), 'gas');
  const eq = await offsetMyCarbon(page);
  return { ctx, page, eq, sessions };
}

describe('carbon offset', () => {
  it('from a completed switch to a successful payment; the return processed twice is one payment', async () => {
    const { ctx, page, eq } = await toCarbonOffset();
    expect(await page.getByTestId('carbon-greeting').textContent()).toBe(`Hello ${eq.firstName}`);
    await page.getByText(`Offsetting all of it for a year costs ${gbp(eq.fullCarbonCost)}.`).waitFor();
    expect(eq.offsetPrices.map((p) => p.percentage)).toEqual([25, 50, 75, 100]);
    for (const p of eq.offsetPrices) await page.getByText(`${p.percentage}% for ${gbp(p.amount)}`).waitFor();
    expect(await page.getByTestId('carbon-project').count()).toBeGreaterThan(0);

    // Submitting without a project says what is missing.
    await page.getByRole('button', { name: /^Offset your carbon by 100%/ }).click();
    await page.getByRole('alert').getByText(messages['carbon.projectRequired']).waitFor();

    // More Info opens the project's overview in a modal; Escape closes it.
    await page.getByTestId('carbon-project').first().getByRole('button', { name: 'More Info' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await screenshots(page, 'carbon-offset-more-info');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await screenshots(page, 'carbon-offset');
    await checkA11yAtEachViewport(page, 'carbon offset');

    const amount = await payAt(page, eq, 50);
    await page.getByRole('button', { name: 'Pay' }).click();
    const reference = await expectPaymentSuccessful(page, 50, amount);
    await screenshots(page, 'carbon-payment-successful');
    await checkA11yAtEachViewport(page, 'carbon payment successful');

    // The same return again (a reload) shows the same payment.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    expect(await page.getByTestId('payment-reference').textContent()).toContain(reference);

    // The offset page now shows the completed state with the reference.
    await page.goto(`${baseUrl()}/carbon-offset`);
    const done = page.getByTestId('carbon-complete');
    await done.getByText(messages['carbon.complete']).waitFor();
    await done.getByText(reference).waitFor();
    expect(await page.getByRole('button', { name: /^Offset your carbon by/ }).count()).toBe(0);
    await screenshots(page, 'carbon-offset-complete');
    await ctx.close();
  });

  it('a failed payment, then Try Again, then a successful one', async () => {
    const { ctx, page, eq } = await toCarbonOffset();
    await payAt(page, eq, 25);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    await page.getByText(messages['carbon.paymentFailed']).waitFor();
    await screenshots(page, 'carbon-payment-failed');
    await checkA11yAtEachViewport(page, 'carbon payment failed');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL((u) => u.pathname === '/carbon-offset');
    await page.getByTestId('carbon-greeting').waitFor();
    await payAt(page, eq, 100);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    await page.getByText(/You have offset 100% of your carbon footprint/).waitFor();
    await ctx.close();
  });

  it('an abandoned checkout (Back), then paying again: one payment, the old checkout charges nothing', async () => {
    const { ctx, page, eq } = await toCarbonOffset();
    await payAt(page, eq, 75);
    const abandoned = page.url();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/carbon-offset');
    // The button works again after Back (even when the page comes back from the browser's cache).
    await payAt(page, eq, 75);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    const reference = (await page.getByTestId('payment-reference').textContent())!;
    await page.goto(abandoned);
    await page.getByText('This carbon offset is already paid: nothing more is charged.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to your carbon offset' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    expect(await page.getByTestId('payment-reference').textContent()).toBe(reference);
    await ctx.close();
  });

  it('the existing-switch form from the footer: bad id, unknown id, then the switch found', async () => {
    const sessions = await completedSwitch(browser(), 'gas');
    const switchId = (JSON.parse(sessions.quote) as { state: { switchId: string } }).state.switchId;
    // Another visitor (a new session), coming back later.
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    await page.goto(`${baseUrl()}/switch/home-energy`);
    await page.locator('#page-heading').waitFor();
    await page.getByRole('link', { name: messages['footer.carbonOffset'] }).click();
    await page.waitForURL((u) => u.pathname === '/carbon-offset/existing');
    const field = page.getByLabel('Switch Id');
    await field.fill('12ab');
    await page.getByRole('button', { name: 'See Projects' }).click();
    await page.getByText(messages['carbon.existing.invalid']).waitFor();
    expect(await field.inputValue()).toBe('12ab');
    await field.fill('9999999999');
    await page.getByRole('button', { name: 'See Projects' }).click();
    await page.getByRole('alert').getByText(messages['carbon.switchNotFound']).waitFor();
    await screenshots(page, 'carbon-existing-switch');
    await checkA11yAtEachViewport(page, 'carbon existing switch form');
    await field.fill(switchId);
    await page.getByRole('button', { name: 'See Projects' }).click();
    await page.waitForURL((u) => u.pathname === '/carbon-offset');
    // The Switch Id alone opens the offset but not the customer's name (it is shown and sent elsewhere).
    expect(await page.getByTestId('carbon-greeting').textContent()).toBe(messages['carbon.greetingUnnamed']);
    expect(await page.getByRole('main').textContent()).not.toContain('Ada');
    await page.getByTestId('carbon-project').first().waitFor();
    await ctx.close();
  });

  it('projects that cannot be fetched: the fetch-issue message and the partner website, no error page', async () => {
    // Opened inside the app, whose call fails here (a page load gets the projects with the page).
    const { ctx, page } = await openSwitchComplete(browser(), 'gas');
    await page.route('**/request/clevel/projects', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"partner down"}' }),
    );
    await offsetMyCarbon(page);
    await page.getByRole('alert').getByText(messages['carbon.fetchIssue']).waitFor();
    expect(
      await page.getByRole('link', { name: messages['carbon.fetchIssueLink'] }).getAttribute('href'),
    ).toBe(settings.carbonOffsetPartnerUrl);
    expect(pathOf(page)).toBe('/carbon-offset');
    await screenshots(page, 'carbon-offset-no-projects');
    await checkA11yAtEachViewport(page, 'carbon offset without projects');
    await ctx.close();
  });

  it('without a customer id the offset page goes to the 404 error page', async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    await page.goto(`${baseUrl()}/carbon-offset`);
    await page.waitForURL((u) => u.pathname === '/error/404');
    expect(pathOf(page)).toBe('/error/404');
    await ctx.close();
  });

  it('tracking is batched and a failing tracking call breaks nothing', async () => {
    const sessions = await completedSwitch(browser(), 'gas');
    const ctx = await contextWithSession(browser(), sessions);
    const page = await ctx.newPage();
    const batches: unknown[][] = [];
    await page.route('**/request/user/track-records', async (route) => {
      batches.push(route.request().postDataJSON() as unknown[]);
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await page.goto(`${baseUrl()}/switch-complete`);
    // The app is live (the heading's id is the live page's): the presses below are the app's, tracked.
    // Before that the offer is a plain link that loads the offset page (server-render.e2e.ts), and the
    // press is the server's, which tracks nothing.
    await page.locator('#page-heading').waitFor();
    await page.getByRole('button', { name: 'Offset my carbon now!' }).click();
    await page.getByTestId('carbon-project').first().getByRole('button', { name: 'Select' }).click();
    await page.getByRole('radio', { name: /^75% for/ }).check();
    // Still on the page, not the error page, with the choices kept.
    await expect.poll(() => batches.flat().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(new URL(page.url()).pathname).toBe('/carbon-offset');
    await page.getByRole('button', { name: /^Offset your carbon by 75%/ }).waitFor();
    const records = batches.flat() as { propertyDetails: { name: string; value: string }[] }[];
    const actions = records.map((r) => r.propertyDetails.find((d) => d.name === 'Action')?.value);
    expect(actions).toEqual(
      expect.arrayContaining(['Viewed', 'Offset my carbon now!', 'Select project', 'Choose percentage']),
    );
    // Batched: fewer calls than records.
    expect(batches.length).toBeLessThan(records.length);
    await ctx.close();
  });
});
