/**
 * A tab for Lighthouse that already holds a householder's session storage. Lighthouse 13 measures a
 * puppeteer Page it is given (`lighthouse(url, flags, config, page)`); with `disableStorageReset` it
 * keeps that page's storage, so the page under test opens as it does mid-journey instead of
 * redirecting to the quote form. It then no longer clears the HTTP cache either, so that is done here
 * before every run: the figures stay cold-cache, as the other pages' are.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { switchApi } from '../../test/e2e/helpers/switch-api.js';
import type { SessionEntries } from './seeded-session.js';

/** A static file of the app's origin: opening it runs none of the app (which would write its own storage, or warm the cache). */
const SEED_DOCUMENT = '/favicon.svg';

/** Connects puppeteer-core (Lighthouse's own) to the Chrome that chrome-launcher started on `port`. */
export function connectToChrome(port: number): Promise<Browser> {
  return puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
}

/**
 * A new tab whose session storage for `origin` holds exactly `seed` (session storage belongs to the
 * tab, so each run gets its own), with the session cookie of its token's session (the server guards a
 * page load on it, server/web/pageGuard.ts), and the browser's HTTP cache cleared after seeding.
 */
export async function seededPage(browser: Browser, origin: string, seed: SessionEntries): Promise<Page> {
  const page = await browser.newPage();
  try {
    const res = await page.goto(origin + SEED_DOCUMENT);
    if (!res?.ok()) throw new Error(`${SEED_DOCUMENT} answered ${res?.status() ?? 'nothing'}`);
    await page.evaluate((entries: SessionEntries) => {
      sessionStorage.clear();
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    }, seed);
    const { token } = (JSON.parse(seed.session) as { state: { token: string } }).state;
    const cookie = await switchApi(origin).sessionCookie(token);
    await page.setCookie({ ...cookie, url: origin, httpOnly: true, sameSite: 'Strict' });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}
