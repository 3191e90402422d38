/**
 * `npm run journey:accept [FILTER]`: runs the journey tests and accepts their render outlines, for
 * product staff after a change to a journey file or a text (docs/testing.md, "The snapshot workflow").
 * `npx vitest run -u test/journey` does not do this: `-u` takes the folder as its own value and Vitest
 * then runs every test file. FILTER, if given, keeps the tests whose name matches it (a file name such as
 * `consent-55` or `economy7` names both its scenarios and its outline). Left out: the staff-change test,
 * which makes changes in a copy of the project (it is the proof of this workflow, not part of it), and
 * the server tests' database set-up, which the journey tests do not use.
 */
import { startVitest } from 'vitest/node';

/** The journey tests that read journey files: scenarios, outlines, the consent table, RJSF's questions. */
const JOURNEY_TESTS = ['test/journey/'];
const LEFT_OUT = ['test/journey/staff-change.test.ts'];

const filter = process.argv.slice(2).join(' ').trim();
const vitest = await startVitest('test', JOURNEY_TESTS, {
  run: true,
  watch: false,
  update: true,
  globalSetup: [],
  exclude: ['node_modules/**', 'test/e2e/**', ...LEFT_OUT],
  ...(filter ? { testNamePattern: filter } : {}),
});
const failed = vitest?.state.getCountOfFailedTests() ?? 1;
await vitest?.close();
process.exit(failed > 0 || !vitest ? 1 : 0);
