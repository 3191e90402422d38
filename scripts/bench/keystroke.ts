/**
 * Keystroke-to-next-frame latency on the largest quote card, in Debian's Chromium with 4x CPU
 * slowdown, against the built app served by the real server (the staff preview route runs the
 * navigation guard, which needs the API): opens `/staff/preview?file=<largest>`, types into the first
 * text field and measures, in the page, from each keydown's timestamp to the end of the frame that
 * follows it (requestAnimationFrame, then a message posted after paint). Median of BENCH_RUNS runs.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { type Journey } from '../../engine/core/index.js';
import { loadJourney } from '../../engine/core/load.js';
import catalogue from '../../journey/messages/en-GB.json' with { type: 'json' };
import { CHROMIUM, CHROMIUM_ARGS, repoRoot, type BenchApp } from './app.js';
import { median, type SectionResult } from './report.js';

const KEYSTROKES = 50;
/** Runs of KEYSTROKES keystrokes (the page reloaded before each); the figures printed are the runs' median. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const TYPING_INTERVAL_MS = 120;
/**
 * Slow typing: a key every 400 ms, longer than the engine's typing pause (250 ms,
 * engine/react/widgets/useEchoedInput.ts), so every keystroke is committed (rules, validation, the
 * card's render) before the next: the figure for someone typing one key at a time.
 */
const SLOW_TYPING_INTERVAL_MS = 400;
/** The quote form's cards: the keystroke budget is set on the largest of them. */
const QUOTE_ROOT = 'journey';
const QUOTE_FOLDER = 'journey/quote/';
/** Budget of issue 10. */
const KEYSTROKE_P95_MAX_MS = 16;

/** Number of leaf fields in a schema (nested objects counted by their fields). */
function countFields(schema: unknown): number {
  const props = (schema as { properties?: Record<string, unknown> })?.properties;
  if (!props) return 1;
  return Object.values(props).reduce<number>(
    (n, s) => n + ((s as { properties?: unknown })?.properties ? countFields(s) : 1),
    0,
  );
}

/** The journey under `root`, or why it does not load (the preview can show only a journey that loads). */
function loads(root: string): Journey | string {
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
    return loadJourney(files, { messages: catalogue });
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/** The sign-up's cards: the budget also holds on the sign-up page (issue 13). */
const SIGNUP_FOLDER = 'journey/signup/';

/** The cards of `folder`, most fields first (the journey must load for the preview to show them). */
function formsBySize(folder = QUOTE_FOLDER): { file: string; fields: number }[] {
  const journey = loads(QUOTE_ROOT);
  if (typeof journey === 'string') throw new Error(`${QUOTE_ROOT}/ does not load: ${journey}`);
  const all = [...journey.cards.values()]
    .map((card) => ({ file: `${QUOTE_ROOT}/${card.path}`, schema: card.file.schema }))
    .filter((s) => s.file.startsWith(folder))
    .map((s) => ({ file: s.file, fields: countFields(s.schema) }));
  all.sort((a, b) => b.fields - a.fields || a.file.localeCompare(b.file));
  if (!all[0]) throw new Error('no journey card found');
  return all;
}

/** The card of `folder` with the most fields. */
function largestForm(folder = QUOTE_FOLDER): { file: string; fields: number; notes: string[] } {
  return { ...formsBySize(folder)[0], notes: [] };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
  /** The longest main-thread task while typing (a commit, when one happens), ms. */
  longestTask: number;
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
  intervalMs = TYPING_INTERVAL_MS,
): Promise<{ figures: Figures; typed: number }> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __events: string[]; __longest: number };
    w.__latencies = [];
    w.__events = [];
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        w.__events.push(
          `${e.name} delay ${(e.processingStart - e.startTime).toFixed(0)} run ${(e.processingEnd - e.processingStart).toFixed(0)} total ${e.duration}`,
        );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__events.push(`longtask ${e.duration.toFixed(0)}`);
        w.__longest = Math.max(w.__longest, e.duration);
      }
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
  await page.evaluate(() => {
    const w = window as unknown as { __latencies: number[]; __longest: number };
    w.__latencies = [];
    w.__longest = 0;
  });
  // Digits: the field may be a number (usage in kWh) or text.
  const text = '12345678901234567890123456789012345678901234567890';
  if (profile && process.env.BENCH_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(text[i % text.length]);
    await page.waitForTimeout(intervalMs);
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
  // The last commit lands a pause after the last key: wait for it so its task is counted.
  await page.waitForTimeout(600);
  const longestTask = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);
  return {
    figures: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies[latencies.length - 1] ?? NaN,
      longestTask,
    },
    typed,
  };
}

