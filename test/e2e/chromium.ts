import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium, which playwright-core drives (it cannot download its own browser here). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Chromium flags that work headless in a container with no network of its own (the bench uses them too). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How a test file's Chromium differs from the usual one. */
export interface BrowserOptions {
  /**
   * Keep the back-forward cache on, as a householder's Chrome has it: Back then shows the page as it
   * was left, without loading it again. The driver turns it off by default.
   */
  backForwardCache?: boolean;
}

/** The launch options of Debian's Chromium with `options`. */
export function launchOptions(options: BrowserOptions = {}): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ...(options.backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  };
}

/**
 * The environment variable in which run.ts passes the run's one Chromium (the usual options) to the
 * test files: the address of its Playwright browser server (helpers/browser.ts, `launchBrowser`).
 */
export const RUN_BROWSER_ENV = 'E2E_BROWSER_WS';

/** The one command that installs it. */
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * Makes sure Chromium is installed: installs it with apt when running as root, otherwise throws
 * with the exact command to run. Never skips: end-to-end tests without a browser are a failure.
 */
export function ensureChromium(
  log: (line: string) => void = console.log,
  { path = CHROMIUM_PATH, isRoot = process.getuid?.() === 0 } = {},
): void {
  if (existsSync(path)) return;
  if (!isRoot) {
    throw new Error(`Chromium is missing at ${path}. Install it with:\n  sudo sh -c '${INSTALL_COMMAND}'`);
  }
  log(`Chromium is missing: installing it (${INSTALL_COMMAND}) ...`);
  const result = spawnSync('sh', ['-c', INSTALL_COMMAND], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(path)) {
    throw new Error(`Installing Chromium failed (exit ${result.status}). Run as root:\n  ${INSTALL_COMMAND}`);
  }
}
