/**
 * Steps of the resume and failure tests: what "nothing lost" means on each page of the journey, read
 * as a householder sees it, so a test can take a snapshot of a page, do something to it (reload, an
 * outage, an expired token) and compare. Adding a page (sign-up, carbon offset) is one entry in
 * {@link PLACES}.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from './helpers';
import { card, fieldId } from './quote-steps';
import { resultCards } from './results-steps';

/** What a householder sees of a page: where they are and what it shows them. */
export type Snapshot = Record<string, string | number | boolean>;

/** Reads the page's snapshot once it is ready. */
type Reader = (page: Page) => Promise<Snapshot>;

/** Each page of the journey and how to read it: the lead adds the sign-up and carbon pages here. */
export const PLACES: Record<string, { path: RegExp; read: Reader }> = {
  quoteForm: {
    path: /^\/switch\/home-energy/,
    read: async (page) => {
      await card(page, 'quote.usage-gas').waitFor();
      const radio = (cardId: string, name: string) =>
        card(page, cardId).getByRole('radio', { name, exact: true }).isChecked();
      return {
        postcode: await page.locator(fieldId('quote.your-home', 'postcode')).inputValue(),
        address: await page.locator(fieldId('quote.your-home', 'address')).inputValue(),
        gas: await radio('quote.compare', 'Gas'),
        monthlyDirectDebit: await radio('quote.payment-gas', 'Monthly Direct Debit'),
        tariff: await page.locator(fieldId('quote.supplier-gas', 'gasTariffId')).inputValue(),
        usage: await page.locator(fieldId('quote.usage-gas', 'gasUsage')).inputValue(),
      };
    },
  },
  results: {
    path: /^\/results\/home-energy$/,
    read: async (page) => {
      await page.getByTestId('results-count').waitFor({ timeout: 30_000 });
      return {
        count: (await page.getByTestId('results-count').textContent()) ?? '',
        first: (await resultCards(page).first().getByRole('heading', { level: 2 }).textContent()) ?? '',
        cards: await resultCards(page).count(),
      };
    },
  },
  details: {
    path: /^\/tariff-details\/\d+$/,
    read: async (page) => {
      await page.getByTestId('labels').waitFor({ timeout: 30_000 });
      return { heading: (await page.locator('h2').first().textContent()) ?? '' };
    },
  },
};

/** The page's place and snapshot, checking it is where `place` says. */
export async function snapshot(page: Page, place: keyof typeof PLACES): Promise<Snapshot> {
  // A navigation may still be on its way (a slow guard): wait for the place, then read it.
  await expect.poll(() => pathOf(page), { timeout: 40_000 }).toMatch(PLACES[place].path);
  await page.locator('#page-heading').waitFor();
  return { path: pathOf(page), ...(await PLACES[place].read(page)) };
}

/** Reloads the page and expects the same place and the same snapshot. */
export async function expectSameAfterReload(page: Page, place: keyof typeof PLACES): Promise<Snapshot> {
  const before = await snapshot(page, place);
  await page.reload();
  expect(await snapshot(page, place)).toEqual(before);
  return before;
}

/** The statuses of the API replies a page gets (to prove a token did expire, or a call did fail). */
export function apiStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) statuses.push(r.status());
  });
  return statuses;
}
