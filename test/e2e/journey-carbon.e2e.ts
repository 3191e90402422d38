/**
 * The whole journey in one browser tab (issue 14: "postcode to carbon certificate, in the browser,
 * against the reference API"): a postcode and an address, a dual-fuel quote paid today by Quarterly
 * Direct Debit, the results, Switch Now, every sign-up section, Complete Switch, Switch Complete,
 * 'Offset my carbon now!', a project and a share, a payment that fails on the sandbox checkout, Try
 * Again, then Pay and Payment Successful with its reference. No call is made for the page: every step is the householder's. At the end the
 * server's database holds one completed switch and one paid offset for the quote. Runs on a server of
 * its own, so its database can be read (see helpers/switchCount.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  checkA11yAtEachViewport,
  messages,
  newContext,
  ownServer,
  screenshots,
  sharedBrowser,
  switchesAndPayments,
} from './helpers';
import { expectPaymentSuccessful, offsetMyCarbon, payAt } from './carbon-steps';
import { openQuote, submitToResults } from './quote-steps';
import { fillQuote, waitForResults } from './results-steps';
import { answerAll, completeSwitch, expectSwitchComplete, switchNow } from './signup-steps';

const browser = sharedBrowser();
const server = ownServer('journey-carbon');

describe('the whole journey, postcode to carbon certificate', () => {
  it('dual fuel, Quarterly Direct Debit today: quote, results, sign-up, Switch Complete, a failed payment, Try Again, offset 25%, paid once', async () => {
    const ctx = await newContext(browser(), server.baseUrl());
    const page = await openQuote(ctx);
    // Postcode, address (chooseAddress), both fuels from one supplier, the pay method, usage.
    await fillQuote(page, 'dual', 'Quarterly Direct Debit');
    const quote = await submitToResults(page);
    expect(quote.currentPayMethod).toBe('quarterlyDirectDebit');
    await waitForResults(page);
    // One carbon unit and one rounding on every page: the results' figure is the one shown later.
    const footprint = /^(\d+\.\d) tonnes of CO₂ a year$/;
    const onResults = (await page.getByTestId('carbon-card').getByText(footprint).textContent())!;
    const tonnes = footprint.exec(onResults)![1];

    await switchNow(page);
    // Both fuels and the total in the plan summary.
    expect(await page.locator('[data-cost-row]').count()).toBe(3);
    const sections = await page
      .locator('[data-section-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-section-item')));
    expect(sections).toEqual(['details', 'address', 'terms', 'payment', 'confirm']);
    await answerAll(page);
    await completeSwitch(page);
    const switched = await expectSwitchComplete(page);
    await page.getByTestId('carbon-panel').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('carbon-panel').getByText(onResults, { exact: true }).count()).toBe(1);
    await checkA11yAtEachViewport(page, 'journey: switch complete');

    const eq = await offsetMyCarbon(page);
    expect(eq.firstName).toBe('Ada');
    await page.getByTestId('carbon-project').first().waitFor();
    expect(
      await page.getByText(messages['carbon.footprint'].replace('{tonnes}', tonnes), { exact: true }).count(),
    ).toBe(1);
    await checkA11yAtEachViewport(page, 'journey: carbon offset');

    // A first attempt that fails on the checkout: Payment Failed, Try Again, back to the offset page.
    await payAt(page, eq, 50, 1);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL((u) => u.pathname === '/carbon-offset');
    await page.getByTestId('carbon-project').first().waitFor();

    // Then the second project (carbon.e2e pays for the first), a quarter of the footprint.
    const amount = await payAt(page, eq, 25, 1);
    await page.getByRole('button', { name: 'Pay' }).click();
    const reference = await expectPaymentSuccessful(page, 25, amount);
    expect(reference).toMatch(/^CO-[0-9A-F]{10}$/);
    await checkA11yAtEachViewport(page, 'journey: payment successful');
    await screenshots(page, 'journey-payment-successful');

    // Back on Switch Complete later in the visit: the panel says what was offset, with its
    // reference, and offers no second offset.
    await page.goto(new URL('/switch-complete', page.url()).href);
    const paid = page.getByTestId('carbon-paid');
    await paid.waitFor({ timeout: 30_000 });
    expect(await paid.textContent()).toContain(`25%`);
    expect(await paid.textContent()).toContain(reference);
    expect(await page.getByRole('button', { name: messages['complete.carbon.button'] }).count()).toBe(0);
    await ctx.close();

    // What the server kept: one order to the suppliers, one paid offset (the failed attempt charged nothing).
    expect(await switchesAndPayments(server, switched.switchId)).toEqual({ switches: 1, payments: 1 });
  }, 420_000);
});
