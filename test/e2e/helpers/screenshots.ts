import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser';
import { layoutFaults } from './layout';
import { timed } from './costs';

/** Where screenshots go (git ignores test-results/). */
export const SCREENSHOT_DIR = join('test-results', 'screenshots');

/** Runs `fn` with the page at each viewport (phone, then desktop), restoring the size afterwards. */
export async function atEachViewport(
  page: Page,
  fn: (viewport: keyof typeof VIEWPORTS) => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  try {
    for (const name of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
      await page.setViewportSize(VIEWPORTS[name]);
      // Let layout and media queries settle before anyone looks.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await fn(name);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/**
 * Saves full-page phone (390x844) and desktop (1280x800) PNGs as `<name>-phone.png` /
 * `<name>-desktop.png`, and fails when the page shows broken layout at either width (anything past the
 * right edge, text cut short: see `layoutFaults`), so every page a test photographs is also checked
 * at both widths.
 */
export function screenshots(page: Page, name: string): Promise<string[]> {
  return timed('screenshots', () => takeScreenshots(page, name));
}

async function takeScreenshots(page: Page, name: string): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const saved: string[] = [];
  const faults: string[] = [];
  await atEachViewport(page, async (viewport) => {
    const path = join(SCREENSHOT_DIR, `${name}-${viewport}.png`);
    await page.screenshot({ path, fullPage: true });
    saved.push(path);
    faults.push(...(await layoutFaults(page)).map((f) => `${viewport}: ${f}`));
  });
  if (faults.length > 0) throw new Error(`${name}: broken layout\n${faults.join('\n')}`);
  return saved;
}
