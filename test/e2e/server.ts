import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

/** A running server started for the end-to-end run. */
export interface E2eServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Every browser context of a run is a new visitor from 127.0.0.1, as if hundreds of households shared
 * one address within minutes: the per-address allowances of new sessions and quotes
 * (docs/api.md#rate-limits) are raised for the run's servers; the per-session limits stay as shipped.
 */
export const ONE_ADDRESS_FOR_ALL = {
  RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: '100000',
  RATE_LIMIT_QUOTE_PER_ADDRESS_PER_MINUTE: '100000',
};

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts `node --import tsx server/main.ts` on 127.0.0.1 with `env` added, writes its log to
 * `logFile` (so the run's output ends with Vitest's summary), and waits for `/health`. `port`
 * (default: a free one) lets a test start a stopped server again at the same address.
 */
export async function startServer(
  env: Record<string, string>,
  logFile: string,
  timeoutMs = 90_000,
  port?: number,
): Promise<E2eServer> {
  mkdirSync(dirname(logFile), { recursive: true });
  // A server started again at its port appends: its log keeps the first life too.
  const log = createWriteStream(logFile, { flags: port === undefined ? 'w' : 'a' });
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (code ${child.exitCode}) before it was healthy:\n${tail(logFile)}`);
    }
    try {
      // Bounded: a reply that never comes must not hold the loop past its deadline.
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server was not healthy within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no log)';
  }
}
