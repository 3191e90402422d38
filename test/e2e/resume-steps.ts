/**
 * Steps of the resume and failure tests: what "nothing lost" means on each page of the journey, read
 * as a householder sees it, so a test can take a snapshot of a page, do something to it (reload, an
 * outage, an expired token) and compare. Adding a page (sign-up, carbon offset) is one entry in
 * {@link PLACES}.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { bankRequestSchema } from '../../contract/api/signup';
import { pathOf } from './helpers';
import { card, fieldId } from './quote-steps';
import { resultCards } from './results-steps';

/** What a householder sees of a page: where they are and what it shows them. */
export type Snapshot = Record<string, string | number | boolean>;

/** Reads the page's snapshot once it is ready. */
type Reader = (page: Page) => Promise<Snapshot>;

/** The sign-up's bank fields: never part of a snapshot (they are never kept, by design). */
const BANK_FIELDS = Object.keys(bankRequestSchema.properties).filter((name) => name !== 'switchKey');

/**
 * The sign-up section on screen: its id, its heading and every answer it shows (by input id: the
 * text, the choice, or whether a box is ticked), bank fields left out.
 */
async function readSignUp(page: Page): Promise<Snapshot> {
  await page.locator('[data-plan-summary]').waitFor({ timeout: 30_000 });
  const section = page.locator('[data-section]');
  await section.locator('[data-card]').first().waitFor({ timeout: 30_000 });
  const answers = await section.locator('input[id], select[id], textarea[id]').evaluateAll(
    (els, bank) =>
      els
        .map((el) => {
          const input = el as HTMLInputElement;
          // `signup-payment_sortCode-2` is the field `sortCode`: the name after the card's prefix.
          const field = input.id
            .split('_')
            .slice(1)
            .join('_')
            .replace(/-[^-]*$/, '');
          const name = input.id.split('_').slice(1).join('_');
          if (input.type === 'hidden' || bank.includes(field) || bank.includes(name)) return null;
          const value = input.type === 'radio' || input.type === 'checkbox' ? input.checked : input.value;
          return [`#${input.id}`, value] as const;
        })
        .filter((e) => e !== null),
    BANK_FIELDS,
  );
  return {
    section: (await section.getAttribute('data-section')) ?? '',
    heading: (await section.locator('h2').first().textContent()) ?? '',
    ...Object.fromEntries(answers),
  };
}

/** Each page of the journey and how to read it. */
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
    path: /^\/tariff-details\/\d+\?pay=\w+$/,
    read: async (page) => {
      await page.getByTestId('labels').waitFor({ timeout: 30_000 });
      return { heading: (await page.locator('h2').first().textContent()) ?? '' };
    },
  },
  signUp: { path: /^\/details$/, read: readSignUp },
  switchComplete: {
    path: /^\/switch-complete$/,
    read: async (page) => {
      // The footprint comes last (its own call): the page is complete once the carbon panel shows it.
      const footprint = page.getByTestId('carbon-panel').getByText(/^\d+\.\d tonnes of CO₂ a year$/);
      await footprint.waitFor({ timeout: 30_000 });
      const references = page.locator('[data-testid^="reference-"]');
      return {
        heading: (await page.locator('h1').textContent()) ?? '',
        thankYou: (await page.getByText(/your switch to .* is under way/).textContent()) ?? '',
        references: (await references.allTextContents()).join(' '),
        footprint: (await footprint.textContent()) ?? '',
      };
    },
  },
  carbonOffset: {
    path: /^\/carbon-offset$/,
    read: async (page) => {
      await page.getByTestId('carbon-greeting').waitFor({ timeout: 30_000 });
      const chosen = page
        .getByTestId('carbon-project')
        .filter({ has: page.locator('button[aria-pressed="true"]') })
        .locator('h3');
      return {
        greeting: (await page.getByTestId('carbon-greeting').textContent()) ?? '',
        footprint: (await page.getByText(/carbon footprint is/).textContent()) ?? '',
        project: (await chosen.allTextContents()).join(' '),
        percentage: await page
          .locator('input[name="percentage"]:checked')
          .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(' ')),
        offer: (await page.locator('form button[type="submit"]').allTextContents()).join(' '),
      };
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

/**
 * Reloads the page and expects the same place and the same snapshot. Some of a page comes in after
 * its first paint (a widget whose code is fetched on first use, a panel with its own call), so the
 * reloaded page is read until it matches, or until the timeout shows what it lacks.
 */
export async function expectSameAfterReload(page: Page, place: keyof typeof PLACES): Promise<Snapshot> {
  const before = await snapshot(page, place);
  await page.reload();
  await expect.poll(() => snapshot(page, place), { timeout: 30_000 }).toEqual(before);
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
