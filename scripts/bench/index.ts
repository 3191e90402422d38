/**
 * `npm run bench`: measures every performance figure issue 10 sets a budget for and prints each
 * section's lines as it goes, then one table of every figure with its target and a pass/MISS mark,
 * and writes the same figures to test-results/bench.json and the table to test-results/bench.md. A
 * whole run (every section, every page, none failing) also writes the table into docs/performance.md
 * between its bench markers, so the page always shows the last whole run; a partial run leaves it
 * as it is. Nothing here asserts a time (tests never do).
 *
 * The machine is shared: the load average is printed before and after, and timings are medians of
 * runs. `npm run bench -- bundle lighthouse` runs only the named sections (rules, bundle, lighthouse,
 * takeover, keystroke, api, durability); BENCH_LH_RUNS, BENCH_RUNS and BENCH_SECONDS change the number of runs or
 * seconds, and BENCH_LH_ROUTES (route names, comma-separated) limits Lighthouse to those pages.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, loadavg } from 'node:os';
import { startBenchApp, type BenchApp } from './app.js';
import { benchBundle } from './bundle.js';
import { benchDurability } from './durability.js';
import { benchKeystroke } from './keystroke.js';
import { benchLighthouse } from './lighthouse.js';
import { mark, markdownTable, replaceBenchBlock, type Figure, type SectionResult } from './report.js';
import { benchRules } from './rules.js';
import { benchServer } from './server.js';
import { benchTakeover } from './takeover.js';

interface Section {
  key: string;
  title: string;
  /** Whether it needs the built app served by the real server. */
  needsApp: boolean;
  run(app: BenchApp | null): Promise<SectionResult>;
}

const sections: Section[] = [
  { key: 'rules', title: 'Journey rules (engine/core)', needsApp: false, run: () => benchRules() },
  {
    key: 'bundle',
    title: 'JavaScript and CSS per route (Chromium, what the browser requests)',
    needsApp: true,
    run: (app) => benchBundle(app!),
  },
  {
    key: 'lighthouse',
    title: 'Lighthouse mobile (Debian Chromium, built app, real server)',
    needsApp: true,
    run: (app) => benchLighthouse(app!),
  },
  {
    key: 'takeover',
    title: 'The app taking over a server-rendered page (Chromium, 4x CPU slowdown)',
    needsApp: true,
    run: (app) => benchTakeover(app!),
  },
  {
    key: 'keystroke',
    title: 'Keystroke to next frame (Chromium, 4x CPU slowdown)',
    needsApp: true,
    run: (app) => benchKeystroke(app!),
  },
  { key: 'api', title: 'Reference API (autocannon)', needsApp: false, run: () => benchServer() },
  {
    key: 'durability',
    title: 'Durability (kill -9 during concurrent completions)',
    needsApp: false,
    run: async () => ({ lines: await benchDurability(), figures: [] }),
  },
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

const wanted = process.argv.slice(2).map((a) => a.toLowerCase());
const chosen = sections.filter((s) => wanted.length === 0 || wanted.includes(s.key));
const started = new Date();
const loadBefore = load();
console.log(`npm run bench: ${started.toISOString()}, ${cpus().length} cores, load average ${loadBefore}`);

const figures: Figure[] = [];
let app: BenchApp | null = null;
try {
  for (const section of chosen) {
    console.log(`\n## ${section.title}`);
    try {
      if (section.needsApp && !app) app = await startBenchApp();
      const result = await section.run(app);
      for (const line of result.lines) console.log(`  ${line}`);
      figures.push(...result.figures);
    } catch (err) {
      console.log(`  could not run: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    }
  }
} finally {
  await app?.stop();
}

const loadAfter = load();
const table = markdownTable(figures);
console.log(`\n## Figures and targets (load average before ${loadBefore}, after ${loadAfter})\n`);
console.log(table);
const missed = figures.filter((f) => mark(f) === 'MISS');
console.log(`\n${figures.length} figures, ${missed.length} missing their target.`);

mkdirSync('test-results', { recursive: true });
const report = {
  date: started.toISOString(),
  command: `npm run bench${wanted.length ? ` -- ${wanted.join(' ')}` : ''}`,
  cores: cpus().length,
  loadAverage: { before: loadBefore, after: loadAfter },
  figures: figures.map((f) => ({ ...f, mark: mark(f) })),
};
writeFileSync('test-results/bench.json', `${JSON.stringify(report, null, 2)}\n`);
const block = `Measured ${report.date} with \`${report.command}\` (${report.cores} cores, load average ${loadBefore} before, ${loadAfter} after).\n\n${table}\n`;
writeFileSync('test-results/bench.md', block);
console.log('Written: test-results/bench.json, test-results/bench.md');

/** The page that shows the last whole run's table (docs/performance.md, between its bench markers). */
const PERFORMANCE_PAGE = 'docs/performance.md';
// A partial run (some sections, some Lighthouse pages, a section that could not run) would put a
// table with figures missing over the whole one: the page keeps the last whole run.
const whole = wanted.length === 0 && !process.env.BENCH_LH_ROUTES && process.exitCode !== 1;
if (whole) {
  const page = replaceBenchBlock(readFileSync(PERFORMANCE_PAGE, 'utf8'), block);
  // Laid out as Prettier lays it out, so `prettier --check` (npm test's format step) passes.
  const options = { ...(await resolveConfig(PERFORMANCE_PAGE)), filepath: PERFORMANCE_PAGE };
  writeFileSync(PERFORMANCE_PAGE, await format(page, options));
  console.log(`Written: ${PERFORMANCE_PAGE} (the table between its bench markers)`);
} else console.log(`Not a whole run: ${PERFORMANCE_PAGE} left as it is.`);
