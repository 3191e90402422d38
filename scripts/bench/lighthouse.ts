/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown, a Moto G Power sized screen) on
 * every page of the journey, in Debian's Chromium against the built app served by the real server.
 * Each page is measured BENCH_LH_RUNS times (3 by default), each run in a fresh tab with a cold HTTP
 * cache, and the median of each figure is kept. Pages that need the journey's data (results, tariff
 * details, sign-up, Switch Complete, carbon offset) open with a session made through the API just
 * before each run (session-routes.ts, lighthouse-page.ts); the others with storage reset.
 * BENCH_LH_ROUTES (comma-separated route names) measures only those routes; BENCH_LH_SAVE (a folder)
 * keeps each run's whole report there (`<route>-<run>.json`), to read what blocked the main thread
 * (its `bootup-time`, `mainthread-work-breakdown` and `long-tasks` audits).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_ARGS, type BenchApp } from './app.js';
import { routeUrls } from './bundle.js';
import { connectToChrome, seededPage } from './lighthouse-page.js';
import { median, type Figure, type SectionResult } from './report.js';
import { seededSessions } from './seeded-session.js';
import { SESSION_STAGES, selectRoutes, sessionOpening, type BenchRoute } from './session-routes.js';

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** The payment return page (it needs a checkout in progress) and the staff-only preview are not measured. */
const EXCLUDED = new Set(['carbonOffsetProcess', 'staffPreview']);

/** Budgets of issue 10, and issue 23 item 7's for blocking time and layout shift. */
const LIGHTHOUSE_SCORE_MIN = 97;
const LCP_MAX_S = 1.8;
const TBT_MAX_MS = 200;
const CLS_MAX = 0;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  landed: string;
}

/** A run with how the page was opened: its URL path, and the session it was given (none: cold). */
interface OpenedRun extends Run {
  opened: string;
  made?: string;
}

/** One Lighthouse run: in its own tab with storage reset, or in `page` (seeded) keeping its storage. */
async function runOnce(port: number, url: string, label: string, page?: Page): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: page !== undefined,
    },
    undefined,
    page,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const saveDir = process.env.BENCH_LH_SAVE;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${label}.json`), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint') / 1000,
    lcp: audit('largest-contentful-paint') / 1000,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    landed: new URL(lhr.finalDisplayedUrl).pathname,
  };
}

/**
 * One run of `route`, tried again (up to twice) when Lighthouse fails to record the load (e.g.
 * NO_NAVSTART on a busy machine). A page that needs a session gets one made just now (the app's
 * token lives 60 s, and a householder mid-journey holds a fresh one) in a new seeded tab.
 */
async function runWithRetry(
  port: number,
  browser: Browser,
  baseUrl: string,
  route: BenchRoute,
  index: number,
): Promise<OpenedRun> {
  for (let attempt = 1; ; attempt++) {
    let page: Page | undefined;
    try {
      const needsSession = SESSION_STAGES[route.name] !== undefined;
      const opening = sessionOpening(route, needsSession ? await seededSessions(baseUrl) : null);
      if (opening.seed) page = await seededPage(browser, baseUrl, opening.seed);
      const run = await runOnce(port, baseUrl + opening.path, `${route.name}-${index + 1}`, page);
      return { ...run, opened: opening.path, made: opening.made };
    } catch (error) {
      if (attempt >= 3) throw error;
    } finally {
      await page?.close();
    }
  }
}

/** Runs the section. */
export async function benchLighthouse(app: BenchApp): Promise<SectionResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  const lines = [`Lighthouse mobile preset (simulated throttling), ${RUNS} runs per page, medians`];
  const figures: Figure[] = [];
  let browser: Browser | undefined;
  try {
    browser = await connectToChrome(chrome.port);
    const routes = routeUrls().filter((r) => !EXCLUDED.has(r.name));
    for (const route of selectRoutes(routes, process.env.BENCH_LH_ROUTES)) {
      const runs: OpenedRun[] = [];
      try {
        for (let i = 0; i < RUNS; i++)
          runs.push(await runWithRetry(chrome.port, browser, app.baseUrl, route, i));
      } catch (error) {
        const why = `not measured: ${error instanceof Error ? error.message : String(error)}`;
        lines.push(`${route.name} ${route.path}: ${why}`);
        figures.push({
          section: 'lighthouse',
          name: `${route.name}: performance`,
          value: null,
          unit: '',
          target: { op: '>=', limit: LIGHTHOUSE_SCORE_MIN },
          note: why,
        });
        continue;
      }
      const med = (key: keyof Omit<Run, 'landed'>) => median(runs.map((r) => r[key]));
      // Where a run landed if not on the page opened (a redirect), checked over every run.
      const { opened, made, landed } = runs.find((r) => r.landed !== r.opened) ?? runs[0];
      const how = `${opened}${made ? `, opened with ${made}` : ''}`;
      const note = `${how}${landed !== opened ? ` (landed on ${landed})` : ''}; runs: ${runs.map((r) => r.score).join(', ')}`;
      lines.push(
        `${route.name} ${how}${landed !== opened ? ` -> ${landed}` : ''}: performance ${med('score')} (runs ${runs
          .map((r) => r.score)
          .join(
            ', ',
          )}), FCP ${med('fcp').toFixed(2)} s, LCP ${med('lcp').toFixed(2)} s, TBT ${med('tbt').toFixed(0)} ms, CLS ${med('cls').toFixed(3)}`,
      );
      figures.push(
        {
          section: 'lighthouse',
          name: `${route.name}: performance`,
          value: med('score'),
          unit: '',
          target: { op: '>=', limit: LIGHTHOUSE_SCORE_MIN },
          note,
        },
        { section: 'lighthouse', name: `${route.name}: FCP`, value: med('fcp'), unit: 's' },
        {
          section: 'lighthouse',
          name: `${route.name}: LCP`,
          value: med('lcp'),
          unit: 's',
          target: { op: '<', limit: LCP_MAX_S },
        },
        {
          section: 'lighthouse',
          name: `${route.name}: TBT`,
          value: med('tbt'),
          unit: 'ms',
          target: { op: '<=', limit: TBT_MAX_MS },
        },
        {
          section: 'lighthouse',
          name: `${route.name}: CLS`,
          value: med('cls'),
          unit: '',
          target: { op: '<=', limit: CLS_MAX },
        },
      );
    }
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
  return { lines, figures };
}
