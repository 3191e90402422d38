import { defineConfig } from 'vitest/config';

// End-to-end tests: run by test/e2e/run.ts, which builds nothing itself (npm run test:e2e builds
// first), starts the real server and passes its address in E2E_BASE_URL. One browser at a time:
// the machine has 2 cores and the server shares them.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Fails any test during which a page reported a Content Security Policy violation.
    setupFiles: ['test/e2e/helpers/cspGuard.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The longest tests take 10 to 15 s on an idle machine; CI runs them beside the unit suite, 3 to 6
    // times slower (2026-11-28: 39 to 43 s for those, and one at 60 s failed the evening before; the
    // next morning, on a slower machine, signup-failures' tests took 51 to 61 s in a passing run). A
    // limit only says how long a hung test may take to fail: a press that does nothing still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Tracking records are batched (sent up to 1.5 s after the first): polls wait longer than that.
    expect: { poll: { timeout: 10_000 } },
  },
});
