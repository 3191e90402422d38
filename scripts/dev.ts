/**
 * `npm run dev [-- --port N]`: the API server on DEV_API_PORT (8081) and Vite's dev server in front of
 * it on port N (`--port`, else `DEV_PORT`, else 5173; taken strictly: a busy port is an error, not a
 * silent move to another), which proxies the API base, /auth and /sandbox to the API server (see
 * vite.config.ts), with the staff preview on (`SETTING_STAFF_PREVIEW`, unless set otherwise). When
 * Vite is listening it prints the app's URL and the staff preview's. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run dev` runs with. */
export interface DevOptions {
  readonly port: number;
  readonly apiPort: string;
}

/** The ports from the command line (`--port N`, `--port=N`, `-p N`) and the environment. */
export function devOptions(argv: readonly string[], env: NodeJS.ProcessEnv): DevOptions {
  let given: string | undefined = env.DEV_PORT;
  argv.forEach((arg, i) => {
    if (arg === '--port' || arg === '-p') given = argv[i + 1];
    else if (arg.startsWith('--port=')) given = arg.slice('--port='.length);
  });
  const port = Number(given ?? 5173);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`npm run dev: "${String(given)}" is not a port (use --port 5173)`);
  return { port, apiPort: env.DEV_API_PORT ?? '8081' };
}

/** The lines printed once the app is served at `base` (e.g. http://127.0.0.1:5173/). */
export function readyLines(base: string): string[] {
  const root = base.endsWith('/') ? base : `${base}/`;
  return [`App: ${root}`, `Staff preview: ${root}staff/preview`];
}

async function main(): Promise<void> {
  const { port, apiPort } = devOptions(process.argv.slice(2), process.env);
  // The staff preview is on in development unless the environment says otherwise.
  process.env.SETTING_STAFF_PREVIEW ??= 'true';
  process.env.DEV_API_PORT = apiPort;
  const children: ChildProcess[] = [
    spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort },
    }),
  ];
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { port, strictPort: true } });
  const stop = () => {
    for (const c of children) c.kill('SIGTERM');
    void vite.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const c of children) c.on('exit', (code) => code && stop());
  try {
    await vite.listen();
  } catch (error) {
    console.error(`npm run dev: ${(error as Error).message} (choose another with --port)`);
    stop();
    return;
  }
  const base = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(readyLines(base).join('\n'));
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
