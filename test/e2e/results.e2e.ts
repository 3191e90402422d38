import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  checkA11yAtEachViewport,
  launchBrowser,
  messages,
  newContext,
  pathOf,
  screenshots,
  settings,
  VIEWPORTS,
} from './helpers';
import {
  badgesOf,
  badgesOfEveryCard,
  closeFilters,
  imagesLoaded,
  openFilters,
  openResults,
  recordApiCalls,
  resultCards,
  shownCosts,
  shownCount,
  waitForResults,
} from './results-steps';
import {
  answerEstimate,
  card,
  fieldId,
  openQuote,
  openUsageTab,
  submitToResults,
  startGasQuote,
} from './quote-steps';
import { API_ROUTES } from '../../contract/api/routes';
import { formatMessage } from '../../engine/core/index.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The big six suppliers of the sample data (spec section 9: ids 2, 7, 111, 11, 15, 16), by name. */
const BIG_SIX_NAMES = [
  'Anchor Utilities (sample)',
  'Brightwater Energy (sample)',
  'Crown Gas & Power (sample)',
  'Northstar Home (sample)',
  'Sterling Energy (sample)',
  'Unity Power (sample)',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);

describe('results', () => {
  it('dual fuel: ranked cards with logo, badges, features, cost, saving, Switch Now and More Info; current tariff, carbon, assumptions', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const cards = resultCards(page);
    await cards.first().waitFor();
    expect(await cards.count()).toBe(10);
    expect(await shownCount(page)).toBeGreaterThan(10);
    expect(ascending(await shownCosts(page))).toBe(true);

    // The first tariff we can switch to (review-only tariffs are in the list too).
    const first = cards.filter({ has: page.getByRole('button', { name: /^Switch Now/ }) }).first();
    const name = (await first.getByRole('heading', { level: 2 }).textContent())!;
    expect(name.length).toBeGreaterThan(3);
    // The logo is an image by URL from the logo route, loaded.
    const logo = first.getByRole('img');
    expect(await logo.getAttribute('src')).toMatch(/^\/supplier-logos\/\d+\.svg\?v=[0-9a-f]{16}$/);
    await expect.poll(() => imagesLoaded(first)).toBe(true);
    const badges = await badgesOf(first);
    expect(badges).toContain('Monthly Direct Debit');
    expect(badges.some((b) => b === 'Paper Billing' || b === 'Paperless Billing')).toBe(true);
    expect(badges.some((b) => /Warm Home Discount$/.test(b))).toBe(true);
    expect(await first.getByText(/^£[\d,]+\.\d\d a year$/).count()).toBe(1);
    expect(
      await first
        .getByText(/^(Save £[\d,]+ a year|£[\d,]+ a year more than now|The same as your current tariff)$/)
        .count(),
    ).toBe(1);
    expect(
      await first
        .getByRole('button', { name: new RegExp(`^Switch Now\\s*:\\s*${escapeRegExp(name)} from `) })
        .count(),
    ).toBe(1);
    expect(
      await first
        .getByRole('button', { name: new RegExp(`^More Info\\s*:\\s*${escapeRegExp(name)} from `) })
        .count(),
    ).toBe(1);
    // Three features, and a control for the rest: every sample tariff has four, so one more, said
    // in the singular.
    const features = first.locator('ul:not([aria-label]) > li');
    expect(await features.count()).toBe(3);
    const more = first.getByRole('button', {
      name: formatMessage(messages, 'results.features.more', { count: 1 }),
      exact: true,
    });
    await more.click();
    expect(await features.count()).toBeGreaterThan(3);
    expect(
      await first.getByRole('button', { name: 'Show fewer features' }).getAttribute('aria-expanded'),
    ).toBe('true');

    const current = page.getByTestId('current-tariff');
    await current
      .getByText(/ from .+/)
      .first()
      .waitFor();
    expect(await current.getByText(/^Projected cost: £[\d,]+\.\d\d a year$/).count()).toBe(1);
    const carbon = page.getByTestId('carbon-card');
    expect(await carbon.getByText(/^\d+\.\d tonnes of CO₂ a year$/).count()).toBe(1);
    expect(await carbon.getByText(messages['results.carbon.note']).count()).toBe(1);
    const assumptions = page.getByTestId('assumptions');
    expect(await assumptions.getByText('Gas: 11,500 kWh a year, the usage you gave us.').count()).toBe(1);
    expect(await assumptions.getByText('Electricity: 2,700 kWh a year, the usage you gave us.').count()).toBe(
      1,
    );
    expect(await assumptions.getByText(messages['results.assumptions.rollOff']).count()).toBe(1);
    expect(await assumptions.getByText(/^Prices last updated on \d{1,2} \w+ \d{4}\.$/).count()).toBe(1);
    expect(await page.getByTestId('funding').getByText(settings.serviceFundingStatement).count()).toBe(1);

    // Show more: ten more cards, focus on the first new one.
    await page.getByRole('button', { name: /^Show 10 more tariffs/ }).click();
    expect(await cards.count()).toBe(20);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('result-heading-10');
    expect(ascending(await shownCosts(page))).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshots(page, 'results-dual');
    await checkA11yAtEachViewport(page, 'results, dual fuel');

    // The whole list: every badge the issue names shows on some card, from the reference API's data.
    await page.setViewportSize(VIEWPORTS.desktop);
    const showMore = page.getByRole('button', { name: /^Show \d+ more tariffs? / });
    while (await showMore.count()) await showMore.click();
    expect(await cards.count()).toBe(await shownCount(page));
    const badgeLists = await badgesOfEveryCard(page);
    const seen = [...new Set(badgeLists.flat())];
    for (const badge of [
      'Green',
      'Exit Fee',
      'Fixed',
      'Paper Billing',
      'Paperless Billing',
      'Warm Home Discount',
      'No Warm Home Discount',
      'Review Only',
      'Monthly Direct Debit',
    ])
      expect(seen, badge).toContain(badge);
    // A card is fixed or not, paper or paperless, with or without the Warm Home Discount: never both.
    for (const b of badgeLists) {
      expect(b.filter((x) => x === 'Paper Billing' || x === 'Paperless Billing')).toHaveLength(1);
      expect(b.filter((x) => /Warm Home Discount$/.test(x))).toHaveLength(1);
    }
    await ctx.close();
  });

  it('filters: instant and without a new request; combinations, count, the plain statement, Reset and the empty state', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    // The current tariff's own call comes after the results: let it finish before listening.
    await page
      .getByTestId('current-tariff')
      .getByText(/ from .+/)
      .first()
      .waitFor();
    const { calls } = recordApiCalls(page);
    const all = await shownCount(page);
    // The whole market by default, review-only tariffs included.
    expect(await page.getByTestId('switchable-notice').count()).toBe(0);

    const panel = await openFilters(page);
    await screenshots(page, 'results-filters');
    await checkA11yAtEachViewport(page, 'results filter panel');
    const count = () => panel.getByTestId('filters-count').textContent();
    expect(await count()).toBe(`${all} plans shown`);

    // A logo checkbox for each big six supplier (ids 2, 7, 111, 11, 15, 16), and no other.
    const logoBoxes = await panel
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((el) => el.closest('label')?.querySelector('img')?.alt ?? ''));
    expect(logoBoxes).toEqual(BIG_SIX_NAMES);
    // The dropdown lists every supplier of the results, the big six and the others.
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('results')!).state.results.suppliers as { name: string }[],
    );
    const options = (
      await panel.getByRole('combobox', { name: 'All suppliers' }).locator('option').allTextContents()
    ).slice(1);
    expect([...options].sort()).toEqual(stored.map((x) => x.name).sort());
    expect(options.length).toBeGreaterThan(BIG_SIX_NAMES.length);
    for (const name of [...BIG_SIX_NAMES, 'Hearthside Power (sample)']) expect(options).toContain(name);

    await panel
      .getByRole('radiogroup', { name: 'Green tariffs' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    const green = await shownCount(page);
    expect(green).toBeLessThan(all);
    expect(await count()).toBe(`${green} plans shown`);
    await panel.getByRole('radiogroup', { name: 'Rate type' }).getByRole('radio', { name: 'Fixed' }).check();
    const greenFixed = await shownCount(page);
    expect(greenFixed).toBeLessThanOrEqual(green);
    await closeFilters(page);
    for (const b of await badgesOfEveryCard(page)) {
      expect(b).toContain('Green');
      expect(b).toContain('Fixed');
    }
    expect(await page.getByRole('button', { name: 'Filter Results (2 on)' }).count()).toBe(1);

    // Only plans we can switch to: review-only cards go, and the page says plainly that others exist.
    await openFilters(page);
    await panel.getByRole('radio', { name: 'Any' }).first().waitFor();
    await panel
      .getByRole('radiogroup', { name: 'Green tariffs' })
      .getByRole('radio', { name: 'Any' })
      .check();
    await panel.getByRole('radiogroup', { name: 'Rate type' }).getByRole('radio', { name: 'Any' }).check();
    await panel.getByRole('radio', { name: messages['filters.switchableOnly'] }).check();
    const switchable = await shownCount(page);
    expect(switchable).toBeLessThan(all);
    await closeFilters(page);
    const notice = page.getByTestId('switchable-notice');
    expect(await notice.textContent()).toContain(`${all - switchable} more tariffs match your other filters`);
    expect(await page.locator('[data-review-only]').count()).toBe(0);

    // A big six logo checkbox, then a supplier from the dropdown: only theirs.
    await openFilters(page);
    await panel.getByRole('radio', { name: messages['filters.switchableAll'] }).check();
    const bigSix = panel.getByRole('checkbox').first();
    const bigSixName = (await panel
      .getByRole('checkbox')
      .first()
      .evaluate((el) => el.closest('label')?.querySelector('img')?.alt))!;
    await bigSix.check();
    await closeFilters(page);
    const suppliersShown = await resultCards(page)
      .getByRole('img')
      .evaluateAll((imgs) => [...new Set(imgs.map((i) => (i as HTMLImageElement).alt))]);
    expect(suppliersShown).toEqual([bigSixName]);

    // Payment type: quarterly prices, the badge follows.
    await openFilters(page);
    await panel
      .getByRole('radiogroup', { name: 'Payment type' })
      .getByRole('radio', { name: 'Quarterly Direct Debit' })
      .check();
    await closeFilters(page);
    for (const b of await badgesOfEveryCard(page)) expect(b).toContain('Quarterly Direct Debit');

    // Every tariff of a review-only supplier, but only switchable plans: nothing left.
    await openFilters(page);
    await panel.getByRole('checkbox').first().uncheck();
    await panel
      .getByRole('combobox', { name: 'All suppliers' })
      .selectOption({ label: 'Hearthside Power (sample)' });
    expect(await panel.getByRole('button', { name: 'Remove Hearthside Power (sample)' }).count()).toBe(1);
    await panel.getByRole('radio', { name: messages['filters.switchableOnly'] }).check();
    expect(await count()).toBe('0 plans shown');
    await closeFilters(page);
    const empty = page.getByTestId('results-empty');
    expect(await empty.getByRole('heading', { name: 'No results found' }).count()).toBe(1);
    expect(await empty.getByText(messages['results.emptyFiltered']).count()).toBe(1);
    await screenshots(page, 'results-empty');
    await checkA11yAtEachViewport(page, 'results, empty state');

    // Reset: suppliers cleared, any rate and green, the whole market again, the proposed payment method.
    await empty.getByRole('button', { name: messages['results.resetFilters'] }).click();
    expect(await shownCount(page)).toBe(all);
    expect(await page.getByTestId('switchable-notice').count()).toBe(0);
    for (const b of await badgesOfEveryCard(page)) expect(b).toContain('Monthly Direct Debit');
    const reopened = await openFilters(page);
    expect(await reopened.getByRole('radio', { name: messages['filters.switchableAll'] }).isChecked()).toBe(
      true,
    );
    expect(
      await reopened
        .getByRole('radiogroup', { name: 'Payment type' })
        .getByRole('radio', { name: 'Monthly Direct Debit' })
        .isChecked(),
    ).toBe(true);
    await closeFilters(page);

    // Not one request for data while filtering: only the timed bearer-token refresh and the batched
    // tracking of the page view (sent on a timer, src/tracking) may go out meanwhile.
    expect(calls.filter((c) => !/(auth\/token|user\/track-records)$/.test(c))).toEqual([]);
    // The filters survive a reload, and the reload asks for no results: the server's page came with
    // them. (The server renders the unfiltered list; the live page applies the tab's filters, so wait
    // for it rather than for the count, which the server's markup already has.)
    await openFilters(page);
    await panel
      .getByRole('radiogroup', { name: 'Green tariffs' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await closeFilters(page);
    expect(await shownCount(page)).toBe(green);
    const beforeReload = calls.length;
    await page.reload();
    await waitForResults(page);
    expect(await shownCount(page)).toBe(green);
    expect(calls.slice(beforeReload).filter((c) => c.includes('results'))).toEqual([]);
    await ctx.close();
  });

  it('review-only results: the Review Only badge and no Switch Now; More Info still opens the details', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const panel = await openFilters(page);
    await panel
      .getByRole('combobox', { name: 'All suppliers' })
      .selectOption({ label: 'Hearthside Power (sample)' });
    await closeFilters(page);
    const cards = resultCards(page);
    await cards.first().waitFor();
    // Every card, in a few looks at the page rather than several calls a card.
    const shown = await cards.count();
    for (const b of await badgesOfEveryCard(page)) expect(b).toContain('Review Only');
    expect(await cards.getByRole('button', { name: /Switch Now/ }).count()).toBe(0);
    expect(await cards.getByText(/We cannot switch you to this tariff/).count()).toBe(shown);
    await screenshots(page, 'results-review-only');
    const tariffName = (await cards.first().getByRole('heading', { level: 2 }).textContent())!;
    await cards
      .first()
      .getByRole('button', { name: /^More Info/ })
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
    const header = page.getByRole('region', { name: tariffName });
    await header.waitFor();
    expect(await header.getByText('Review Only', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Switch Now/ }).count()).toBe(0);
    await ctx.close();
  });

  it('Switch Now stores the pay method, obtains the switch key and reaches sign-up', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'dual');
    const first = resultCards(page)
      .filter({ has: page.getByRole('button', { name: /^Switch Now/ }) })
      .first();
    const tariffId = Number(await first.getAttribute('data-tariff-id'));
    const request = page.waitForRequest((r) => r.url().endsWith(API_ROUTES.switchKey.path));
    await first.getByRole('button', { name: /^Switch Now/ }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({
      switchType: 'dualConsolidatedToDualConsolidated',
      switchPlan: {
        gas: { tariffId, payMethod: 'monthlyDirectDebit' },
        electricity: { tariffId, payMethod: 'monthlyDirectDebit' },
      },
    });
    await page.waitForURL((u) => u.pathname === '/details');
    await page.getByRole('heading', { level: 1, name: messages['page.personalDetails.title'] }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('switchKey') ?? 'null'));
    expect(stored.state.chosen).toMatchObject({
      tariffId,
      payMethod: 'monthlyDirectDebit',
      switchId: body.switchId,
    });
    expect(stored.state.chosen.switchKey).toMatch(/^\S{20,}$/);
    // Back from sign-up keeps the results: no new results request.
    const { calls } = recordApiCalls(page);
    await page.goBack();
    await page.getByTestId('results-count').waitFor();
    expect(calls.filter((c) => c.includes('results/detail'))).toEqual([]);
    expect(pathOf(page)).toBe('/results/home-energy');
    await ctx.close();
  });

  it('gas only: carbon card, gas usage stated, no electricity figures', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'gas');
    await resultCards(page).first().waitFor();
    expect(await page.getByTestId('carbon-card').count()).toBe(1);
    const assumptions = page.getByTestId('assumptions');
    expect(await assumptions.getByText('Gas: 12,000 kWh a year, the usage you gave us.').count()).toBe(1);
    expect(await assumptions.getByText(/^Electricity/).count()).toBe(0);
    expect(ascending(await shownCosts(page))).toBe(true);
    await screenshots(page, 'results-gas');
    await checkA11yAtEachViewport(page, 'results, gas');
    await ctx.close();
  });

  it('usage from Help Me Estimate: the assumptions say it was estimated, not the usage you gave us', async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    await startGasQuote(page);
    await openUsageTab(page, 'quote.usage-gas', 'Help Me Estimate');
    await answerEstimate(page);
    const usage = page.locator(fieldId('quote.usage-gas', 'gasUsage'));
    await expect.poll(() => usage.inputValue()).toMatch(/^[1-9]\d+$/);
    const kWh = Number(await usage.inputValue()).toLocaleString('en-GB');
    await card(page, 'quote.new-payment').waitFor();
    await submitToResults(page);
    await waitForResults(page);
    const assumptions = page.getByTestId('assumptions');
    expect(
      await assumptions
        .getByText(
          `Gas: ${kWh} kWh a year, estimated from your answers about your home (not from your bills).`,
        )
        .count(),
    ).toBe(1);
    expect(await assumptions.getByText(/the usage you gave us/).count()).toBe(0);
    await ctx.close();
  });

  it('Economy 7 electricity: the night split stated, no carbon card for electricity only', async () => {
    const ctx = await newContext(browser);
    const page = await openResults(ctx, 'economy7');
    await resultCards(page).first().waitFor();
    expect(await page.getByTestId('carbon-card').count()).toBe(0);
    expect(
      await page
        .getByTestId('assumptions')
        .getByText('Economy 7: 42% of your electricity at the night rate and 58% at the day rate.')
        .count(),
    ).toBe(1);
    await screenshots(page, 'results-economy7');
    await checkA11yAtEachViewport(page, 'results, Economy 7');
    await ctx.close();
  });
});
