/**
 * What each route makes the browser download: Chromium opens every route of the app in a fresh
 * context (empty cache) against the real server, and every script and stylesheet it requests is
 * counted, as sent (its Content-Encoding is checked) and at gzip and brotli size. The first page is
 * counted whole, as it paints, before any interaction; what it loads at its first interaction (a key
 * press: the quote form's cards are a deferred area, src/router/deferredAreas.tsx) is a figure of its
 * own; every other route is counted by its extra: what it loads, after one key press (at which a
 * journey page fetches its cards' widgets), that the first page had not by its first interaction.
 * The pages that need the journey's data open with a session made through the API first
 * (seeded-session.ts), as a householder mid-journey has; only a page that still lands elsewhere is
 * measured from the build manifest, as an upper bound.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pageRouteList } from '../vite/pageRoutes.js';
import { CHROMIUM, CHROMIUM_ARGS, type BenchApp } from './app.js';
import { DATA_ROUTE_MODULES, manifestExtra, moduleFiles } from './manifestExtra.js';
import { kb, type Figure, type SectionResult } from './report.js';
import { seedContext, seededSessions, type SeededSessions, type SessionEntries } from './seeded-session.js';
import { SESSION_STAGES as STAGES } from './session-routes.js';

/** Budgets of issue 10, in KB of gzip. */
const FIRST_PAGE_JS_GZIP_KB = 180;
const ROUTE_EXTRA_JS_GZIP_KB = 60;
/** axios, which the API client loads at its first call (src/api/client.ts). */
const AXIOS_MODULE = 'node_modules/axios/index.js';

/** A URL that opens each route (parameters filled with sample values). */
export function routeUrls(): { name: string; path: string }[] {
  return pageRouteList().map((r) => ({
    name: r.name,
    path: r.path
      .replace(/\/:[^/]+\?/g, '')
      .replace(':tariffId', '1')
      .replace(':status', '404'),
  }));
}

/** One file the browser loaded. */
interface Loaded {
  url: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
  /** Content-Encoding it arrived with. */
  encoding: string;
  /** When it was asked for, ms since the epoch. */
  askedAt: number;
}

function sizes(body: Buffer): { raw: number; gzip: number; brotli: number } {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).length,
  };
}

/** Resolves once `inFlight()` has been 0 for `quietMs` (as networkidle: 500 ms without a request). */
async function quiet(page: Page, inFlight: () => number, quietMs = 500): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) quietSince = Date.now();
  }
}

/** How a route is opened: its session storage, if any, and whether a key is pressed once it is in. */
interface Opening {
  seed?: SessionEntries;
  interact: boolean;
}

/**
 * Opens `path` in a fresh context (seeded with `opening.seed`, as journey-session.ts does for the
 * end-to-end tests) and returns every script and stylesheet it loaded, and where it ended.
 */
async function load(
  browser: Browser,
  baseUrl: string,
  path: string,
  opening: Opening,
): Promise<{ files: Loaded[]; landed: string; takeoverAt: number | null }> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (opening.seed) await seedContext(ctx, baseUrl, opening.seed);
  const page = await ctx.newPage();
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  const pending: Promise<Loaded | null>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !res.url().startsWith(baseUrl)) return;
    pending.push(
      res.body().then(
        async (body) => ({
          url: new URL(res.url()).pathname,
          kind: type === 'script' ? 'js' : 'css',
          encoding: (await res.headerValue('content-encoding')) ?? 'identity',
          askedAt: res.request().timing().startTime,
          ...sizes(body),
        }),
        () => null,
      ),
    );
  });
  await page.goto(baseUrl + path);
  await page.locator('#page-heading').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  if (opening.interact) {
    await page.keyboard.press('Tab');
    // Playwright's networkidle has been reached once already: wait for the widgets fetched at the
    // first interaction by watching the requests in flight instead.
    await quiet(page, () => inFlight);
  }
  const files = (await Promise.all(pending)).filter((f): f is Loaded => f !== null);
  const landed = new URL(page.url()).pathname;
  // When the app took the page over (src/boot.tsx's mark), ms since the epoch.
  const takeoverAt = await page.evaluate(() => {
    const mark = performance.getEntriesByName('app-takeover')[0];
    return mark ? performance.timeOrigin + mark.startTime : null;
  });
  await ctx.close();
  return { files, landed, takeoverAt };
}

function sum(files: Loaded[], kind: Loaded['kind'], key: 'raw' | 'gzip' | 'brotli'): number {
  return files.filter((f) => f.kind === kind).reduce((n, f) => n + f[key], 0);
}

