import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  baseUrl,
  checkA11yAtEachViewport,
  launchBrowser,
  messages,
  newContext,
  pathOf,
  screenshots,
} from './helpers';
import {
  badgesOf,
  closeFilters,
  imagesLoaded,
  openFilters,
  openResults,
  recordApiCalls,
  resultCards,
  type QuoteKind,
  waitForResults,
} from './results-steps';
import { card, fieldId, fillField, openQuote, submitToResults, startGasQuote } from './quote-steps';
import { API_ROUTES } from '../../contract/api/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first switchable result card. */
const switchableCard = (page: Page) =>
  resultCards(page)
    .filter({ has: page.getByRole('button', { name: /^Switch Now/ }) })
    .first();

/** Opens More Info of `card` and waits for the details to load; returns the ppp request body. */
async function moreInfo(page: Page, card: Locator): Promise<Record<string, unknown>> {
  const ppp = page.waitForRequest((r) => r.url().endsWith(API_ROUTES.ppp.path));
  await card.getByRole('button', { name: /^More Info/ }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
  const body = (await ppp).postDataJSON() as Record<string, unknown>;
  await page.getByTestId('labels').waitFor({ timeout: 30_000 });
  return body;
}

/** The column headers of a table. */
const columns = (table: Locator) => table.locator('thead th').allTextContents();
/** The row headers of a table. */
const rowNames = (table: Locator) => table.locator('tbody th').allTextContents();
/** A table cell by row header and column index (0 = first fuel). */
const cell = (table: Locator, row: string, col = 0) =>
  table
    .locator('tbody tr', { has: table.page().locator('th', { hasText: row }) })
    .first()
    .locator('td')
    .nth(col)
    .textContent();

/**
 * Words of the page's tables split across two lines (a label column too narrow on a phone gives
 * 'consumpti' / 'on'). Hyphens and slashes are places a word may break, so they split words here.
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) => {
    const split: string[] = [];
    for (const table of tables) {
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(m[0]);
        }
      }
    }
    return split;
  });
}

/** Quote of `kind`, results, More Info on the first switchable tariff. */
async function openDetails(kind: QuoteKind) {
  const ctx = await newContext(browser);
  const page = await openResults(ctx, kind);
  const card = switchableCard(page);
  const tariffName = (await card.getByRole('heading', { level: 2 }).textContent())!;
  const tariffId = Number(await card.getAttribute('data-tariff-id'));
  const ppp = await moreInfo(page, card);
  return { ctx, page, tariffName, tariffId, ppp };
}

describe('tariff details', () => {
  it('dual fuel: supplier and badges, features, chart, Personal Projection with Show More Info, Standard tariff, labels, terms', async () => {
    const { ctx, page, tariffName, tariffId, ppp } = await openDetails('dual');
    expect(pathOf(page)).toBe(`/tariff-details/${tariffId}?pay=monthlyDirectDebit`);
    expect(ppp).toMatchObject({ tariffId, proposedPayMethod: 'monthlyDirectDebit' });

    const header = page.getByRole('region', { name: tariffName });
    await expect.poll(() => imagesLoaded(header)).toBe(true);
    expect(await header.getByRole('img').getAttribute('alt')).toMatch(/\(sample\)$/);
    expect(await badgesOf(header)).toContain('Monthly Direct Debit');
    expect(await header.getByRole('button', { name: 'Switch Now' }).count()).toBe(1);
    // Four features (every sample tariff has four, so there is no rest to expand here; the expand
    // control is proved in test/src/features/results/DetailsHeader.test.tsx).
    const features = header.locator('h3 + * ul > li');
    expect(await features.count()).toBe(4);
    expect(await header.getByRole('button', { name: /more features$/ }).count()).toBe(0);

    // The chart: both fuels, two bars each, with the amounts and the difference in words.
    const chart = page.getByRole('figure', { name: messages['details.chart.title'] });
    for (const fuel of ['gas', 'electricity']) {
      const group = chart.locator(`[data-fuel="${fuel}"]`);
      expect(await group.getByText(/^£[\d,]+\.\d\d$/).count()).toBe(2);
      expect(
        await group
          .getByText(
            new RegExp(`^(Gas|Electricity): you would pay (£[\\d,.]+ a year (less|more)|the same) on `),
          )
          .count(),
      ).toBe(1);
    }

    const projection = page.getByTestId('projection');
    const existing = projection.getByRole('table', { name: 'Your current tariff' });
    const next = projection.getByRole('table', { name: 'This tariff' });
    expect(await columns(existing)).toEqual(['Gas', 'Electricity']);
    expect(await rowNames(next)).toEqual(['Personal Projection (a year)']);
    const more = projection.getByRole('button', { name: 'Show More Info' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await rowNames(existing)).toEqual([
      'Personal Projection (a year)',
      'Annual consumption',
      'Calculation date',
      'Supplier',
      'Tariff',
      'End date',
      'Days left on the tariff',
      'Standing charge (p/day)',
      'Unit rate (p/kWh)',
      'Discounts (a year)',
      'Cost (next 12 months, incl. VAT)',
      'Exit fees',
    ]);
    // Days left on every tariff: none on the current variable one, a count on the new fixed deal.
    expect(await cell(existing, 'Days left on the tariff', 0)).toBe(messages['details.daysLeft.noEndDate']);
    expect(await rowNames(next)).toContain('Days left on the tariff');
    expect(await cell(next, 'Days left on the tariff', 0)).toMatch(/^[\d,]+$/);
    expect(await cell(existing, 'Annual consumption', 0)).toBe('11,500 kWh');
    expect(await cell(existing, 'Annual consumption', 1)).toBe('2,700 kWh');
    expect(await cell(next, 'Tariff', 0)).toBe(tariffName);
    expect(await cell(next, 'Standing charge (p/day)', 1)).toMatch(/^\d+\.\d\d$/);
    expect(
      await projection.getByRole('button', { name: 'Show Less Info' }).getAttribute('aria-expanded'),
    ).toBe('true');

    // A fixed deal: its supplier's Standard tariff.
    const standard = page.getByTestId('standard-tariff').getByRole('table', { name: 'Standard tariff' });
    expect(await cell(standard, 'Tariff', 0)).toMatch(/Standard/);

    const labels = page.getByTestId('labels');
    const newLabel = labels.getByRole('table', { name: 'This tariff' });
    expect(await rowNames(newLabel)).toEqual([
      'Supplier',
      'Tariff name',
      'Tariff ends on',
      'Payment method',
      'Standing charge (p/day)',
      'Unit rate (p/kWh)',
      'Price guaranteed until',
      'Exit fees',
      'Discounts and additional charges',
      'Additional products or services included',
    ]);
    expect(await cell(newLabel, 'Payment method', 0)).toBe('Monthly Direct Debit');
    expect(await labels.getByRole('table', { name: 'Your current tariff' }).count()).toBe(1);

    const about = page.getByTestId('about-supplier');
    expect(await about.getByRole('heading', { name: /^About / }).count()).toBe(1);
    const terms = about.getByRole('link', { name: 'View Terms & Conditions (opens in a new window)' });
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await terms.getAttribute('rel')).toContain('noopener');
    expect(await terms.getAttribute('href')).toMatch(
      /^https:\/\/example\.com\/sample-suppliers\/\d+\/terms$/,
    );

    // Every table open (Show More Info), on a 390 px phone: no label or value split mid-word.
    expect(page.viewportSize()?.width).toBe(390);
    expect(await splitWords(page)).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'details-dual');
    await checkA11yAtEachViewport(page, 'tariff details, dual fuel');

    // Switch Now from the details: the key for this tariff and pay method, then sign-up.
    const key = page.waitForRequest((r) => r.url().endsWith(API_ROUTES.switchKey.path));
    await header.getByRole('button', { name: 'Switch Now' }).click();
    expect((await key).postDataJSON()).toMatchObject({
      switchPlan: { gas: { tariffId, payMethod: 'monthlyDirectDebit' } },
    });
    await page.waitForURL((u) => u.pathname === '/details');
    await ctx.close();
  });

  it('Economy 7: day and night unit rates in the projection and the label; electricity only', async () => {
    const { ctx, page } = await openDetails('economy7');
    const projection = page.getByTestId('projection');
    await projection.getByRole('button', { name: 'Show More Info' }).click();
    const existing = projection.getByRole('table', { name: 'Your current tariff' });
    expect(await columns(existing)).toEqual(['Electricity']);
    const rows = await rowNames(existing);
    expect(rows).toContain('Day unit rate (p/kWh)');
    expect(rows).toContain('Night unit rate (p/kWh)');
    expect(rows).not.toContain('Unit rate (p/kWh)');
    const label = page.getByTestId('labels').getByRole('table', { name: 'This tariff' });
    expect(await cell(label, 'Night unit rate (p/kWh)', 0)).toMatch(/^\d+\.\d\d$/);
    expect(await page.getByRole('figure').locator('[data-fuel]').count()).toBe(1);
    await screenshots(page, 'details-economy7');
    await checkA11yAtEachViewport(page, 'tariff details, Economy 7');
    await ctx.close();
  });

  it('gas only: a gas column and the gas bar alone', async () => {
    const { ctx, page } = await openDetails('gas');
    const existing = page.getByTestId('projection').getByRole('table', { name: 'Your current tariff' });
    expect(await columns(existing)).toEqual(['Gas']);
    expect(await page.getByRole('figure').locator('[data-fuel="gas"]').count()).toBe(1);
    expect(await page.getByRole('figure').locator('[data-fuel="electricity"]').count()).toBe(0);
    await screenshots(page, 'details-gas');
    await ctx.close();
  });

  it('a current fixed deal ending within the year: the results warn; Show More Info gives its end date, days left and days on the standard tariff', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await startGasQuote(page);
    const tariff = page.locator(fieldId('quote.supplier-gas', 'gasTariffId'));
    const fixed = (await tariff.locator('option').allTextContents()).findIndex((o) => /Fix 12/.test(o));
    expect(fixed).toBeGreaterThan(0);
    await tariff.selectOption({ index: fixed });
    // The deal ends in 100 days: 100 days at its rates, the rest of the year on the standard tariff.
    const ends = new Date(Date.now() + 100 * 86_400_000);
    const date = (part: string) =>
      page.locator(`${fieldId('quote.supplier-gas', 'gasTariffValidToDate')}-${part}`);
    await date('day').fill(String(ends.getUTCDate()));
    await date('month').fill(String(ends.getUTCMonth() + 1));
    await date('year').fill(String(ends.getUTCFullYear()));
    await fillField(page, 'quote.usage-gas', 'gasUsage', '12000');
    await card(page, 'quote.new-payment').waitFor();
    await submitToResults(page);
    await waitForResults(page);
    const endsText = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(ends.getUTCFullYear(), ends.getUTCMonth(), ends.getUTCDate()));
    await page
      .getByTestId('current-tariff')
      .getByText(messages['results.current.fixedEnds'].replace('{date}', endsText))
      .waitFor();

    await moreInfo(page, switchableCard(page));
    const projection = page.getByTestId('projection');
    await projection.getByRole('button', { name: 'Show More Info' }).click();
    const existing = projection.getByRole('table', { name: 'Your current tariff' });
    expect(await cell(existing, 'Tariff', 0)).toMatch(/Fix 12/);
    expect(await cell(existing, 'End date', 0)).toBe(endsText);
    const daysLeft = Number(await cell(existing, 'Days left on the tariff', 0));
    expect(daysLeft).toBeGreaterThanOrEqual(99);
    expect(daysLeft).toBeLessThanOrEqual(101);
    expect(Number(await cell(existing, 'Days on the standard tariff', 0))).toBe(365 - daysLeft);
    // The new tariff has its own days left (the count of its fixed term, or no end date).
    expect(
      await cell(projection.getByRole('table', { name: 'This tariff' }), 'Days left on the tariff', 0),
    ).toMatch(new RegExp(`^([\\d,]+|${messages['details.daysLeft.noEndDate']})$`));
    // The current tariff's label ends on the date the householder gave, as its projection does.
    const currentLabel = page.getByTestId('labels').getByRole('table', { name: 'Your current tariff' });
    expect(await cell(currentLabel, 'Tariff ends on', 0)).toBe(endsText);
    expect(await cell(currentLabel, 'Price guaranteed until', 0)).toBe(endsText);
    await screenshots(page, 'details-fixed-ending');
    await ctx.close();
  });

  it('More Info keeps the chosen payment method: quarterly results give quarterly details', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const panel = await openFilters(page);
    await panel
      .getByRole('radiogroup', { name: 'Payment type' })
      .getByRole('radio', { name: 'Quarterly Direct Debit' })
      .check();
    await closeFilters(page);
    const ppp = await moreInfo(page, switchableCard(page));
    expect(ppp.proposedPayMethod).toBe('quarterlyDirectDebit');
    const label = page.getByTestId('labels').getByRole('table', { name: 'This tariff' });
    expect(await cell(label, 'Payment method', 0)).toBe('Quarterly Direct Debit');
    // A reload of the details keeps the choice.
    await page.reload();
    await page.getByTestId('labels').waitFor();
    expect(await cell(label, 'Payment method', 0)).toBe('Quarterly Direct Debit');
    await ctx.close();
  });

  it('a failing projection or label call says so with Try again; the rest of the page stays', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const fail = (message: string) => (route: import('playwright-core').Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message }),
      });
    await page.route('**/request/ppp', fail('Projections are resting'));
    await page.route('**/request/til', fail('Labels are resting'));
    await switchableCard(page)
      .getByRole('button', { name: /^More Info/ })
      .click();
    const pppAlert = page.getByRole('alert').filter({ hasText: 'Projections are resting' });
    const tilAlert = page.getByRole('alert').filter({ hasText: 'Labels are resting' });
    await pppAlert.waitFor();
    await tilAlert.waitFor();
    expect(await page.getByTestId('about-supplier').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Switch Now' }).count()).toBe(1);
    await screenshots(page, 'details-failed-calls');
    await checkA11yAtEachViewport(page, 'tariff details, failed calls');
    await page.unroute('**/request/ppp');
    await pppAlert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('projection').waitFor();
    await page.getByRole('figure').waitFor();
    expect(await tilAlert.count()).toBe(1);
    await page.unroute('**/request/til');
    await tilAlert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('labels').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await ctx.close();
  });

  it('Back and forward between results and details, and a reload of each, keep the results without asking again', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    // Green tariffs only: the first card shown is then not the first result before filtering.
    const panel = await openFilters(page);
    await panel
      .getByRole('radiogroup', { name: 'Green tariffs' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await closeFilters(page);
    const { calls, requests } = recordApiCalls(page);
    const card = switchableCard(page);
    const tariffId = await card.getAttribute('data-tariff-id');
    await moreInfo(page, card);
    await page.reload();
    await page.getByTestId('labels').waitFor();
    await page.getByRole('link', { name: messages['details.back'] }).click();
    await page.getByTestId('results-count').waitFor();
    // Spec section 4, flow 5: kept results; the current tariff (from the first unfiltered result, once
    // per quote); the carbon card (offset on in settings, a dual quote) from the kept results.
    const current = page.getByTestId('current-tariff');
    await current.getByText(/^Projected cost: £[\d,]+\.\d\d a year$/).waitFor();
    await current
      .getByText(/ from .+/)
      .first()
      .waitFor();
    expect(
      await page
        .getByTestId('carbon-card')
        .getByText(/tonnes of CO₂ a year$/)
        .count(),
    ).toBe(1);
    // The current tariff's projection is kept with the results (the server gave it with the page):
    // not asked again.
    const currentAsked = requests
      .filter((r) => r.url().endsWith(API_ROUTES.ppp.path))
      .map((r) => r.postDataJSON() as { tariffId: number; onCurrentTariff?: boolean })
      .filter((b) => b.onCurrentTariff);
    expect(currentAsked).toEqual([]);
    await page.goBack();
    await page.getByTestId('labels').waitFor();
    expect(pathOf(page)).toBe(`/tariff-details/${tariffId}?pay=monthlyDirectDebit`);
    await page.goBack();
    await page.getByTestId('results-count').waitFor();
    await page.goForward();
    await page.getByTestId('labels').waitFor();
    await page.goBack();
    await page.getByTestId('results-count').waitFor();
    await page.reload();
    await page.getByTestId('results-count').waitFor();
    expect(await resultCards(page).count()).toBe(10);
    expect(calls.filter((c) => c.includes('results/detail'))).toEqual([]);
    await ctx.close();
  });

  it('an unknown tariff says so; a tariff id that is not a number asks nothing', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'gas');
    await page.goto(`${baseUrl()}/tariff-details/999999`);
    const alert = page.getByRole('alert').filter({ hasText: 'We could not find tariff 999999.' });
    await alert.waitFor();
    expect(await alert.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    const { calls } = recordApiCalls(page);
    await page.goto(`${baseUrl()}/tariff-details/abc`);
    await page.getByText(messages['details.unknownTariff']).waitFor();
    expect(calls.filter((c) => /ppp|til|tariff\/information/.test(c))).toEqual([]);
    await checkA11yAtEachViewport(page, 'tariff details, unknown tariff');
    await ctx.close();
  });
});
