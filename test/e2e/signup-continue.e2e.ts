/**
 * The dead Continue press (issue 25). Cause: Continue decided at once, while an answer's server check
 * was still out (the MPAN check after the meter questions): the section was not valid yet, so it
 * stayed, and the error summary asked for showed nothing, since the check passed a moment later. The
 * householder saw a press that did nothing. Continue now waits for the checks in flight (the button
 * says so) and decides on their answers. Here the MPAN check is slowed to 1.5 s and Continue pressed
 * at once, once: it must move on (with the cause put back, the section stays and this fails).
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';
import { newContext, sharedBrowser } from './helpers';
import { answerAddress, answerDetails, continueTo, currentSection, quoteToSignUp } from './signup-steps';

const browser = sharedBrowser();

describe('sign-up Continue while a check is out', () => {
  it('one press during a slow MPAN check waits for it, then moves on', async () => {
    const ctx = await newContext(browser());
    const page = await quoteToSignUp(ctx, 'economy7');
    await answerDetails(page);
    await continueTo(page, 'address');
    let checks = 0;
    await page.route(`**/api${API_ROUTES.mpan.path}*`, async (route) => {
      checks += 1;
      await new Promise((r) => setTimeout(r, 1_500));
      await route.continue().catch(() => undefined);
    });
    await answerAddress(page);
    expect(checks).toBeGreaterThan(0);
    await page.locator('[data-continue]').click();
    // While the check is out the button says it is checking, and no error is shown.
    await expect.poll(() => page.locator('[data-continue]').getAttribute('aria-busy')).toBe('true');
    expect(await page.locator('[data-error-summary]').count()).toBe(0);
    await expect.poll(() => currentSection(page), { timeout: 10_000 }).toBe('terms');
    await ctx.close();
  });
});
