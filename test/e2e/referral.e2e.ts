import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, openPage, settings } from './helpers';
import { API_ROUTES } from '../../contract/api/routes';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const referral = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({
    refererBranch: sessionStorage.getItem('refererBranch'),
    reference: sessionStorage.getItem('reference'),
  }));

function trackedReferral(requests: Request[]) {
  const track = requests.find((r) => r.url().endsWith(API_ROUTES.trackRecords.path));
  const [record] = (track?.postDataJSON() ?? [{}]) as { referralBranch?: string; userRefId?: string }[];
  return { referralBranch: record.referralBranch, userRefId: record.userRefId };
}

describe('referral pair', () => {
  it('opening /switch/home-energy/BR123/REF456 stores both values and tracking carries them', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`${baseUrl()}/switch/home-energy/BR123/REF456`);
    await page.locator('#page-heading').waitFor();
    await expect(referral(page)).resolves.toEqual({ refererBranch: 'BR123', reference: 'REF456' });
    await expect
      .poll(() => trackedReferral(requests))
      .toEqual({ referralBranch: 'BR123', userRefId: 'REF456' });

    // The stored pair outlives the first screen: a later page still tracks it.
    requests.length = 0;
    await page.goto(`${baseUrl()}/results/home-energy`);
    await expect
      .poll(() => trackedReferral(requests))
      .toEqual({ referralBranch: 'BR123', userRefId: 'REF456' });
    await ctx.close();
  });

  it('one value alone stores nothing, and the default referrer branch code applies', async () => {
    const ctx = await newContext(browser);
    const requests: Request[] = [];
    ctx.on('request', (r) => requests.push(r));
    const { page } = await openPage(ctx, '/switch/home-energy/BR999');
    await expect(referral(page)).resolves.toEqual({ refererBranch: null, reference: null });
    await expect
      .poll(() => trackedReferral(requests))
      .toEqual({ referralBranch: settings.referrerBranchCode, userRefId: settings.switchOwnerReference });
    await ctx.close();
  });
});