/** Runs the benchmark; returns printable lines. */
export async function benchKeystroke(app: BenchApp): Promise<SectionResult> {
  if (!existsSync(CHROMIUM)) {
    return { lines: [`skipped: ${CHROMIUM} not found (apt-get install -y chromium)`], figures: [] };
  }
  const form = largestForm();
  const browser = { browser: await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }) };
  try {
    const page = await browser.browser.newPage({ viewport: { width: 412, height: 915 } });
    const cdp = await page.context().newCDPSession(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const fieldSelector = 'section[data-card] input[type="text"]:not([maxlength])';
    let typedAll = true;
    /** Finds the scenario showing the most fields of `file` and returns a measurer of typing into it. */
    const cardMeasurer = async (file: string) => {
      const base = `${app.baseUrl}/staff/preview?file=${encodeURIComponent(file)}`;
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
        throw new Error(`no state of ${file} shows a text field; errors: ${errors.join(' | ')}`);
      // The card alone (`?bare=1`: as the quote form shows it, the budget's figure), then the staff
      // preview page with its read-outs (explanations, resolved view), for staff's own use.
      const measure = async (bare: boolean, intervalMs = TYPING_INTERVAL_MS): Promise<Figures[]> => {
        const runs: Figures[] = [];
        for (let run = 0; run < RUNS; run++) {
          await page.goto(`${base}&scenario=${best.index}${bare ? '&bare=1' : ''}`);
          const input = page.locator(fieldSelector).first();
          await input.waitFor({ timeout: 30_000 });
          const profile = bare && run === 0 && intervalMs === TYPING_INTERVAL_MS;
          const { figures, typed } = await measureTyping(page, cdp, input, profile, intervalMs);
          runs.push(figures);
          typedAll &&= typed === KEYSTROKES;
        }
        return runs;
      };
      return { best, measure };
    };
    const { best, measure } = await cardMeasurer(form.file);
    const runs = await measure(true);
    const previewRuns = await measure(false);
    const slowRuns = await measure(true, SLOW_TYPING_INTERVAL_MS);
    // The largest sign-up card one can type into: a consent card of ticks and switches has no keystroke.
    const skipped: string[] = [];
    let signup: { form: { file: string; fields: number }; runs: Figures[] } | undefined;
    for (const candidate of formsBySize(SIGNUP_FOLDER)) {
      const measurer = await cardMeasurer(candidate.file).catch((error: Error) => {
        skipped.push(`${candidate.file} (${candidate.fields} fields): ${error.message.split(';')[0]}`);
        return undefined;
      });
      if (!measurer) continue;
      signup = { form: candidate, runs: await measurer.measure(true) };
      break;
    }
    if (!signup) throw new Error(`no sign-up card shows a text field: ${skipped.join(' | ')}`);
    const { form: signupForm, runs: signupRuns } = signup;
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
    const lines = [
      ...form.notes,
      `form: ${form.file} (${form.fields} fields; ${best.inputs} controls shown in scenario ${best.index}), ${RUNS} runs of ${KEYSTROKES} keystrokes at 4x CPU slowdown, one every ${TYPING_INTERVAL_MS} ms`,
      `the card alone (/staff/preview?bare=1), keystroke to next frame, median of runs: p50 ${fmt(med(runs, 'p50'))}, p95 ${fmt(med(runs, 'p95'))}, max ${fmt(med(runs, 'max'))} (target: p95 <= ${KEYSTROKE_P95_MAX_MS} ms); each run p50/p95: ${each(runs)}`,
      `the card alone, one key every ${SLOW_TYPING_INTERVAL_MS} ms (each committed before the next): p50 ${fmt(med(slowRuns, 'p50'))}, p95 ${fmt(med(slowRuns, 'p95'))}, longest task (a commit) ${fmt(med(slowRuns, 'longestTask'))}; each run p50/p95: ${each(slowRuns)}`,
      `the staff preview page with its read-outs: p50 ${fmt(med(previewRuns, 'p50'))}, p95 ${fmt(med(previewRuns, 'p95'))}; each run p50/p95: ${each(previewRuns)}`,
      `floor (a page with one plain <input>, this machine, now): p50 ${fmt(med(floors, 'p50'))}, p95 ${fmt(med(floors, 'p95'))}; each run: ${each(floors)}`,
      ...skipped.map((why) => `sign-up card passed over, nothing to type into: ${why}`),
      `sign-up: ${signupForm.file} (${signupForm.fields} fields) alone: p50 ${fmt(med(signupRuns, 'p50'))}, p95 ${fmt(med(signupRuns, 'p95'))}; each run p50/p95: ${each(signupRuns)}`,
      `typed text reached the field: ${typedAll ? 'yes' : 'no'}`,
    ];
    const how = `${form.file} alone, ${RUNS} runs x ${KEYSTROKES} keys, 4x CPU${typedAll ? '' : '; TYPED TEXT DID NOT ALL REACH THE FIELD'}`;
    return {
      lines,
      figures: [
        {
          section: 'keystroke',
          name: 'keystroke to next frame, p95, largest quote card',
          value: med(runs, 'p95'),
          unit: 'ms',
          target: { op: '<=', limit: KEYSTROKE_P95_MAX_MS },
          note: how,
        },
        { section: 'keystroke', name: 'keystroke to next frame, p50', value: med(runs, 'p50'), unit: 'ms' },
        {
          section: 'keystroke',
          name: 'keystroke to next frame, p95, largest sign-up card',
          value: med(signupRuns, 'p95'),
          unit: 'ms',
          target: { op: '<=', limit: KEYSTROKE_P95_MAX_MS },
          note: `${signupForm.file} alone, ${RUNS} runs x ${KEYSTROKES} keys, 4x CPU`,
        },
        {
          section: 'keystroke',
          name: 'longest task while typing quickly (no commit between keys)',
          value: med(runs, 'longestTask'),
          unit: 'ms',
        },
        {
          section: 'keystroke',
          name: `one key every ${SLOW_TYPING_INTERVAL_MS} ms (each committed before the next), p95`,
          value: med(slowRuns, 'p95'),
          unit: 'ms',
          note: 'the figure for typing one key at a time',
        },
        {
          section: 'keystroke',
          name: 'the commit after a pause: longest task, 4x CPU',
          value: med(slowRuns, 'longestTask'),
          unit: 'ms',
          note: 'rules, validation and the card render for one committed value',
        },
        {
          section: 'keystroke',
          name: 'the same in the staff preview with its read-outs, p95',
          value: med(previewRuns, 'p95'),
          unit: 'ms',
        },
        {
          section: 'keystroke',
          name: 'floor: a page with one plain input, p95',
          value: med(floors, 'p95'),
          unit: 'ms',
          note: 'this machine under its load at the time',
        },
      ],
    };
  } finally {
    await browser.browser.close();
  }
}
