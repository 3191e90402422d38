/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown, a Moto G Power sized screen) on
 * every page a householder reaches without a completed switch, in Debian's Chromium against the built
 * app served by the real server. Each page is measured BENCH_LH_RUNS times (3 by default), each run in
 * a fresh tab with storage reset, and the median of each figure is kept. BENCH_LH_ROUTES (route names,
 * comma-separated, e.g. `terms,privacy`) measures only those pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS, type BenchApp } from './app.js';
import { routeUrls } from './bundle.js';
import { median, type Figure, type SectionResult } from './report.js';

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** Routes past a completed switch (step 4) and the staff-only preview are not householder pages before a switch. */
const EXCLUDED = new Set(['switchComplete', 'carbonOffset', 'carbonOffsetProcess', 'staffPreview']);
/** Route names to measure (BENCH_LH_ROUTES), or every page when unset. */
const ONLY = new Set(
  (process.env.BENCH_LH_ROUTES ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean),
);

/** The routes measured: householder pages, limited to BENCH_LH_ROUTES when it names any. */
function measuredRoutes(): { name: string; path: string }[] {
  const routes = routeUrls().filter((r) => !EXCLUDED.has(r.name));
  if (ONLY.size === 0) return routes;
  const unknown = [...ONLY].filter((n) => !routes.some((r) => r.name === n));
  if (unknown.length) throw new Error(`BENCH_LH_ROUTES names no measured page: ${unknown.join(', ')}`);
  return routes.filter((r) => ONLY.has(r.name));
}

/** Budgets of issue 10. */
export const LIGHTHOUSE_SCORE_MIN = 97;
export const LCP_MAX_S = 1.8;

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  landed: string;
}

async function runOnce(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
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

/** One run, tried again (up to twice) when Lighthouse fails to record the load (e.g. NO_NAVSTART on a busy machine). */
async function runWithRetry(port: number, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(port, url);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Runs the section. */
export async function benchLighthouse(app: BenchApp): Promise<SectionResult> {
  const routes = measuredRoutes();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  const lines = [`Lighthouse mobile preset (simulated throttling), ${RUNS} runs per page, medians`];
  const figures: Figure[] = [];
  try {
    for (const route of routes) {
      const runs: Run[] = [];
      try {
        for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(chrome.port, app.baseUrl + route.path));
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
      const landed = runs[0].landed;
      const note = `${route.path}${landed !== route.path ? ` (landed on ${landed})` : ''}; runs: ${runs.map((r) => r.score).join(', ')}`;
      lines.push(
        `${route.name} ${route.path}${landed !== route.path ? ` -> ${landed}` : ''}: performance ${med('score')} (runs ${runs
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
        { section: 'lighthouse', name: `${route.name}: TBT`, value: med('tbt'), unit: 'ms' },
        { section: 'lighthouse', name: `${route.name}: CLS`, value: med('cls'), unit: '' },
      );
    }
  } finally {
    chrome.kill();
  }
  return { lines, figures };
}
