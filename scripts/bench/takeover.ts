/**
 * The app taking over a page the server rendered (issue 23 item 7: "hydration of results adds no task
 * over 200 ms at 4x CPU"): results, tariff details, Switch Complete and carbon offset opened with a
 * householder's session in Debian's Chromium at 4x CPU slowdown, against the built app served by the
 * real server. src/boot.tsx marks where the takeover starts (`app-takeover`, with whether it hydrates
 * the server's markup or renders over it); the figures are the main-thread tasks from that mark until
 * the page is live (`#page-heading`) and quiet: the longest, and their blocking time (each task's time
 * over 50 ms, as Lighthouse counts it). Median of BENCH_RUNS runs, each in a fresh context.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, type BenchApp } from './app.js';
import { median, type Figure, type SectionResult } from './report.js';
import { seedContext, seededSessions, type SeededSessions } from './seeded-session.js';
import { sessionOpening } from './session-routes.js';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Issue 23 item 7's budget for the longest task of the takeover. */
const LONGEST_TASK_MAX_MS = 200;
/** The pages the server renders with their data. */
const ROUTES = [
  { name: 'quoteResults', path: '/results/home-energy' },
  { name: 'tariffDetails', path: '/tariff-details/1' },
  { name: 'switchComplete', path: '/switch-complete' },
  { name: 'carbonOffset', path: '/carbon-offset' },
];

interface Takeover {
  /** 'hydrate' or 'render' (src/boot.tsx's choice). */
  how: string;
  longest: number;
  blocking: number;
}

/** Opens `path` with `seed` at 4x CPU and reads the main-thread tasks from the takeover mark on. */
async function measure(
  browser: Browser,
  baseUrl: string,
  opening: ReturnType<typeof sessionOpening>,
): Promise<Takeover> {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    if (opening.seed) await seedContext(ctx, baseUrl, opening.seed);
    await ctx.addInitScript(() => {
      const w = window as unknown as { __tasks: { start: number; duration: number }[] };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask' });
    });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(baseUrl + opening.path);
    await page.locator('#page-heading').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const mark = performance.getEntriesByName('app-takeover')[0] as PerformanceMark | undefined;
      if (!mark) throw new Error('no app-takeover mark: the page was not rendered on the server');
      const tasks = (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks;
      // A task running when the mark was set (the one that set it) counts too.
      const after = tasks.filter((t) => t.start + t.duration >= mark.startTime);
      return {
        how: String(mark.detail),
        longest: Math.max(0, ...after.map((t) => t.duration)),
        blocking: after.reduce((n, t) => n + Math.max(0, t.duration - 50), 0),
      };
    });
  } finally {
    await ctx.close();
  }
}

/** Runs the section. */
export async function benchTakeover(app: BenchApp): Promise<SectionResult> {
  const lines = [`4x CPU slowdown, ${RUNS} runs per page, medians; tasks from the app-takeover mark on`];
  const figures: Figure[] = [];
  let sessions: SeededSessions;
  try {
    sessions = await seededSessions(app.baseUrl);
  } catch (error) {
    const why = `not measured: no session could be made through the API (${String(error)})`;
    return { lines: [why], figures: [] };
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const route of ROUTES) {
      const opening = sessionOpening(route, sessions);
      const runs: Takeover[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, app.baseUrl, opening));
      const how = [...new Set(runs.map((r) => r.how))].join('/');
      const longest = median(runs.map((r) => r.longest));
      const blocking = median(runs.map((r) => r.blocking));
      lines.push(
        `${route.name} ${opening.path} (${how}): longest task ${longest.toFixed(0)} ms (runs ${runs
          .map((r) => r.longest.toFixed(0))
          .join(', ')}), blocking ${blocking.toFixed(0)} ms`,
      );
      const note = `${opening.path}, ${how}; runs: ${runs.map((r) => r.longest.toFixed(0)).join(', ')} ms`;
      figures.push(
        {
          section: 'takeover',
          name: `${route.name}: longest task of the takeover (4x CPU)`,
          value: longest,
          unit: 'ms',
          ...(route.name === 'quoteResults' ? { target: { op: '<=', limit: LONGEST_TASK_MAX_MS } } : {}),
          note,
        },
        {
          section: 'takeover',
          name: `${route.name}: blocking time of the takeover (4x CPU)`,
          value: blocking,
          unit: 'ms',
        },
      );
    }
  } finally {
    await browser.close();
  }
  return { lines, figures };
}
