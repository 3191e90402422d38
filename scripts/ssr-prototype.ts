/**
 * `node --import tsx scripts/ssr-prototype.ts`: the server's renderer (issue 23 item 1) measured
 * (begun as its prototype). It builds and starts the real server (as the bench does), makes a gas
 * quote through its API, then renders the quote form, an information page and the results of that
 * quote (64 tariffs; without the current tariff's projection, which the server adds) with
 * src/router/serverRender.tsx through Vite's SSR loader (React and MUI in production mode), and
 * prints for each page the render time (p50 and p95 of 20 renders after 3 to warm up), the HTML and
 * the extracted styles (raw and gzip), and for the results whether the HTML lists the cheapest
 * tariffs in the order the app shows them. Figures: docs/performance/2026-11-27.md, "Server rendering".
 */
process.env.NODE_ENV = 'production';

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import { API_ROUTES } from '../contract/api/routes.js';
import type { ResultsReply } from '../contract/api/results.js';
import { formatGBP } from '../src/format/money.js';
import { switchApi } from '../test/e2e/helpers/switch-api.js';
import { repoRoot, startBenchApp } from './bench/app.js';
import { seededSessions } from './bench/seeded-session.js';
import type { PageData, RenderedPage, ServerRenderer } from '../contract/pageData.js';
import type { Settings } from '../contract/settings.js';

// The stores persist to sessionStorage: a memory one on Node, so a render writes nowhere.
const memory = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
};

const RUNS = 20;
const WARM = 3;

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const app = await startBenchApp();
  const vite = await createServer({
    root: repoRoot,
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
    mode: 'production',
  });
  try {
    const sessions = await seededSessions(app.baseUrl);
    const quote = (
      JSON.parse(sessions.quote.quote) as {
        state: { switchId: string; saved: { proposedPayMethod: string } };
      }
    ).state;
    const token = (JSON.parse(sessions.quote.session) as { state: { token: string } }).state.token;
    const { resultsInDetailDto: results } = await switchApi(app.baseUrl).call<ResultsReply>(
      API_ROUTES.results.path,
      token,
      { switchId: quote.switchId, includeAllPayMethodOptions: true },
    );
    const { createServerRenderer } = (await vite.ssrLoadModule('/src/router/serverRender.tsx')) as {
      createServerRenderer(settings: Settings): ServerRenderer;
    };
    const settings = JSON.parse(readFileSync(`${repoRoot}/journey/settings.json`, 'utf8')) as Settings;
    const entry = { renderPage: createServerRenderer(settings).render };
    const pages: [string, string, PageData][] = [
      ['quote form', '/switch/home-energy', {}],
      ['terms', '/terms', {}],
      [
        `results (${results.resultsInDetail.length} tariffs)`,
        '/results/home-energy',
        { quote: { switchId: quote.switchId }, results },
      ],
    ];
    console.log('| page | render p50 | render p95 | HTML | HTML gzip | styles | styles gzip |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    let resultsHtml = '';
    for (const [name, path, data] of pages) {
      const times: number[] = [];
      let page: RenderedPage | undefined;
      for (let i = 0; i < WARM + RUNS; i += 1) {
        const start = performance.now();
        const out = await entry.renderPage(`http://localhost${path}`, data, 'nonce');
        if ('redirect' in out) throw new Error(`${path} redirected to ${out.redirect}`);
        if (i >= WARM) times.push(performance.now() - start);
        page = out;
      }
      times.sort((a, b) => a - b);
      const { html, styleTags } = page!;
      if (path.startsWith('/results')) resultsHtml = html;
      console.log(
        `| ${name} | ${percentile(times, 50).toFixed(1)} ms | ${percentile(times, 95).toFixed(1)} ms | ` +
          `${kb(html.length)} | ${kb(gzipSync(html).length)} | ${kb(styleTags.length)} | ${kb(gzipSync(styleTags).length)} |`,
      );
    }
    // The app shows the rows of the proposed payment method in the server's order, cheapest first: the
    // HTML must hold the three cheapest, each name followed by its annual cost, in that order.
    const shown = results.resultsInDetail.filter((r) => r.payMethod === quote.saved.proposedPayMethod);
    const marks = shown.slice(0, 3).flatMap((r) => [r.tariffName, formatGBP(r.totalCost)]);
    let from = 0;
    const inOrder = marks.every((text) => {
      const at = resultsHtml.indexOf(text, from);
      from = at + text.length;
      return at >= 0;
    });
    console.log(
      `\nresults HTML holds the three cheapest, name then annual cost, in the app's order: ${inOrder}`,
    );
    console.log(`  ${marks.join(' / ')}`);
    if (!inOrder) process.exitCode = 1;
  } finally {
    await vite.close();
    await app.stop();
  }
}

await main();
