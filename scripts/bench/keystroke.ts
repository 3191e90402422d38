/**
 * Keystroke-to-next-frame latency on the largest journey form, in Debian's Chromium with 4x CPU
 * slowdown. Builds the app into a temporary folder, serves it with the reference server (the staff
 * preview route runs the navigation guard, which needs the API), opens `/staff/preview?file=<largest>`,
 * types into the first text field and measures, in the page, from each keydown's timestamp to the
 * end of the frame that follows it (requestAnimationFrame, then a message posted after paint).
 * Prints figures; asserts nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { loadJourney } from '../../engine/core/index.js';
import catalogue from '../../journey/messages/en-GB.json' with { type: 'json' };
import { discoverSchemaSources, repoRoot, schemaRoots, writeValidators } from '../compile-validators.js';

const KEYSTROKES = 50;
/** Runs of KEYSTROKES keystrokes (the page reloaded before each); the figures printed are the runs' median. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** BENCH_BARE=1 measures `?bare=1`, the preview showing the card alone; default: the full preview page. */
const bare = process.env.BENCH_BARE === '1';
const TYPING_INTERVAL_MS = 120;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Number of leaf fields in a schema (nested objects counted by their fields). */
function countFields(schema: unknown): number {
  const props = (schema as { properties?: Record<string, unknown> })?.properties;
  if (!props) return 1;
  return Object.values(props).reduce<number>(
    (n, s) => n + ((s as { properties?: unknown })?.properties ? countFields(s) : 1),
    0,
  );
}

/** Whether the journey under `root` loads (the preview can show only a journey that loads). */
function loads(root: string): string | null {
  const files: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'messages' && name !== 'samples') walk(full);
      } else if (
        name.endsWith('.json') &&
        !['settings.json', 'journey.schema.json', 'actions.json'].includes(name)
      ) {
        files[relative(join(repoRoot, root), full).split(sep).join('/')] = JSON.parse(
          readFileSync(full, 'utf8'),
        );
      }
    }
  };
  walk(join(repoRoot, root));
  try {
    loadJourney(files, { messages: catalogue });
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/** The journey card with the most fields, among journeys that load; notes about skipped journeys. */
export function largestForm(): { file: string; fields: number; notes: string[] } {
  const notes: string[] = [];
  const usable = schemaRoots.filter((root) => {
    const fault = loads(root);
    if (fault) notes.push(`skipped ${root}/: it does not load (${fault})`);
    return !fault;
  });
  const all = discoverSchemaSources(usable).map((s) => ({ file: s.file, fields: countFields(s.schema) }));
  all.sort((a, b) => b.fields - a.fields || a.file.localeCompare(b.file));
  if (!all[0]) throw new Error('no journey card found');
  return { ...all[0], notes };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

/**
 * Types KEYSTROKES digits into `input` at 4x CPU slowdown and returns the keystroke-to-next-frame figures
 * (measured in the page, from each keydown's timestamp to the end of the frame that follows it:
 * requestAnimationFrame, then a message posted after paint) and how many characters reached the field.
 */
async function measureTyping(
  page: Page,
  cdp: CDPSession,
  input: Locator,
  profile: boolean,
): Promise<{ figures: Figures; typed: number }> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __events: string[] };
    w.__latencies = [];
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        w.__events.push(
          `${e.name} delay ${(e.processingStart - e.startTime).toFixed(0)} run ${(e.processingEnd - e.processingStart).toFixed(0)} total ${e.duration}`,
        );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push(`longtask ${e.duration.toFixed(0)}`);
    }).observe({ type: 'longtask' });
    const channel = new MessageChannel();
    let pending: number[] = [];
    channel.port1.onmessage = () => {
      const now = performance.now();
      for (const t of pending) w.__latencies.push(now - t);
      pending = [];
    };
    document.addEventListener(
      'keydown',
      (e) => {
        pending.push(e.timeStamp);
        requestAnimationFrame(() => channel.port2.postMessage(null));
      },
      true,
    );
  });
  await input.click();
  // Warm-up keystrokes (first renders, lazy chunks) are not measured.
  for (const key of '1234') await page.keyboard.press(key);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.waitForTimeout(500);
  await page.evaluate(() => ((window as unknown as { __latencies: number[] }).__latencies = []));
  // Digits: the field may be a number (usage in kWh) or text.
  const text = '12345678901234567890123456789012345678901234567890';
  if (profile && process.env.BENCH_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(text[i % text.length]);
    await page.waitForTimeout(TYPING_INTERVAL_MS);
  }
  if (profile && process.env.BENCH_PROFILE) {
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as {
      profile: {
        nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
        samples: number[];
        timeDeltas: number[];
      };
    };
    const self = new Map<string, number>();
    const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
    cpu.samples.forEach((id, i) => {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
    });
    console.log(
      [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 40)
        .map(([k, v]) => `${v.toFixed(0)} ms ${k}`)
        .join('\n'),
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const latencies = (
    await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies)
  ).sort((a, b) => a - b);
  const typed = (await input.inputValue()).length;
  return {
    figures: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1] ?? NaN,
    },
    typed,
  };
}

