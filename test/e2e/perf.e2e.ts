/**
 * The first page on a phone downloads only what it renders, compressed: every script arrives with a
 * Content-Encoding (brotli, as Chromium accepts it), and none of the chunks that only another route,
 * the staff preview or a panel not yet opened needs (the build's manifest names each lazily loaded
 * module's chunk) is requested. The scripts it loads before any interaction stay within a ceiling
 * at gzip size (`npm run bench` prints the same figure against issue 23's 180 KB target).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes';
import { moduleFiles } from '../../scripts/bench/manifestExtra';
import { baseUrl, launchBrowser, messages, newContext } from './helpers';
import { fieldId } from './quote-steps';

/** The part of Vite's build manifest (dist/.vite/manifest.json) this test reads. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const FIRST_PAGE_MODULE = 'src/features/quote/QuoteFormPage.tsx';
/** The quote form's cards: a deferred area (src/router/deferredAreas.tsx), loaded at the first interaction. */
const FORM_AREA_MODULE = 'src/features/quote/QuoteFormArea.tsx';
/**
 * The most JavaScript, in KB of gzip (level 9, 1 KB = 1,000 bytes, as the bench counts), that the
 * first page may load before any interaction. Issue 23's target is 180 KB; this ceiling is the figure
 * reached (docs/performance.md, "The first page": 166.5 KB) rounded up, so that a change that adds to the first
 * page fails here instead of going unnoticed. Lower it as the page gets lighter.
 */
const FIRST_PAGE_JS_GZIP_CEILING_KB = 167;
/** The app itself, which the entry loads once the page shell is painted (src/main.tsx). */
const APP_MODULE = 'src/boot.tsx';
/**
 * axios, which the API client loads at its first call (src/api/client.ts): a new tab's page carries
 * its token (contract/pageToken.ts), so on the quote form that call is the page view's tracking flush,
 * once the page is the app's.
 */
