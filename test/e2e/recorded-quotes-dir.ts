import { join } from 'node:path';

/**
 * Where the end-to-end run keeps the first form quote of each kind and server, for every test file
 * (each runs in its own process with its own browser): `run.ts` empties it at the start of a run,
 * `openResults` (results-steps.ts) writes and reads it. A module of its own so that run.ts, which runs
 * outside Vitest, can import it.
 */
export const RECORDED_QUOTES_DIR = join('test-results', 'recorded-quotes');
