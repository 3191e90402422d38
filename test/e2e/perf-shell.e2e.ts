/**
 * The first paint does not wait for JavaScript: the HTML the server sends already shows the header
 * (brand and the start-time phone), the progress steps and the page, styled: the first page (heading,
 * value statement, statements box and first question) and the information pages rendered by the
 * app's own components, and on the existing-switch carbon form its heading and intro in the page
 * shell. The app then takes over on exactly the same boxes (nothing jumps), at phone and desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  checkA11y,
  expectedPhone,
  launchBrowser,
  messages,
  openPage,
  pathOf,
  screenshots,
  settings,
  VIEWPORTS,
  watchCsp,
} from './helpers';
import { contextWithSession, journeySessions, seedSessionCookie, type JourneyStage } from './journey-session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Parts of the first page, the same selectors in the server's page (rendered by the app's own
 * components) and in the live page. The live heading gains its id (`#page-heading`) only once live.
 */
const PARTS: [name: string, selector: string][] = [
  ['header', 'header'],
  ['logo', 'header img'],
  ['brand', 'header a span'],
  ['phone', '[data-testid="header-phone"]'],
  ['opening hours', 'header p'],
  ['progress', `nav[aria-label="${messages['progress.label']}"]`],
  ['current step', `nav[aria-label="${messages['progress.label']}"] li[aria-current="step"]`],
  ['heading', 'main h1'],
  ['value statement', '#value-statement'],
  ['statements box', `aside[aria-label="${messages['trust.label']}"]`],
  ['how we are paid', `aside[aria-label="${messages['trust.label']}"] p`],
  ['first card', '[data-card="quote.your-home"]'],
  ['postcode box', '[data-card="quote.your-home"] input'],
];

/** Each part's box and the boxes of its lines of text, rounded to a tenth of a pixel. */
async function boxes(page: Page, selectors: string[]): Promise<(string | null)[]> {
  return page.evaluate((sels) => {
    const r = (b: DOMRect) =>
      `${b.x.toFixed(1)},${b.y.toFixed(1)} ${b.width.toFixed(1)}x${b.height.toFixed(1)}`;
    return sels.map((s) => {
      const el = document.querySelector(s);
      if (!el || el.getClientRects().length === 0) return null;
      const text = document.createRange();
      text.selectNodeContents(el);
      return `${r(el.getBoundingClientRect())} text ${[...text.getClientRects()].map(r).join(' ')}`;
    });
  }, selectors);
}