const AXIOS_MODULE = 'node_modules/axios/index.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every lazily loaded module of the build, by source path, with its chunk. */
function lazyChunks(): ManifestChunk[] {
  const manifest = JSON.parse(readFileSync(join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  return Object.values(manifest).filter((c) => c.isDynamicEntry);
}

describe('first page (currentTariff) on a phone', () => {
  it('is taken over by the app with axios held back, and gets every other script compressed, within the ceiling', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const scripts: Response[] = [];
    const asked: { path: string; auth?: string }[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    page.on('request', (req) =>
      asked.push({ path: new URL(req.url()).pathname, auth: req.headers().authorization }),
    );
    // axios is held back until the app has taken the page over: were it needed before (a token call
    // before the first render, as before pages carried their token), the takeover would never come.
    // Less what the app itself loads (the bundler's runtime, which axios's chunk imports too).
    const axiosFiles = moduleFiles('dist', AXIOS_MODULE, APP_MODULE);
    expect(axiosFiles.size).toBeGreaterThan(0);
    let releaseAxios!: () => void;
    const axiosHeld = new Promise<void>((resolve) => (releaseAxios = resolve));
    await page.route(
      (url) => axiosFiles.has(url.pathname),
      async (route) => {
        await axiosHeld;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl()}/switch/home-energy`);
    await page.waitForFunction(() => performance.getEntriesByName('app-takeover').length > 0, null, {
      timeout: 60_000,
    });
    expect(asked.map((r) => r.path)).not.toContain(ROOT_ROUTES.token.path);
    releaseAxios();
    await page.locator('[data-card="quote.your-home"]').waitFor();
    await page.waitForLoadState('networkidle');

    const own = scripts.filter((r) => !axiosFiles.has(new URL(r.url()).pathname));
    const requested = own.map((r) => new URL(r.url()).pathname.replace(/^\//, ''));
    expect(requested.length).toBeGreaterThan(0);
    const bodies = await Promise.all(own.map((r) => r.body()));
    const gzipKb = bodies.reduce((n, body) => n + gzipSync(body, { level: 9 }).length, 0) / 1000;
    console.log(`first page: ${own.length} scripts, ${gzipKb.toFixed(1)} KB gzip`);
    expect(gzipKb).toBeLessThanOrEqual(FIRST_PAGE_JS_GZIP_CEILING_KB);
    for (const res of scripts) {
      expect(res.status(), res.url()).toBe(200);
      expect(await res.headerValue('content-encoding'), res.url()).toMatch(/^(br|gzip)$/);
    }

    const lazy = lazyChunks();
    // The manifest really lists the other routes and the lazy panels, or this test would prove nothing.
    const sources = lazy.map((c) => c.src);
    for (const src of [
      FIRST_PAGE_MODULE,
      FORM_AREA_MODULE,
      'src/features/results/QuoteResultsPage.tsx',
      'src/features/staffPreview/StaffPreviewPage.tsx',
      'src/widgets/EvPanelWidget.tsx',
      'src/widgets/EstimateDialog.tsx',
      AXIOS_MODULE,
    ])
      expect(sources).toContain(src);
    // The page's own chunk is loaded; no other lazily loaded chunk is (axios comes with the first call;
    // the form's cards at the first interaction: the next test).
    expect(requested).toContain(lazy.find((c) => c.src === FIRST_PAGE_MODULE)!.file);
    const notRendered = lazy
      .filter((c) => c.src !== FIRST_PAGE_MODULE && c.src !== APP_MODULE && c.src !== AXIOS_MODULE)
      .map((c) => c.file);
    expect(requested.filter((file) => notRendered.includes(file))).toEqual([]);

    // The first call (the page view's tracking, sent 1.5 s after it) goes with the token the page came
    // with: the tab never asked for one.
    await expect
      .poll(() => asked.find((r) => r.path.endsWith(API_ROUTES.trackRecords.path))?.auth, { timeout: 30_000 })
      .toMatch(/^Bearer v1\./);
    expect(asked.map((r) => r.path)).not.toContain(ROOT_ROUTES.token.path);
    await ctx.close();
  });

  it("loads the form's code at the first interaction, keeping what was typed before it was the app's", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname.replace(/^\//, '')));
    const formChunk = lazyChunks().find((c) => c.src === FORM_AREA_MODULE)!.file;
    await page.goto(`${baseUrl()}/switch/home-energy`);
    await page.waitForFunction(() => performance.getEntriesByName('app-takeover').length > 0, null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    // The app has the page, and the cards are still the server's: their code has not been asked for.
    expect(requested).not.toContain(formChunk);
    const postcode = page.locator(fieldId('quote.your-home', 'postcode'));
    // Typed into the server's box: the focus is the first interaction, which fetches the form's code.
    await postcode.fill('SE1 7PB');
    await expect.poll(() => requested.includes(formChunk)).toBe(true);
    await page.getByRole('button', { name: 'Find address' }).click();
    // The app heard of the typed postcode (the early-press replay) and looked it up.
    await page.locator(fieldId('quote.your-home', 'address')).waitFor();
    expect(await postcode.inputValue()).toBe('SE1 7PB');
    await ctx.close();
  });

  it('shows the form on a navigation no press started (a redirect), without waiting for an interaction', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    // An information page the app adopts from the server: deferred areas are held for a first press.
    await page.goto(`${baseUrl()}/terms`);
    await page.waitForFunction(() => performance.getEntriesByName('app-takeover').length > 0, null, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    // The app moves to the quote form with no press, key, touch or focus (as a guard's redirect does):
    // the router follows the history entry.
    await page.evaluate(() => {
      history.pushState(null, '', '/switch/home-energy');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The form is the app's at once: its card rendered by the app, its postcode box live.
    await page.locator('[data-card="quote.your-home"]').waitFor({ timeout: 15_000 });
    const postcode = page.locator(fieldId('quote.your-home', 'postcode'));
    await postcode.fill('SE1 7PB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.locator(fieldId('quote.your-home', 'address')).waitFor();
    await ctx.close();
  });

  it("says so when the form's code cannot be fetched, and Try Again brings the form", async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const formChunk = lazyChunks().find((c) => c.src === FORM_AREA_MODULE)!.file;
    await page.route(`**/${formChunk}`, (route) => route.abort());
    await page.goto(`${baseUrl()}/switch/home-energy`);
    await page.waitForFunction(() => performance.getEntriesByName('app-takeover').length > 0, null, {
      timeout: 60_000,
    });
    // The first interaction asks for the form's code, which fails: the route's error page, as for any
    // page whose chunk cannot be fetched, not a form that never comes alive.
    await page.locator(fieldId('quote.your-home', 'postcode')).focus();
    const tryAgain = page.getByRole('button', { name: messages['error.tryAgain'] });
    await tryAgain.waitFor();
    await page.unroute(`**/${formChunk}`);
    await tryAgain.click();
    await page.locator('[data-card="quote.your-home"]').waitFor();
    await expect
      .poll(() => page.locator('#page-heading').textContent())
      .toBe(messages['page.currentTariff.title']);
    await ctx.close();
  });

  it('gets the page, its entry script and a missing chunk right', async () => {
    const res = await fetch(`${baseUrl()}/switch/home-energy`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await res.text();
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    const script = await fetch(baseUrl() + entry!, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${baseUrl()}/assets/QuoteFormPage-0ld8uild.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/text\/html/);
  });
});
