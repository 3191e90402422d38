/**
 * A Vitest reporter that prints, at the end of a run, every test file's time (environment set-up,
 * import and collection, then its tests and hooks), slowest first, and their total, so a slow file
 * is seen the day it becomes slow. `npm test` adds it to both Vitest runs (unit and end-to-end).
 */
import type { Reporter, TestModule } from 'vitest/node';

/** One file's time in seconds, from Vitest's diagnostic of the module. */
function secondsOf(module: TestModule): number {
  const d = module.diagnostic();
  return (
    (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000
  );
}

/** The reporter. */
export default class DurationsReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const rows = modules
      .map((m) => ({
        file: m.relativeModuleId,
        seconds: secondsOf(m),
        tests: [...m.children.allTests()].length,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    const total = rows.reduce((sum, r) => sum + r.seconds, 0);
    console.log(
      '\nTime per test file (set-up, import and tests; files run side by side, so the sum exceeds the wall time):',
    );
    for (const r of rows)
      console.log(`${r.seconds.toFixed(1).padStart(8)} s  ${String(r.tests).padStart(4)} tests  ${r.file}`);
    console.log(`${total.toFixed(1).padStart(8)} s  in all, ${rows.length} files`);
  }
}
