/**
 * Content Security Policy watch for the whole end-to-end run. Every context the harness makes (through
 * `newContext`, `launchBrowser`'s browser, `openPage`) reports each CSP violation of each of its pages,
 * from two sources: the browser console ("Refused to ... Content Security Policy ...") and the
 * `securitypolicyviolation` event, passed to Node through a binding (the listener is added by the
 * browser driver, not by an inline script, and survives navigations and reloads). The run's setup file
 * (`cspGuard.ts`) fails any test during which a violation was reported.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** One reported violation: where, and what was blocked. */
export interface CspViolation {
  url: string;
  text: string;
}

/** Violations reported since the last {@link takeCspViolations}. */
const pending: CspViolation[] = [];
/** Every violation each page reported (for `OpenedPage.cspViolations`). */
const byPage = new WeakMap<Page, string[]>();
const watched = new WeakSet<BrowserContext>();
const patched = new WeakSet<Browser>();

function report(page: Page | undefined, text: string): void {
  const url = page ? page.url() : '(no page)';
  pending.push({ url, text });
  if (page) byPage.set(page, [...(byPage.get(page) ?? []), text]);
}

/** Whether a console message is a CSP report (Chromium words them "... Content Security Policy ..."). */
export const isCspConsoleText = (text: string): boolean => /Content Security Policy/i.test(text);

declare global {
  interface Window {
    __reportCspViolation?: (line: string) => void;
  }
}

/** Starts watching every page of `ctx` (once per context) for CSP violations. */
export async function watchCsp(ctx: BrowserContext): Promise<void> {
  if (watched.has(ctx)) return;
  watched.add(ctx);
  ctx.on('console', (msg) => {
    if (isCspConsoleText(msg.text())) report(msg.page() ?? undefined, `console: ${msg.text()}`);
  });
  await ctx.exposeBinding('__reportCspViolation', ({ page }, line: string) => report(page, `event: ${line}`));
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__reportCspViolation?.(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile || 'page'}:${e.lineNumber})`,
      );
    });
  });
}

/**
 * Makes every context `browser` creates (`newContext`, and `newPage`, which goes through it) watched,
 * so a test that opens a context directly is covered too.
 */
export function watchCspOfBrowser(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const original = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const ctx = await original(options);
    await watchCsp(ctx);
    return ctx;
  };
  return browser;
}

/** The violations `page` reported so far. */
export const cspViolationsOf = (page: Page): string[] => [...(byPage.get(page) ?? [])];

/**
 * Returns and clears the violations reported since the last call. The guard calls it after each test;
 * a test that provokes a violation on purpose (to prove the watch works) calls it to claim them.
 */
export function takeCspViolations(): CspViolation[] {
  return pending.splice(0, pending.length);
}
