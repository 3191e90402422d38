/**
 * The time limit of a test that runs the operator's command line (`npm run switches`, a backup) as
 * processes of their own. Each process starts Node with tsx and opens the embedded database: about
 * 4 CPU-seconds idle (PGlite's start alone about 1.1 s). CI runs the unit and end-to-end suites side
 * by side on 2 cores (load average 10 to 13), where a process gets about a sixth of a core: two or
 * three commands then took 50 to 80 s in one test (two tests failed at a 60 s limit, 2026-11-27).
 * The limit says how long such a test may take; what the commands print is what the test checks.
 */
export const PROCESS_TEST_TIMEOUT = 180_000;

/**
 * How long a server process (`server/main.ts`) may take to say it listens. Its first start on an
 * empty data folder creates the embedded database and loads the bundled market: 11.2 CPU-seconds
 * idle (7.8 s of wall time; a second start on the same folder, 4.2). At a sixth of a core that is
 * about 67 s: a 60 s limit failed in CI (2026-11-28, 29e9914: the process had printed nothing past
 * its start-up warning). Twice that, for a machine whose speed moves by a factor of two.
 */
export const SERVER_START_LIMIT = 150_000;
