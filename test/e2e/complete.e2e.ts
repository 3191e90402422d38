/**
 * Switch Complete (spec section 2, issue 14): for a gas and a dual switch completed against the
 * real server, the thank-you with supplier and references, the What happens next cards, the carbon
 * panel, and the hidden affiliate pixel with event 1105 (single fuel) or 1106 (dual).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Request } from 'playwright-core';
import { baseUrl, checkA11yAtEachViewport, messages, screenshots, settings, sharedBrowser } from './helpers';
import { completedSwitch, type SwitchKind } from './complete-session';
import { contextWithSession } from './journey-session';
import { API_ROUTES } from '../../contract/api/routes';

const browser = sharedBrowser();

/** Opens Switch Complete in a tab that has just completed a switch of `kind`; resolves the pixel's request. */
async function openComplete(kind: SwitchKind) {
  const sessions = await completedSwitch(browser(), kind);
  const switched = JSON.parse(sessions.switchOutcome).state.switched as {
    supplier: string;
    switchId: string;
    referenceNumbers: Record<string, string>;
  };
  const ctx: BrowserContext = await contextWithSession(browser(), sessions);
  const page = await ctx.newPage();
  const pixel = page.waitForRequest((r: Request) => r.url().includes('/sandbox/affiliate/pixel.gif'));
  await page.goto(`${baseUrl()}/switch-complete`);
  await page.locator('#page-heading').waitFor();
  return { ctx, page, pixel, switched };
}

describe('switch complete', () => {
  it('single fuel (gas): thank you, references, next steps, carbon panel and pixel event 1105', async () => {
    const { ctx, page, pixel, switched } = await openComplete('gas');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.switchComplete.title']);
    await page.getByText(`Ada, your switch to ${switched.supplier} is under way.`).waitFor();
    expect(await page.getByTestId('reference-g').textContent()).toBe(switched.referenceNumbers.g);
    expect(await page.getByTestId('reference-e').count()).toBe(0);
    // The Switch Id the existing-switch carbon form asks for later.
    expect(await page.getByTestId('reference-switchId').textContent()).toBe(switched.switchId);
    for (const title of ['Your Switch', 'Cooling Off', 'Opening Meter Reads', 'Unpaid Debt'])
      await page.getByRole('heading', { name: title, level: 3 }).waitFor();
    await page.getByText(/5 to 10 working days/).waitFor();
    await page.getByText(/14 days/).waitFor();
    const panel = page.getByTestId('carbon-panel');
    await panel.getByText(/^\d+\.\d tonnes of CO₂ a year$/).waitFor();
    await panel.getByRole('button', { name: 'Offset my carbon now!' }).waitFor();

    const url = new URL((await pixel).url());
    expect(url.searchParams.get('event')).toBe('1105');
    expect(url.searchParams.get('ref')).toBe(settings.switchOwnerReference);
    expect(url.searchParams.get('switchId')).toBe(switched.switchId);
    expect(Number(url.searchParams.get('cost'))).toBeGreaterThan(0);
    const img = page.getByTestId('tracking-pixel');
    expect(await img.getAttribute('width')).toBe('1');
    expect(await img.getAttribute('alt')).toBe('');

    await screenshots(page, 'switch-complete-gas');
    await checkA11yAtEachViewport(page, 'switch complete, gas');

    // A reload does not report the conversion twice.
    const plan = page.waitForResponse('**/request/switch/pro/info/switch-plan');
    await page.reload();
    await plan;
    await page.getByTestId('carbon-panel').waitFor();
    expect(await page.getByTestId('tracking-pixel').count()).toBe(0);
    await ctx.close();
  });

  it('dual fuel: both references and pixel event 1106', async () => {
    const { ctx, page, pixel, switched } = await openComplete('dual');
    await page.getByText(`Ada, your switch to ${switched.supplier} is under way.`).waitFor();
    expect(await page.getByTestId('reference-g').textContent()).toBe(switched.referenceNumbers.g);
    expect(await page.getByTestId('reference-e').textContent()).toBe(switched.referenceNumbers.e);
    await page.getByTestId('carbon-panel').waitFor();
    const url = new URL((await pixel).url());
    expect(url.searchParams.get('event')).toBe('1106');
    expect(url.searchParams.get('switchId')).toBe(switched.switchId);
    await screenshots(page, 'switch-complete-dual');
    await checkA11yAtEachViewport(page, 'switch complete, dual');
    await ctx.close();
  });

  it('already switched shows Processing Switch; a failing switch-plan call leaves the pixel out, not the page', async () => {
    // Switched in another session (another device with the switch key): this one only knows its quote
    // was switched. (A tab of the session that completed it is shown that switch's Thank you.)
    const sessions = await completedSwitch(browser(), 'gas', { elsewhere: true });
    const ctx = await contextWithSession(browser(), {
      ...sessions,
      switchOutcome: JSON.stringify({ state: { alreadySwitched: true, switched: null }, version: 0 }),
    });
    const page = await ctx.newPage();
    await page.route('**/request/switch/pro/info/switch-plan', (r) => r.fulfill({ status: 500, body: '{}' }));
    const carbonAnswer = page.waitForResponse((r) =>
      new URL(r.url()).pathname.endsWith(API_ROUTES.carbonEquivalent.path),
    );
    await page.goto(`${baseUrl()}/switch-complete`);
    await page.getByRole('heading', { level: 1, name: 'Processing Switch' }).waitFor();
    // No carbon panel: the offset of a switch belongs to the session that completed it (or one the
    // customer let in with the existing-switch form), so its footprint is not this session's to have.
    expect((await carbonAnswer).status()).toBe(404);
    expect(await page.getByTestId('carbon-panel').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/switch-complete');
    expect(await page.getByTestId('tracking-pixel').count()).toBe(0);
    await screenshots(page, 'switch-complete-processing');
    await checkA11yAtEachViewport(page, 'switch complete, processing');
    await ctx.close();
  });
});
