/**
 * `npm test`: every check and every test. First the type-check, lint, dead exports, formatting
 * (prettier --check), the journey linter and the build (single-threaded steps, two at a time, one
 * per core, each one's output printed whole when it ends); then the unit/component/server tests
 * (Vitest) and the end-to-end tests in Chromium against the built app and the real server, side by
 * side: each leaves the cores idle much of its time (server start-ups, databases, a page waiting for
 * the API, typing pauses), and together they finish in less time than one after the other (measured:
 * docs/decisions/0046-unit-and-e2e-suites-side-by-side.md). Every step runs even when an earlier one fails, so one
 * run shows every problem; the exit code is non-zero if any failed. Each Vitest run prints every test
 * file's time (scripts/vitest-durations.ts); the last lines give each step's time, the whole run's
 * time and the test counts of both Vitest runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

interface Step {
  name: string;
  cmd: string[];
  /** Vitest JSON report to read counts from. */
  report?: string;
}

/** What a finished step left. */
interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/** Vitest's reporters for a run: progress, the per-file times and a JSON report to count from. */
const vitestReporters = (report: string) => [
  '--reporter=default',
  '--reporter=./scripts/vitest-durations.ts',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

/** Steps of one stage run side by side (two at a time); stages run one after another. */
const stages: Step[][] = [
  [
    // TypeScript 7's native compiler: the same errors as TypeScript 6 (which typescript-eslint needs)
    // in about a third of the time; `npm run typecheck:tsc6` runs the other one.
    {
      name: 'type-check',
      cmd: ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
    },
    { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
    { name: 'dead exports', cmd: ['npm', 'run', '--silent', 'lint:exports'] },
    { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'journey linter', cmd: ['npm', 'run', '--silent', 'journey:check'] },
    // The app and the server's renderer (package.json's build).
    { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  ],
  [
    {
      name: 'unit, component and server tests',
      cmd: ['npx', 'vitest', 'run', ...vitestReporters('test-results/unit.json')],
      report: 'test-results/unit.json',
    },
    {
      name: 'end-to-end tests',
      cmd: ['node', '--import', 'tsx', 'test/e2e/run.ts', ...vitestReporters('test-results/e2e.json')],
      report: 'test-results/e2e.json',
    },
  ],
];

/** Runs one step; alone it prints as it goes, beside another its output waits until it ends. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  if (alone) console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => output.push(b));
    child.stderr?.on('data', (b: Buffer) => output.push(b));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const ok = code === 0;
      console.log(`== ${step.name}: ${ok ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
      resolve({ step, ok, seconds });
    });
  });
}

/** Runs a stage's steps two at a time, in order. */
async function runStage(steps: Step[]): Promise<Outcome[]> {
  if (steps.length === 1) return [await run(steps[0], true)];
  const queue = [...steps];
  const outcomes: Outcome[] = [];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) outcomes.push(await run(step, false));
  };
  await Promise.all([lane(), lane()]);
  return outcomes;
}

/** Counts of a Vitest JSON report; a missing report counts as one failure, never as a pass. */
function countsOf(report: string): { passed: number; failed: number; skipped: number } {
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const r = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

async function main(): Promise<number> {
  mkdirSync('test-results', { recursive: true });
  // Every step runs on this Node (npm puts node_modules/.bin first on PATH, and the project's
  // pinned runtime is node_modules/.bin/node): printed so a log says which one ran the tests.
  console.log(`runtime: Node ${process.version} (${process.execPath})`);
  const started = Date.now();
  const outcomes: Outcome[] = [];
  for (const stage of stages) outcomes.push(...(await runStage(stage)));

  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const { step } of outcomes) {
    if (!step.report) continue;
    const c = countsOf(step.report);
    totals.passed += c.passed;
    totals.failed += c.failed;
    totals.skipped += c.skipped;
  }
  const failures = outcomes.filter((o) => !o.ok).map((o) => o.step.name);
  console.log('\nTime per step:');
  for (const o of outcomes)
    console.log(`${o.seconds.toFixed(1).padStart(8)} s  ${o.step.name}${o.ok ? '' : ' (FAILED)'}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(8)} s  in all`);
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  if (totals.failed === 0 && failures.length) totals.failed = failures.length;
  console.log(
    `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  return failures.length ? 1 : 0;
}

main().then((code) => process.exit(code));