/** Runs the benchmark; returns printable lines. */
export async function benchKeystroke(): Promise<string[]> {
  if (!existsSync(CHROMIUM)) {
    return [`skipped: ${CHROMIUM} not found (apt-get install -y chromium)`];
  }
  const form = largestForm();
  const work = mkdtempSync(join(tmpdir(), 'bench-keystroke-'));
  const outDir = join(work, 'dist');
  let server: ChildProcess | undefined;
  const browser = await (async () => {
    writeValidators();
    const build = spawnSync(
      'npx',
      [
        'vite',
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
        ...(process.env.BENCH_PROFILE ? ['--minify', 'false'] : []),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr || build.stdout}`);
    const port = await freePort();
    server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DIST_DIR: outDir,
        DATA_DIR: join(work, 'data'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        // The staff preview is off unless a start turns it on.
        SETTING_STAFF_PREVIEW: 'true',
      },
      stdio: 'ignore',
    });
    await waitFor(`http://127.0.0.1:${port}/`, 60_000);
    return { port, browser: await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }) };
  })();
  try {
    const page = await browser.browser.newPage({ viewport: { width: 412, height: 915 } });
    const cdp = await page.context().newCDPSession(page);
    const base = `http://127.0.0.1:${browser.port}/staff/preview?file=${encodeURIComponent(form.file)}`;
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const fieldSelector = 'section[data-card] input[type="text"]:not([maxlength])';
    // The state in which the form shows the most fields: its scenarios may reveal fields an empty form hides.
    await page.goto(base);
    await page.locator('#preview-scenario').waitFor({ timeout: 30_000 });
    const scenarioCount = await page.locator('#preview-scenario option').count();
    let best = { index: -1, inputs: -1 };
    for (let index = -1; index < scenarioCount - 1; index++) {
      await page.goto(`${base}&scenario=${index}`);
      await page
        .locator('section[data-card]')
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      const inputs = await page
        .locator('section[data-card] input:visible, section[data-card] select:visible')
        .count();
      const typeable = await page.locator(fieldSelector).count();
      if (typeable > 0 && inputs > best.inputs) best = { index, inputs };
    }
    if (best.index === -1 && best.inputs < 0)
      throw new Error(`no state of ${form.file} shows a text field; errors: ${errors.join(' | ')}`);
    const url = `${base}&scenario=${best.index}${bare ? '&bare=1' : ''}`;
    const runs: Figures[] = [];
    let typedAll = true;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(url);
      const input = page.locator(fieldSelector).first();
      await input.waitFor({ timeout: 30_000 });
      const { figures, typed } = await measureTyping(page, cdp, input, run === 0);
      runs.push(figures);
      typedAll &&= typed === KEYSTROKES;
    }
    if (process.env.BENCH_DEBUG)
      console.log(
        (await page.evaluate(() => (window as unknown as { __events?: string[] }).__events ?? []))
          .slice(0, 60)
          .join('\n'),
      );
    // The same measurement on a page holding one plain input: what this machine, under its current load,
    // takes to echo a keystroke with no app at all. Read the figures above against it.
    const floors: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.setContent('<!doctype html><label for="f">Plain</label><input id="f" type="text">');
      floors.push((await measureTyping(page, cdp, page.locator('#f'), false)).figures);
    }
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    const med = (list: Figures[], key: keyof Figures) => median(list.map((f) => f[key]));
    const each = (list: Figures[]) => list.map((f) => `${fmt(f.p50)}/${fmt(f.p95)}`).join(', ');
    return [
      ...form.notes,
      `page: /staff/preview ${bare ? 'with ?bare=1: the card alone (no pickers, explanations or resolved view)' : 'with its read-outs (explanations, resolved view; BENCH_BARE=1 measures the card alone)'}`,
      `form: ${form.file} (${form.fields} fields; ${best.inputs} controls shown in scenario ${best.index}), ${RUNS} runs of ${KEYSTROKES} keystrokes at 4x CPU slowdown, one every ${TYPING_INTERVAL_MS} ms`,
      `keystroke to next frame, median of runs: p50 ${fmt(med(runs, 'p50'))}, p95 ${fmt(med(runs, 'p95'))}, max ${fmt(med(runs, 'max'))} (target: p95 <= 16 ms); each run p50/p95: ${each(runs)}`,
      `floor (a page with one plain <input>, this machine, now): p50 ${fmt(med(floors, 'p50'))}, p95 ${fmt(med(floors, 'p95'))}; each run: ${each(floors)}`,
      `typed text reached the field: ${typedAll ? 'yes' : 'no'}`,
    ];
  } finally {
    await browser.browser.close();
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

// `node --import tsx scripts/bench/keystroke.ts` runs it alone.
if (process.argv[1] && process.argv[1].endsWith('keystroke.ts')) {
  benchKeystroke().then(
    (lines) => lines.forEach((l) => console.log(l)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
