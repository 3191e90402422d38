/**
 * `npm test`: every check and every test, in the order a failure is cheapest to find:
 * type-check, lint, formatting (prettier --check), the journey linter, unit/component/server tests (Vitest), then the end-to-end
 * tests in Chromium against the built app and the real server. Every step runs even when an
 * earlier one fails, so one run shows every problem; the exit code is non-zero if any failed.
 * The last line sums the test counts of both Vitest runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

interface Step {
  name: string;
  cmd: string[];
  /** Vitest JSON report to read counts from. */
  report?: string;
}

mkdirSync('test-results', { recursive: true });
// Every step below runs on this Node (npm puts node_modules/.bin first on PATH, and the project's
// pinned runtime is node_modules/.bin/node): printed so a log says which one ran the tests.
console.log(`runtime: Node ${process.version} (${process.execPath})`);
const steps: Step[] = [
  // TypeScript 7's native compiler: the same errors as TypeScript 6 (which typescript-eslint needs)
  // in about a third of the time; `npm run typecheck:tsc6` runs the other one.
  {
    name: 'type-check',
    cmd: ['node', 'node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
  },
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings=0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'journey linter', cmd: ['npm', 'run', '--silent', 'journey:check'] },
  { name: 'validators', cmd: ['npm', 'run', '--silent', 'journey:compile'] },
  {
    name: 'unit, component and server tests',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/unit.json',
    ],
    report: 'test-results/unit.json',
  },
  { name: 'build', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
  {
    name: 'end-to-end tests',
    cmd: [
      'node',
      '--import',
      'tsx',
      'test/e2e/run.ts',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=test-results/e2e.json',
    ],
    report: 'test-results/e2e.json',
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const step of steps) {
  console.log(`\n== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: process.env });
  const ok = res.status === 0;
  console.log(
    `== ${step.name}: ${ok ? 'ok' : `FAILED (exit ${res.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ok) failures.push(step.name);
  if (step.report && existsSync(step.report)) {
    const r = JSON.parse(readFileSync(step.report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  } else if (step.report) {
    failed += 1; // the runner did not even report: count it as a failure, never as a pass
  }
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failed === 0 && failures.length) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length ? 1 : 0);
