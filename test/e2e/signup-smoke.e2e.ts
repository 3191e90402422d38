import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshots } from './helpers';
import {
  answerAddress,
  answerDetails,
  answerPayment,
  answerTerms,
  continueTo,
  openSignUp,
} from './signup-steps';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('smoke', () => {
  it('opens', async () => {
    const { ctx, page } = await openSignUp(browser);
    try {
      await answerDetails(page);
      await continueTo(page, 'address');
      await screenshots(page, 'smoke address');
      await answerAddress(page);
      await continueTo(page, 'terms');
      await screenshots(page, 'smoke terms');
      await answerTerms(page);
      await continueTo(page, 'payment');
      await page.locator('#signup-payment_accountName').fill('A Lovelace');
      console.log('after name', await page.locator('#signup-payment_accountName').inputValue());
      await page.waitForTimeout(500);
      console.log('after wait', await page.locator('#signup-payment_accountName').inputValue());
      console.log(await page.locator('[data-section="payment"]').getByRole('checkbox').count());
      await answerPayment(page);
      await screenshots(page, 'smoke payment');
      await continueTo(page, 'confirm');
      await screenshots(page, 'smoke confirm');
    } finally {
      await screenshots(page, 'smoke end').catch(() => undefined);
      await ctx.close();
    }
  });
});
