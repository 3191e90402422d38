/**
 * A server of a test file's own, for tests that must change how the server runs (a short token
 * lifetime) or stop it mid-journey and start it again, which the run's shared server must not do.
 * It is the same real server (`server/main.ts`) with its own data folder, started before the file's
 * tests and stopped after them; a restart keeps the address and the data folder (so the database,
 * the signing key and every token and quote survive, as across an operator's restart).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { freePort, ONE_ADDRESS_FOR_ALL, startServer, type E2eServer } from '../server';
import { E2E_PHONE } from './expected';

/** The file's own server: its address, and stop/start for failure tests. */
export interface OwnServer {
  /** `http://127.0.0.1:<port>`, the same across restarts. */
  baseUrl(): string;
  /** Stops the server process (SIGTERM), as an API outage. */
  stop(): Promise<void>;
  /** Starts it again at the same address on the same data folder; resolves once healthy. */
  start(): Promise<void>;
  /** The server's data folder (its embedded database is `<dataDir>/db`). */
  dataDir(): string;
}

/**
 * Registers beforeAll/afterAll hooks that run a server with `env` added (e.g. `TOKEN_TTL_SECONDS`);
 * call at the top of a test file. Its log is `test-results/<name>-server.log`.
 */
export function ownServer(name: string, env: Record<string, string> = {}): OwnServer {
  let dataDir = '';
  let port = 0;
  let running: E2eServer | undefined;
  const fullEnv = () => ({
    DATA_DIR: dataDir,
    SETTING_CALL_CENTRE_PHONE: E2E_PHONE,
    LOG_LEVEL: 'warn',
    ...ONE_ADDRESS_FOR_ALL,
    ...env,
  });
  // A first start on a new data folder creates and fills the database: on a busy machine that can
  // take a minute or more.
  const start = async () => {
    running = await startServer(fullEnv(), `test-results/${name}-server.log`, 170_000, port);
  };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `e2e-${name}-`));
    port = await freePort();
    await start();
  }, 180_000);
  afterAll(async () => {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    baseUrl: () => `http://127.0.0.1:${port}`,
    stop: async () => {
      await running?.stop();
      running = undefined;
    },
    start,
    dataDir: () => dataDir,
  };
}
