/**
 * Wrong input on the quote form as a stranger types it (issue 9 A.10 and what trying the form
 * turned up): each bad value gets the catalogue's message naming the field, and nothing is computed
 * from it.
 */
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../contract/api/routes';
import { checkA11y, sharedBrowser, messages, newContext } from './helpers';
import { fieldId, openEvPanel, openQuote } from './quote-steps';

const browser = sharedBrowser();

const format = (key: keyof typeof messages, params: Record<string, string>) =>
  Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, v), messages[key]);

describe('quote form: wrong input', () => {
  it('the EV panel: miles take numbers only, with the card message naming the field; Find car needs a registration', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    const usage = await openEvPanel(page);
    // Find car with nothing typed asks for the registration instead of searching for nothing.
    await usage.getByRole('button', { name: 'Find car' }).click();
    await usage
      .getByText(format('validation.required', { label: messages['quote.ev.registration'] }))
      .waitFor();
    await page.locator('#quote-usage-electricity_evChargingKWh__registration').fill('EV21 ABC');
    // A slow lookup: Find car is busy until the car is found, and says so.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API_ROUTES.evByRegistration.path}`, async (route) => {
      await released;
      await route.continue();
    });
    await usage.getByRole('button', { name: 'Find car' }).click();
    await expect
      .poll(() => usage.getByRole('button', { name: 'Find car' }).getAttribute('aria-busy'))
      .toBe('true');
    await usage.getByRole('status').filter({ hasText: messages['quote.ev.finding'] }).waitFor();
    release();
    const kWh = page.locator(fieldId('quote.usage-electricity', 'evChargingKWh'));
    await expect.poll(() => kWh.inputValue()).not.toBe('');
    const before = await kWh.inputValue();
    const miles = page.locator('#quote-usage-electricity_evChargingKWh__miles');
    await miles.fill('lots');
    const message = format('validation.numbersOnly', { label: messages['quote.ev.miles'] });
    await usage.getByText(message).waitFor();
    expect(await miles.getAttribute('aria-invalid')).toBe('true');
    expect(await kWh.inputValue()).toBe(before);
    await checkA11y(page, 'EV panel, miles not a number');
    await miles.fill('10000');
    await usage.getByText(message).waitFor({ state: 'detached' });
    await expect.poll(() => kWh.inputValue()).not.toBe(before);
    await ctx.close();
  });
});
