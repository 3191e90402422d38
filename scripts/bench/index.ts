/**
 * `npm run bench`: measures every performance figure issue 10 sets a budget for and prints each
 * section's lines as it goes, then one table of every figure with its target and a pass/MISS mark,
 * and writes the same figures to test-results/bench.json (and the table to test-results/bench.md,
 * which the README's Quality section shows). Nothing here asserts a time (tests never do).
 *
 * The machine is shared: the load average is printed before and after, and timings are medians of
 * runs. `npm run bench -- bundle lighthouse` runs only the named sections (rules, bundle, lighthouse,
 * takeover, keystroke, api, durability); BENCH_LH_RUNS, BENCH_RUNS and BENCH_SECONDS change the number of runs or
 * seconds, and BENCH_LH_ROUTES (route names, comma-separated) limits Lighthouse to those pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startBenchApp, type BenchApp } from './app.js';
import { benchBundle } from './bundle.js';
import { benchDurability } from './durability.js';
import { benchKeystroke } from './keystroke.js';
import { benchLighthouse } from './lighthouse.js';
import { mark, markdownTable, type Figure, type SectionResult } from './report.js';
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
writeFileSync(
  'test-results/bench.md',
  `Measured ${report.date} with \`${report.command}\` (${report.cores} cores, load average ${loadBefore} before, ${loadAfter} after).\n\n${table}\n`,
);
console.log('Written: test-results/bench.json, test-results/bench.md');
