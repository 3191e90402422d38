import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_START_LIMIT } from './processTimeout.js';

/** A real server process (`server/main.ts`, as `npm start` runs it without the build). */
export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** Resolves when `child` has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node --import tsx server/main.ts` on a free port of 127.0.0.1 with `env` added, and resolves
 * with its base URL once it logs that it listens (within {@link SERVER_START_LIMIT}).
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = SERVER_START_LIMIT,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), timeoutMs);
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          base: m[1],
          output: () => out,
          stop: async () => {
            child.kill('SIGTERM');
            await exited(child);
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}
