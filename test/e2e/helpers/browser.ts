import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { launchOptions, RUN_BROWSER_ENV, type BrowserOptions } from '../chromium';
import { timed } from './costs';
import { cspViolationsOf, watchCsp, watchCspOfBrowser } from './csp';

/** Phone and desktop viewports of every screenshot and scan. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The server under test, from run.ts. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests with "npm run test:e2e".');
  return url.replace(/\/+$/, '');
}

/**
 * Debian's Chromium for a test file. With the usual options, inside `npm run test:e2e`, a connection
 * to the run's one Chromium (run.ts), as issue 25 asks (measured neither faster nor slower than a
 * launch per file: docs/decisions/0069-one-chromium-per-run-v8-optimisers-off.md). Each connection's contexts are its own, and closing it
 * closes them, so files stay apart as they did with a Chromium each. Otherwise (other options, or a file run outside run.ts) a Chromium of its own.
 * Every context it opens is watched for CSP violations (see `csp.ts`): the run's guard fails a test
 * during which any page reported one.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const runBrowser = process.env[RUN_BROWSER_ENV];
  const usual = !options.backForwardCache;
  return watchCspOfBrowser(
    runBrowser && usual ? await chromium.connect(runBrowser) : await chromium.launch(launchOptions(options)),
  );
}

/** The server each context talks to when it is not the run's (see {@link newContext}). */
const contextBases = new WeakMap<BrowserContext, string>();

/** The server `ctx` opens pages of: the one given to {@link newContext}, else the run's. */
export function baseUrlOf(ctx: BrowserContext): string {
  return contextBases.get(ctx) ?? baseUrl();
}

/**
 * A fresh context (own cookies and session storage) at phone size, watched for CSP violations.
 * `server` points its pages at another server than the run's (a test file's own: `ownServer`).
 */
export async function newContext(browser: Browser, server?: string): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
  if (server) contextBases.set(ctx, server.replace(/\/+$/, ''));
  await watchCsp(ctx);
  return ctx;
}

/** A page opened by {@link openPage}, with what it reported while open. */
export interface OpenedPage {
  page: Page;
  /**
   * Content Security Policy violations of this page so far (console reports and securitypolicyviolation
   * events). Any violation also fails the test through the run's guard, whether or not this is asked.
   */
  cspViolations(): Promise<string[]>;
  /** Uncaught errors thrown by the page's scripts. */
  pageErrors: string[];
}

/**
 * Opens `path` of the server under test in a new page of `ctx` and waits for the page heading.
 * Every CSP violation is collected (the context is watched: see `csp.ts`), from the console and from
 * `securitypolicyviolation` events (the listener is added by the browser driver, so it needs no
 * inline script).
 */
export function openPage(ctx: BrowserContext, path: string): Promise<OpenedPage> {
  return timed('page open', () => openPageNow(ctx, path));
}

async function openPageNow(ctx: BrowserContext, path: string): Promise<OpenedPage> {
  await watchCsp(ctx);
  const page = await ctx.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(baseUrlOf(ctx) + path);
  await page.locator('#page-heading').waitFor();
  return { page, pageErrors, cspViolations: async () => cspViolationsOf(page) };
}

/** The path (with query) the page is at. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * One Chromium for the test file (with `options`): launched before its tests, closed after. Call at
 * the top of the file; the getter returns the browser inside tests.
 */
export function sharedBrowser(options: BrowserOptions = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the shared browser is used outside a test');
    return browser;
  };
}
