/**
 * Where the end-to-end run's time goes, by kind of work: each axe scan, screenshot pair, quote form
 * walk and page open is timed here, and every test file's worker writes its figures to
 * `test-results/e2e-costs/<pid>.json` when it ends (the setup file calls {@link writeCosts}). run.ts
 * prints the totals after the run ({@link printCosts}), so a slow run says what made it slow.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The kinds of work timed. */
export type CostKind = 'axe scan' | 'screenshots' | 'quote form to results' | 'page open';

const COSTS_DIR = join('test-results', 'e2e-costs');
const totals = new Map<CostKind, { count: number; ms: number }>();

/**
 * How long one piece of work may take before its test fails naming it. Far above any measured piece
 * (the slowest loaded page open or scan took seconds) and below the test's own limit, so a hang says
 * where it hung: `page.evaluate` and screenshots have no limit of their own, and a test that only
 * times out says nothing (CI, 2026-11-28: a failure test hung to its 240 s limit with no clue).
 */
const STEP_LIMIT_MS = 60_000;

/** `work`, or an error naming `kind` once it has run {@link STEP_LIMIT_MS}. */
function bounded<T>(kind: CostKind, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${kind} still running after ${STEP_LIMIT_MS / 1000} s`)),
      STEP_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** Runs `work`, adding its time to `kind`'s total (also when it throws); fails it if it hangs. */
export async function timed<T>(kind: CostKind, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await bounded(kind, work());
  } finally {
    const total = totals.get(kind) ?? { count: 0, ms: 0 };
    total.count += 1;
    total.ms += performance.now() - start;
    totals.set(kind, total);
  }
}

/** Writes this worker's totals (called after each test file). */
export function writeCosts(): void {
  if (totals.size === 0) return;
  mkdirSync(COSTS_DIR, { recursive: true });
  const file = join(COSTS_DIR, `${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(Object.fromEntries(totals)));
  totals.clear();
}

/** Empties the costs folder before a run. */
export function clearCosts(): void {
  rmSync(COSTS_DIR, { recursive: true, force: true });
}

/** The run's totals by kind, summed over every worker's file, as printable lines. */
export function costLines(): string[] {
  if (!existsSync(COSTS_DIR)) return [];
  const files = readdirSync(COSTS_DIR);
  const sum = new Map<string, { count: number; ms: number }>();
  for (const file of files) {
    const part = JSON.parse(readFileSync(join(COSTS_DIR, file), 'utf8')) as Record<
      string,
      { count: number; ms: number }
    >;
    for (const [kind, { count, ms }] of Object.entries(part)) {
      const total = sum.get(kind) ?? { count: 0, ms: 0 };
      sum.set(kind, { count: total.count + count, ms: total.ms + ms });
    }
  }
  return [...sum.entries()]
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([kind, { count, ms }]) =>
        `${(ms / 1000).toFixed(1).padStart(8)} s  ${String(count).padStart(4)} x  ${kind}`,
    );
}