describe('the first page before any script', () => {
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    it(`is in the HTML, styled, and the app adopts it on the same boxes (${viewport})`, async () => {
      const noScript = await browser.newContext({ viewport: size, javaScriptEnabled: false });
      const shellPage = await noScript.newPage();
      await shellPage.goto(`${baseUrl()}/switch/home-energy`);
      const shell = shellPage.locator('#root');
      await expect(shell.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        messages['page.currentTariff.title'],
      );
      await expect(shell.textContent()).resolves.toContain(messages['quote.valueStatement']);
      await expect(shell.textContent()).resolves.toContain(settings.brandName);
      // The start-time phone (run.ts sets it at start only): the server renders today's settings.
      // The header's and the statements box's (the largest paint).
      await expect(shell.getByRole('link', { name: new RegExp(expectedPhone()) }).count()).resolves.toBe(2);
      await expect(shell.getByRole('complementary').textContent()).resolves.toContain(
        settings.serviceFundingStatement,
      );
      // The first question is there to read before any script: its postcode box, empty.
      await expect(shellPage.locator(PARTS.at(-1)![1]).inputValue()).resolves.toBe('');
      // Styled by the page's own style elements: the heading is the theme's h1, not the browser's default.
      await expect(shellPage.locator('h1').evaluate((h) => getComputedStyle(h).fontSize)).resolves.toBe(
        '28px',
      );
      const before = await boxes(
        shellPage,
        PARTS.map((p) => p[1]),
      );
      await noScript.close();

      const ctx = await browser.newContext({ viewport: size });
      const opened = await openPage(ctx, '/switch/home-energy');
      await opened.page.locator('[data-card="quote.your-home"]').waitFor();
      const after = await boxes(
        opened.page,
        PARTS.map((p) => p[1]),
      );
      PARTS.forEach(([name], i) => expect(after[i], name).toBe(before[i]));
      expect(before.every((b) => b !== null)).toBe(true);
      expect(await layoutShifts(opened.page)).toEqual([]);
      expect(await opened.cspViolations()).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
      await ctx.close();
    });
  }

  it('is accessible and readable while the scripts have not arrived', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await ctx.newPage();
    // The app's scripts never arrive (a phone on a bad connection): the shell is all there is.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/switch/home-energy`);
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
    await checkA11y(page, 'page shell before the scripts');
    await screenshots(page, 'page-shell-before-scripts');
    await ctx.close();
  });

  it('sign-up before any script: the header, the right step, its heading and that it is loading', async () => {
    const noScript = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
    // A householder who chose a tariff (the server sends anyone else back): the form comes with its
    // data, which the app loads.
    await seedSessionCookie(noScript, (await journeySessions(browser)).switchKey);
    const page = await noScript.newPage();
    await page.goto(`${baseUrl()}/details`);
    expect(new URL(page.url()).pathname).toBe('/details');
    await expect(page.locator('header').textContent()).resolves.toContain(settings.brandName);
    await expect(page.locator('li[aria-current="step"]').textContent()).resolves.toContain(
      messages['progress.step3'],
    );
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.personalDetails.title']);
    await expect(page.getByRole('status').textContent()).resolves.toBe(messages['signup.loading']);
    await expect(page.title()).resolves.toBe(
      `${messages['page.personalDetails.title']} | ${settings.brandName}`,
    );
    await noScript.close();
  });

  it('results, rendered on the server: heading, step and the ranked tariffs before any script', async () => {
    const noScript = await browser.newContext({ viewport: VIEWPORTS.phone });
    await seedSessionCookie(noScript, (await journeySessions(browser)).quote);
    const page = await noScript.newPage();
    // The app's scripts never arrive (a phone on a bad connection): the server's page is all there is.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/results/home-energy`);
    expect(new URL(page.url()).pathname).toBe('/results/home-energy');
    await expect(page.locator('li[aria-current="step"]').textContent()).resolves.toContain(
      messages['progress.step2'],
    );
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.quoteResults.title']);
    expect(await page.locator('article[data-tariff-id]').count()).toBeGreaterThan(0);
    await expect(page.title()).resolves.toBe(
      `${messages['page.quoteResults.title']} | ${settings.brandName}`,
    );
    await checkA11y(page, 'results before the scripts');
    await screenshots(page, 'results-before-scripts');
    await noScript.close();
  });

  it('tariff details, rendered on the server: heading, the tariff, its cost and projection before any script', async () => {
    const sessions = await journeySessions(browser);
    const { tariffId } = (
      JSON.parse(sessions.switchKey.switchKey) as { state: { chosen: { tariffId: number } } }
    ).state.chosen;
    const noScript = await browser.newContext({ viewport: VIEWPORTS.phone });
    await seedSessionCookie(noScript, sessions.quote);
    const page = await noScript.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/tariff-details/${tariffId}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.tariffDetails.title']);
    expect(await page.locator('#tariff-name').count()).toBe(1);
    expect(await page.locator('[data-total-cost]').count()).toBe(1);
    expect(await page.getByTestId('projection-new').count()).toBe(1);
    expect(await page.getByTestId('labels').count()).toBe(1);
    await checkA11y(page, 'tariff details before the scripts');
    await screenshots(page, 'details-before-scripts');
    await noScript.close();
  });

  it('carbon offset, rendered on the server: heading, the greeting and the projects before any script', async () => {
    const noScript = await browser.newContext({ viewport: VIEWPORTS.phone });
    await seedSessionCookie(noScript, (await journeySessions(browser)).switched);
    const page = await noScript.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl()}/carbon-offset`);
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.carbonOffset.title']);
    await expect(page.getByTestId('carbon-greeting').textContent()).resolves.toMatch(/^Hello \S/);
    expect(await page.getByTestId('carbon-project').count()).toBeGreaterThan(0);
    await checkA11y(page, 'carbon offset before the scripts');
    await screenshots(page, 'carbon-offset-before-scripts');
    await noScript.close();
  });
});

/** The sum of the page's layout shifts so far (what CLS adds up), read from the browser's own record. */
function layoutShift(page: Page): Promise<number> {
  return layoutShifts(page).then((shifts) => shifts.reduce((sum, e) => sum + e.value, 0));
}

/** Every layout shift since the page opened, each with the elements that moved (tag#id.class, old and new box). */
function layoutShifts(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(() => {
    // A buffered observer holds every shift recorded since the page opened; takeRecords reads them at once.
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts = observer.takeRecords() as unknown as { value: number; sources: Source[] }[];
    observer.disconnect();
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const name = (n?: Node) => {
      if (!(n instanceof Element)) return n ? n.nodeName : '(removed)';
      return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${[...n.classList].map((c) => `.${c}`).join('')}`;
    };
    return shifts.map((e) => ({
      value: e.value,
      moved: e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`),
    }));
  });
}

/**
 * Text pages: the same selectors in the server's page and in the page React renders. The information
 * pages are rendered on the server by the app's own components (server/web/publicPages.ts) and
 * adopted; the existing-switch form's top is the page shell's. `chunk` is the page's own script (Vite
 * names it after its module), held back so that what shows before the page is live (the server's
 * markup, or the app's boot fallback over the shell) stays on screen to be measured; `ready` shows the
 * page itself is live.
 */
const TEXT_PAGES: { path: string; chunk: string; ready: string; parts: string[] }[] = [
  ...(['terms', 'privacy', 'accessibility'] as const).map((topic) => ({
    path: `/${topic}`,
    chunk: '**/assets/InfoPage-*.js',
    ready: '#page-heading',
    parts: [
      '#main h1',
      ...messages[`info.${topic}.body`].split('\n\n').map((_, i) => `#main p:nth-of-type(${i + 1})`),
      '#main a',
    ],
  })),
  // The form itself (field, button) is the app's, drawn below the intro.
  {
    path: '/carbon-offset/existing',
    chunk: '**/assets/ExistingSwitchPage-*.js',
    ready: '#existing-switch-id',
    parts: ['#main > h1', '#main > p'],
  },
];

