/**
 * Where a page's long tasks go: opens one route (with a session made through the API where the page
 * needs one) at 4x CPU slowdown against a freshly started bench app, with a Chromium trace that holds
 * V8's sampling profile, and prints every main-thread task over 50 ms from navigation until the page is
 * live and quiet: its start, length and the functions that took its time (self time, by script). The
 * `app-takeover` mark (src/boot.tsx) is printed where it falls. Used to explain issue 23 item 7's
 * misses (docs/performance.md): `npm run profile -- quoteResults` (any route name of
 * `npm run bench -- bundle`; the app is built first with `npm run build`).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, startBenchApp } from './app.js';
import { routeUrls } from './bundle.js';
import { seedContext, seededSessions } from './seeded-session.js';
import { SESSION_STAGES, sessionOpening } from './session-routes.js';

/** A trace event, as much of it as is read here. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const TASK = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const LONG_US = 50_000;
/** Blink's names for the kinds of work a task does. */
const KINDS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
  'MajorGC',
  'MinorGC',
  'ParseAuthorStyleSheet',
]);

/** The renderer main thread that ran the app's scripts (others in the trace: a new tab page). */
function mainThread(events: TraceEvent[], baseUrl: string): { pid: number; tid: number } {
  const ran = events.find(
    (e) => e.name === 'EvaluateScript' && String(e.args?.data?.url ?? '').startsWith(baseUrl),
  );
  if (!ran) throw new Error(`no script of ${baseUrl} ran in the trace`);
  return { pid: ran.pid, tid: ran.tid };
}

/** Every sample of V8's profile in the trace, as [trace time (us), function label]. */
function samples(events: TraceEvent[], pid: number): [number, string][] {
  const nodes = new Map<number, string>();
  const out: [number, string][] = [];
  const start = events.find((e) => e.name === 'Profile' && e.pid === pid);
  let t = Number((start?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.pid === pid)) {
    const data = e.args!.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const n of data.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber, columnNumber } = n.callFrame;
      const file = (url ?? '').replace(/^.*\//, '');
      // Line and column (0-based, as V8 gives them) find a minified function in dist/assets.
      const at = `${file}:${lineNumber}:${columnNumber}`;
      nodes.set(n.id, file ? `${functionName || '(anonymous)'} ${at}` : functionName);
    }
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      out.push([t, nodes.get(id) ?? String(id)]);
    });
  }
  return out;
}

async function main(name: string): Promise<void> {
  const app = await startBenchApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const route = routeUrls().find((r) => r.name === name);
    if (!route) throw new Error(`no route named ${name}`);
    const sessions = SESSION_STAGES[route.name] ? await seededSessions(app.baseUrl) : null;
    const opening = sessionOpening(route, sessions);
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (opening.seed) await seedContext(ctx, app.baseUrl, opening.seed);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
      ],
    });
    await page.goto(app.baseUrl + opening.path);
    await page.locator('#page-heading').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const { pid, tid } = mainThread(events, app.baseUrl);
    const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const tasks = onMain.filter((e) => TASK.has(e.name));
    const topLevel = tasks.filter(
      (e) => !tasks.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur!),
    );
    const t0 = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? topLevel[0].ts;
    const mark = events.find((e) => e.name === 'app-takeover' && e.pid === pid);
    const all = samples(events, pid);
    const ms = (us: number) => (us / 1000).toFixed(0);
    console.log(`${name} ${opening.path} at 4x CPU; app-takeover at ${mark ? ms(mark.ts - t0) : '-'} ms`);
    for (const task of topLevel.filter((e) => e.dur! > LONG_US)) {
      const self = new Map<string, number>();
      let previous = task.ts;
      for (const [t, fn] of all) {
        if (t < task.ts || t > task.ts + task.dur!) continue;
        self.set(fn, (self.get(fn) ?? 0) + (t - previous));
        previous = t;
      }
      const top = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([fn, us]) => `${ms(us)} ${fn}`);
      // What Blink says the task did (style, layout, parsing, a script's evaluation, a timer...).
      const did = new Map<string, number>();
      for (const e of onMain) {
        if (e === task || !KINDS.has(e.name) || e.ts < task.ts || e.ts + e.dur! > task.ts + task.dur!)
          continue;
        const url = String(e.args?.data?.url ?? '').replace(/^.*\//, '');
        const kind = url ? `${e.name} ${url}` : e.name;
        did.set(kind, (did.get(kind) ?? 0) + e.dur!);
      }
      const kinds = [...did]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([kind, us]) => `${ms(us)} ${kind}`);
      console.log(
        `task at ${ms(task.ts - t0)} ms, ${ms(task.dur!)} ms: ${kinds.join(', ')}\n    ${top.join(' | ')}`,
      );
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main(process.argv[2] ?? 'quoteResults');
