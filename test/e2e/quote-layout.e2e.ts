/**
 * The quote form at a 390 px phone and a 1280 px desktop (issue 9 A.12): nothing past the edge of
 * the screen or cut short (the usage tabs, the date boxes' labels, the header's phone number), and
 * the night-usage slider's value bubble clear of its label. Screenshots at both widths.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { atEachViewport, sharedBrowser, layoutFaults, newContext, overlap, screenshots } from './helpers';
import { card, chooseAddress, fieldId, fillField, openQuote, pickRadio } from './quote-steps';

const browser = sharedBrowser();

/** Faults at both widths, each named with its width. */
async function faultsAtEachWidth(page: Page): Promise<string[]> {
  const all: string[] = [];
  await atEachViewport(page, async (viewport) => {
    all.push(...(await layoutFaults(page)).map((f) => `${viewport}: ${f}`));
  });
  return all;
}

describe('quote form layout at 390 and 1280 px', () => {
  it('an Economy 7 dual quote with a fixed tariff: nothing cut or past the edge; the slider bubble clears its label', async () => {
    const ctx = await newContext(browser());
    const page = await openQuote(ctx);
    await chooseAddress(page, 'AB10 1AB');
    await pickRadio(page, 'quote.compare', 'Gas & Electricity');
    await pickRadio(page, 'quote.same-supplier', 'Yes');
    await pickRadio(page, 'quote.payment-dual', 'Monthly Direct Debit');
    const supplier = page.locator(`select${fieldId('quote.supplier-dual', 'supplierId')}`);
    if (await supplier.count()) await supplier.selectOption({ index: 1 });
    const tariff = page.locator(fieldId('quote.supplier-dual', 'tariffId'));
    await expect.poll(() => tariff.locator('option').count()).toBeGreaterThan(2);
    const fixed = (await tariff.locator('option').allTextContents()).findIndex((o) => /Fix 12/.test(o));
    await tariff.selectOption({ index: fixed });
    const date = page.locator(`${fieldId('quote.supplier-dual', 'tariffValidToDate')}-month`);
    await date.waitFor();
    expect(await faultsAtEachWidth(page)).toEqual([]);
    await screenshots(page, 'layout-tariff-end-date');

    await page.locator(`${fieldId('quote.supplier-dual', 'tariffValidToDate')}-day`).fill('12');
    await date.fill('10');
    await page.locator(`${fieldId('quote.supplier-dual', 'tariffValidToDate')}-year`).fill('2027');
    await fillField(page, 'quote.usage-dual', 'gasUsage', '11000');
    await fillField(page, 'quote.usage-dual', 'electricityUsage', '3000');
    const night = card(page, 'quote.night-usage');
    await night.waitFor();
    expect(await faultsAtEachWidth(page)).toEqual([]);

    // The slider's value bubble shows while it is moved: it must not cover the question.
    const slider = night.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await atEachViewport(page, async () => {
      const bubble = night.locator('.MuiSlider-valueLabelOpen');
      if (await bubble.count()) expect(await overlap(bubble, night.locator('label').first())).toBe(false);
    });
    await screenshots(page, 'layout-economy7');
    await ctx.close();
  });
});