/**
 * A busy phone's parser yields mid-page, and the browser may paint what it has parsed so far: the
 * header's phone box once held only its icon, then grew to the phone and opening hours, moving itself
 * and the brand (up to 0.03 at 12x CPU). The page now asks the browser to wait for the whole root
 * element before its first paint (server/web/indexPage.ts). Scripts off: any shift here is the HTML's.
 */
describe('the server page on a slow CPU', () => {
  it('paints whole: no layout shift while the HTML is parsed, on every shell page at both widths', async () => {
    const pages = ['/switch/home-energy', ...TEXT_PAGES.map((p) => p.path)];
    const found: string[] = [];
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      const ctx = await browser.newContext({ viewport: size, javaScriptEnabled: false });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
      for (const path of pages) {
        await page.goto(`${baseUrl()}${path}`);
        for (const shift of await layoutShifts(page))
          found.push(`${path} (${viewport}): ${JSON.stringify(shift)}`);
      }
      await ctx.close();
    }
    expect(found).toEqual([]);
  });
});

describe('text pages before and after the app is live', () => {
  for (const { path, chunk, ready, parts } of TEXT_PAGES) {
    for (const [viewport, size] of Object.entries(VIEWPORTS)) {
      it(`${path}: what shows before the app is live and the live page land on the server's boxes, no layout shift (${viewport})`, async () => {
        const noScript = await browser.newContext({ viewport: size, javaScriptEnabled: false });
        const shellPage = await noScript.newPage();
        await shellPage.goto(`${baseUrl()}${path}`);
        const shell = await boxes(shellPage, parts);
        await noScript.close();
        expect(shell.every((b) => b !== null)).toBe(true);

        const ctx = await browser.newContext({ viewport: size });
        await watchCsp(ctx);
        const page = await ctx.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (err) => pageErrors.push(err.message));
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = false;
        await page.route(chunk, async (route) => {
          held = true;
          await released;
          await route.continue();
        });
        await page.goto(`${baseUrl()}${path}`);
        await expect.poll(() => held).toBe(true);
        await expect(page.locator('#page-heading').count()).resolves.toBe(0);
        const first = await boxes(page, parts);
        release();
        await page.locator(ready).waitFor();
        const last = await boxes(page, parts);
        parts.forEach((part, i) => {
          expect(first[i], `${part}, first render`).toBe(shell[i]);
          expect(last[i], `${part}, page`).toBe(shell[i]);
        });
        // The shifts themselves, so that a failure names what moved.
        expect(await layoutShifts(page)).toEqual([]);
        expect(pageErrors).toEqual([]);
        await ctx.close();
      });
    }
  }
});

/**
 * Pages whose content arrives after their data (a slow reply held back here): the footer starts below
 * the fold, so the content filling in never pushes a footer the householder sees (Lighthouse measured
 * a 0.46 layout shift on results and the carbon offset page before the main area was a screen tall).
 */
const DATA_PAGES: { path: string; stage: JourneyStage; ready: string }[] = [
  { path: '/results/home-energy', stage: 'quote', ready: '[data-testid="results-count"]' },
  { path: '/details', stage: 'switchKey', ready: '[data-plan-summary]' },
  { path: '/switch-complete', stage: 'switched', ready: '[data-testid="carbon-panel"], #main h2' },
  { path: '/carbon-offset', stage: 'switched', ready: '#main button[type="submit"], #main [role="alert"]' },
];

describe('pages filled in by their data', () => {
  for (const { path, stage, ready } of DATA_PAGES) {
    it(`${path} (phone): the content arriving late moves nothing on screen`, async () => {
      const sessions = await journeySessions(browser);
      const ctx = await contextWithSession(browser, sessions[stage]);
      await ctx.route('**/api/request/**', async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      });
      const page = await ctx.newPage();
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(`${baseUrl()}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe(path);
      await expect(layoutShift(page)).resolves.toBeLessThan(0.01);
      await ctx.close();
    });
  }
});
