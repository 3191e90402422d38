/**
 * `npm run test:e2e` (after `npm run build`): makes sure Chromium is there, starts the real server
 * on a free port of 127.0.0.1 with a throw-away data folder and a start-time settings override,
 * waits for /health, then runs the end-to-end files with Vitest and exits with its result.
 * Extra arguments go to Vitest (e.g. a file filter).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureChromium, launchOptions, RUN_BROWSER_ENV } from './chromium';
import { writeContactSheet } from './contactSheet';
import { SCREENSHOT_DIR } from './helpers/screenshots';
import { RECORDED_QUOTES_DIR } from './recorded-quotes-dir';
import { ONE_ADDRESS_FOR_ALL, startServer } from './server';
import { clearCosts, costLines } from './helpers/costs';
import { E2E_PHONE } from './helpers/expected';

async function main(): Promise<number> {
  ensureChromium();
  if (!existsSync('dist/index.html')) throw new Error('No built app in dist/: run "npm run build" first.');

  // The contact sheet shows this run's pictures only.
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  // Quotes recorded by this run's form walks only (see openResults).
  rmSync(RECORDED_QUOTES_DIR, { recursive: true, force: true });
  clearCosts();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The phone override is set only at start (the build used the default), so the header showing it
  // proves that the start environment wins over the build.
  const server = await startServer(
    // The staff preview is off by default (a production start); its own test needs it on.
    {
      DATA_DIR: dataDir,
      SETTING_CALL_CENTRE_PHONE: E2E_PHONE,
      SETTING_STAFF_PREVIEW: 'true',
      LOG_LEVEL: 'warn',
      ...ONE_ADDRESS_FOR_ALL,
    },
    'test-results/e2e-server.log',
  );
  console.log(`e2e: server on ${server.baseUrl} (log: test-results/e2e-server.log)`);
  // One Chromium for the whole run; each test file connects to it (helpers/browser.ts, launchBrowser).
  const browserServer = await chromium.launchServer({ ...launchOptions(), host: '127.0.0.1' });
  try {
    return await new Promise<number>((resolve) => {
      const vitest = spawn(
        process.execPath,
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--config',
          'test/e2e/vitest.e2e.config.ts',
          ...process.argv.slice(2),
        ],
        {
          stdio: 'inherit',
          env: {
            ...process.env,
            E2E_BASE_URL: server.baseUrl,
            E2E_EXPECTED_PHONE: E2E_PHONE,
            [RUN_BROWSER_ENV]: browserServer.wsEndpoint(),
          },
        },
      );
      vitest.on('exit', (code) => {
        const sheet = writeContactSheet();
        if (sheet) console.log(`e2e: every screenshot on one page: ${sheet}`);
        const costs = costLines();
        if (costs.length > 0)
          console.log(`\nTime by kind of work (summed over the test files):\n${costs.join('\n')}`);
        resolve(code ?? 1);
      });
    });
  } finally {
    await browserServer.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
