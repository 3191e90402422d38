import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerWebApp } from '../../server/web/static';
import { patternToRegExp, routeForPath } from '../../server/web/routes';
import { EARLY_PRESS_SCRIPT } from '../../contract/earlyPress';
import { PAGE_ROUTES_FILE, pageRouteList } from '../../scripts/vite/pageRoutes';
import messages from '../../journey/messages/en-GB.json';

const routes = pageRouteList();
let dist: string;
let app: FastifyInstance;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  // As Vite leaves index.html (the server adds the settings, the page and its title).
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Compare home energy</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  writeFileSync(join(dist, PAGE_ROUTES_FILE), JSON.stringify(routes));
});
afterEach(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function start(env: NodeJS.ProcessEnv = {}) {
  app = Fastify();
  await registerWebApp(app, { distDir: dist, env });
  await app.ready();
}

/** The markup inside the app's root element, which the empty element the first paint waits for follows. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><template id="root-end"><\/template>/.exec(html)?.[1] ?? '';
/** Text as it is written into HTML. */
const escapeHtmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('route of a path, as React Router matches it', () => {
  it.each([
    ['/switch/home-energy', 'currentTariff'],
    ['/switch/home-energy/', 'currentTariff'],
    ['/switch/home-energy/BR1', 'currentTariff'],
    ['/switch/home-energy/BR1/REF2', 'currentTariff'],
    ['/results/home-energy', 'quoteResults'],
    ['/tariff-details/123', 'tariffDetails'],
    ['/details', 'personalDetails'],
    ['/error/404', 'error'],
    ['/staff/preview', 'staffPreview'],
    // The app's catch-all sends these to the first page.
    ['/', 'currentTariff'],
    ['/no/such/page', 'currentTariff'],
    ['/switch/home-energy/a/b/c', 'currentTariff'],
  ])('%s opens %s', (path, name) => {
    expect(routeForPath(routes, path)?.name).toBe(name);
  });

  it('reads optional and required parameters', () => {
    expect(patternToRegExp('/tariff-details/:tariffId').test('/tariff-details')).toBe(false);
    expect(patternToRegExp('/a/:b?/:c?').test('/a')).toBe(true);
    expect(patternToRegExp('/a/:b?/:c?').test('/a/1/2/3')).toBe(false);
  });
});

describe('the page the app renders itself (a build without the server renderer, or a failed render)', () => {
  it('an empty root, the title in the start-time brand, the paint marker and the early-press script', async () => {
    await start({ SETTING_BRAND_NAME: 'Start <Brand> & Co' });
    for (const [path, key] of [
      ['/switch/home-energy/BR1', 'page.currentTariff.title'],
      ['/terms', 'page.terms.title'],
      ['/details', 'page.personalDetails.title'],
    ] as const) {
      const html = (await app.inject(path)).body;
      expect(rootOf(html), path).toBe('');
      expect(html, path).toContain(
        `<title>${escapeHtmlText(messages[key])} | Start &lt;Brand&gt; &amp; Co</title>`,
      );
      expect(html, path).not.toContain('<Brand>');
      // The first paint waits for the whole root: the head names the empty element right after it.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toContain('<link rel="expect" href="#root-end" blocking="render" />');
      expect(html, path).toContain('<div id="root"></div><template id="root-end"></template>');
      // One inline script, the early-press one the CSP allows by its hash; no inline style.
      expect(html.match(/<script>/g), path).toHaveLength(1);
      expect(html, path).toContain(`<script>${EARLY_PRESS_SCRIPT}</script>`);
      expect(html, path).not.toMatch(/<style|style="/);
    }
  });

  it('serves a build without the route list (an older build) as it was built', async () => {
    rmSync(join(dist, PAGE_ROUTES_FILE));
    await start();
    const html = (await app.inject('/switch/home-energy')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Compare home energy</title>');
  });
});
