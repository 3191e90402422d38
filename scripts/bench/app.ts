/**
 * The built app served by the real server, shared by the browser sections of `npm run bench` (bundle,
 * Lighthouse, keystroke): a production build (with its .br/.gz copies) in a temporary folder, and
 * `server/main.ts` on a free port of 127.0.0.1 with a throw-away PGlite folder, the rate limit off and
 * the staff preview on (the keystroke figure types into it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (this file lives in `scripts/bench/`). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's Chromium and the flags that run it headless here: the end-to-end tests' own. */
export { CHROMIUM_PATH as CHROMIUM } from '../../test/e2e/chromium.js';
export { CHROMIUM_ARGS } from '../../test/e2e/chromium.js';

/** A served build. */
export interface BenchApp {
  baseUrl: string;
  /** The build output folder (the files the server sends, with their .br/.gz copies). */
  distDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Builds the app (unminified with BENCH_PROFILE, for readable profiles) and starts the server on it. */
export async function startBenchApp(): Promise<BenchApp> {
  const work = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const distDir = join(work, 'dist');
  const build = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      distDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
      ...(process.env.BENCH_PROFILE ? ['--minify', 'false'] : []),
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr || build.stdout}`);
  // The server's renderer (package.json's build): results pages load rendered on the server.
  const ssr = spawnSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/router/serverRender.tsx',
      '--outDir',
      join(distDir, '.ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  if (ssr.status !== 0) throw new Error(`vite build --ssr failed: ${ssr.stderr || ssr.stdout}`);
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: join(work, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      SETTING_STAFF_PREVIEW: 'true',
    },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((r) => {
        server.once('exit', r);
        server.kill('SIGTERM');
      });
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/health`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, distDir, stop };
}