/** Runs the section. */
export async function benchBundle(app: BenchApp): Promise<SectionResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const lines: string[] = [];
  const figures: Figure[] = [];
  const fmt = (n: number) => `${kb(n).toFixed(1)} KB`;
  try {
    const routes = routeUrls();
    const first = routes.find((r) => r.name === 'currentTariff')!;
    const firstLoad = await load(browser, app.baseUrl, first.path, { interact: false });
    // axios comes with the page's first API call (a new tab's page carries its token: the tracking
    // flush, 1.5 s after the page view, is that call): asked for once the app had taken the page over,
    // it is not the first page's, and it is counted on its own. Every later page has it already.
    const axiosFiles = moduleFiles(app.distDir, AXIOS_MODULE, 'src/boot.tsx');
    const { takeoverAt } = firstLoad;
    const atFirstCall = firstLoad.files.filter(
      (f) => axiosFiles.has(f.url) && takeoverAt !== null && f.askedAt > takeoverAt,
    );
    // The quote form's cards are a deferred area (src/router/deferredAreas.tsx): their code comes at
    // the householder's first interaction, which every later page comes after. It is the first page's
    // as the householder leaves it, so a later page is counted by what it loads beyond that.
    const firstTouched = await load(browser, app.baseUrl, first.path, { interact: true });
    const loadedFirst = new Set(firstLoad.files.map((f) => f.url));
    const atFirstInteraction = firstTouched.files.filter(
      (f) => !loadedFirst.has(f.url) && !axiosFiles.has(f.url),
    );
    const firstUrls = new Set([...loadedFirst, ...firstTouched.files.map((f) => f.url), ...axiosFiles]);
    let sessions: SeededSessions | null = null;
    try {
      sessions = await seededSessions(app.baseUrl);
    } catch (error) {
      lines.push(`could not make a session through the API (${String(error)}): data routes open cold`);
    }
    for (const route of routes) {
      const stage = sessions ? STAGES[route.name] : undefined;
      if (stage && route.name === 'tariffDetails') route.path = `/tariff-details/${sessions!.tariffId}`;
      const opening: Opening = { seed: stage && sessions![stage.stage], interact: true };
      const { files, landed } =
        route === first ? firstLoad : await load(browser, app.baseUrl, route.path, opening);
      const plain = files.filter((f) => f.encoding !== 'br' && f.encoding !== 'gzip');
      const isFirst = route === first;
      const counted = isFirst
        ? files.filter((f) => !atFirstCall.includes(f))
        : files.filter((f) => !firstUrls.has(f.url));
      const redirected = landed !== route.path;
      lines.push(
        `${route.name} (${route.path}${redirected ? ` -> ${landed}` : ''}): ${files.length} files; ` +
          `JS ${fmt(sum(files, 'js', 'raw'))} raw, ${fmt(sum(files, 'js', 'gzip'))} gzip, ${fmt(sum(files, 'js', 'brotli'))} brotli; ` +
          `CSS ${fmt(sum(files, 'css', 'gzip'))} gzip` +
          (isFirst
            ? ''
            : `; extra over the first page: JS ${fmt(sum(counted, 'js', 'gzip'))} gzip, ${fmt(sum(counted, 'js', 'brotli'))} brotli, CSS ${fmt(sum(counted, 'css', 'gzip'))} gzip (${counted.map((f) => f.url.replace('/assets/', '')).join(', ') || 'nothing'})`) +
          (plain.length ? `; NOT COMPRESSED: ${plain.map((f) => f.url).join(', ')}` : ''),
      );
      const pageModule = DATA_ROUTE_MODULES[route.name];
      if (redirected && pageModule) {
        // It still redirects (no session could be made, or the page refused it): an upper bound from the build.
        const extra = manifestExtra(app.distDir, pageModule, firstUrls);
        lines.push(
          `${route.name}: from the build manifest (its page module and imports, lazy widgets included): extra JS ${fmt(extra.gzip)} gzip (${extra.files.map((f) => f.replace('assets/', '')).join(', ') || 'nothing'})`,
        );
        figures.push({
          section: 'bundle',
          name: `${route.name}: extra JS over the first page, gzip`,
          value: kb(extra.gzip),
          unit: 'KB',
          target: { op: '<=', limit: ROUTE_EXTRA_JS_GZIP_KB },
          note: `from the build manifest: page module, imports and every lazy widget (opened, it landed on ${landed})`,
        });
        continue;
      }
      const opened = `opened ${route.path}${stage ? ` with ${stage.made}` : ''}`;
      const note = isFirst
        ? opened
        : `${opened}, ${redirected ? `landed on ${landed}, ` : ''}then a key press (the first interaction)`;
      const label = isFirst ? `first page (${route.name}) JS` : `${route.name}: extra JS over the first page`;
      figures.push(
        {
          section: 'bundle',
          name: `${label}, gzip`,
          value: kb(sum(counted, 'js', 'gzip')),
          unit: 'KB',
          target: { op: '<=', limit: isFirst ? FIRST_PAGE_JS_GZIP_KB : ROUTE_EXTRA_JS_GZIP_KB },
          note,
        },
        { section: 'bundle', name: `${label}, brotli`, value: kb(sum(counted, 'js', 'brotli')), unit: 'KB' },
      );
      if (isFirst)
        figures.push({
          section: 'bundle',
          name: 'first page: axios at its first API call, gzip',
          value: kb(sum(atFirstCall, 'js', 'gzip')),
          unit: 'KB',
          note: atFirstCall.length
            ? 'asked for after the app took the page over (the tracking flush); not in the figure above'
            : 'not asked for after the takeover before the page was quiet (any axios file is in the figure above)',
        });
      if (isFirst) {
        lines.push(
          `${route.name} at its first interaction (a key press): ${fmt(sum(atFirstInteraction, 'js', 'gzip'))} gzip more (${atFirstInteraction.map((f) => f.url.replace('/assets/', '')).join(', ') || 'nothing'})`,
        );
        figures.push({
          section: 'bundle',
          name: 'first page: its form at the first interaction, gzip',
          value: kb(sum(atFirstInteraction, 'js', 'gzip')),
          unit: 'KB',
          note: 'the cards, RJSF, the engine and the inputs (a deferred area): later pages are counted beyond it',
        });
      }
      if (isFirst || sum(counted, 'css', 'raw') > 0)
        figures.push({
          section: 'bundle',
          name: `${isFirst ? `first page (${route.name})` : `${route.name}: extra`} CSS, gzip`,
          value: kb(sum(counted, 'css', 'gzip')),
          unit: 'KB',
          note: `${fmt(sum(counted, 'css', 'brotli'))} brotli`,
        });
    }
  } finally {
    await browser.close();
  }
  return { lines, figures };
}
