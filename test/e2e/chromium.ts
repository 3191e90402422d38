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

/**
 * V8 without its optimising compilers (Maglev, TurboFan), for the end-to-end tests only (the bench
 * measures the pages as a householder's Chrome runs them). A test's page lives a few seconds: the
 * optimised code it pays for on background threads is seldom used before the tab closes, and on two
 * cores those threads take CPU from the server and the other test. Measured idle, two files at a time
 * (signup + carbon, results + details): 100 and 101 s against 125 and 111 s; 115 against 129 s; about
 * 8 % less CPU. The JavaScript means the same in the interpreter and the baseline compiler.
 */
const TEST_ONLY_ARGS = ['--js-flags=--no-opt --no-maglev'];

/** The launch options of Debian's Chromium for an end-to-end test, with `options`. */
export function launchOptions(options: BrowserOptions = {}): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...TEST_ONLY_ARGS],
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
