import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Debian's Chromium, which playwright-core drives (it cannot download its own browser here). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
