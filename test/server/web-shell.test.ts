import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerWebApp } from '../../server/web/static';
import { escapeHtml, patternToRegExp, renderShell, routeForPath } from '../../server/web/shell';
import type { Settings } from '../../contract/settings';
import defaults from '../../journey/settings.json';
import { SHELL_ROUTES_FILE, shellRouteList } from '../../scripts/vite/shellRoutes';
import messages from '../../journey/messages/en-GB.json';

const routes = shellRouteList();
let dist: string;
let app: FastifyInstance;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  // As Vite leaves index.html (the server adds the settings, the shell and the title).
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Compare home energy</title></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>',
  );
  writeFileSync(join(dist, SHELL_ROUTES_FILE), JSON.stringify(routes));
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

/**
 * The markup inside the app's root element, which the empty element the first paint waits for
 * follows (see the test of the first page).
 */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><template id="root-end"><\/template>/.exec(html)?.[1] ?? '';
/** The text of each element with the given class, tags removed and entities read back. */
const textsOf = (html: string, cls: string) =>
  [...html.matchAll(new RegExp(`<(\\w+) class="${cls}"[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((m) =>
    m[2]
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

const stylesheetOf = (html: string) => /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];

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

describe('the page shell in the HTML the server sends', () => {
  it('shows the first page with the start-time brand and phone and its step (its content: the server renderer)', async () => {
    await start({ SETTING_BRAND_NAME: 'Start <Brand> & Co', SETTING_CALL_CENTRE_PHONE: '0300 123 4567' });
    const html = (await app.inject('/switch/home-energy/BR1')).body;
    const root = rootOf(html);
    expect(root).toContain('Start &lt;Brand&gt; &amp; Co');
    expect(root).not.toContain('<Brand>');
    expect(root).toContain('href="tel:03001234567"');
    expect(root).toContain('Call us on 0300 123 4567');
    // The form's heading, value statement and statements are the server renderer's (this build has
    // none: test/src/router/serverRender.test.tsx, test/e2e/perf-shell.e2e.ts).
    expect(root).toContain('<main class="shell-main" id="main"></main>');
    expect(root).toMatch(/aria-current="step"[^>]*><span[^>]*>1<\/span>/);
    expect(html).toContain(
      `<title>${messages['page.currentTariff.title']} | Start &lt;Brand&gt; &amp; Co</title>`,
    );
    // No inline script or style: the CSP allows neither.
    expect(root).not.toMatch(/<script|<style|style="/);
    // The first paint waits for the whole root (a busy phone's parser would otherwise paint half a
    // header, which then moves): the head names the empty element right after it.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root-end" blocking="render" />');
    expect(html.indexOf('<template id="root-end"></template>')).toBe(
      html.indexOf('<div id="root">') + '<div id="root">'.length + root.length + '</div>'.length,
    );
  });

  it('shows the header and the right progress step on other pages, with no heading of its own', async () => {
    await start();
    const html = (await app.inject('/results/home-energy')).body;
    expect(html).toContain('Brightside Energy Compare');
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/data-state="done"[\s\S]*aria-current="step"[^>]*><span[^>]*>2<\/span>/);
    expect(html).toContain(
      `<title>${messages['page.quoteResults.title']} | Brightside Energy Compare</title>`,
    );
    const error = (await app.inject('/error/500')).body;
    expect(error).toContain('class="shell-header"');
    expect(error).not.toContain('shell-progress');
  });

  it('links a stylesheet in the start-time colours, named by its content and kept a year', async () => {
    await start({ SETTING_PRIMARY_COLOUR: '#123456' });
    const href = stylesheetOf((await app.inject('/switch/home-energy')).body);
    expect(href).toMatch(/^\/assets\/shell-[0-9a-f]{10}\.css$/);
    const css = await app.inject(href!);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('#123456');
    await app.close();
    await start({ SETTING_PRIMARY_COLOUR: '#654321' });
    const other = stylesheetOf((await app.inject('/switch/home-energy')).body);
    expect(other).not.toBe(href);
    expect((await app.inject(href!)).statusCode).toBe(404);
  });

  it('serves a build without the route list (an older build) with no shell', async () => {
    rmSync(join(dist, SHELL_ROUTES_FILE));
    await start();
    const html = (await app.inject('/switch/home-energy')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(stylesheetOf(html)).toBeUndefined();
  });
});

describe('the page shell draws no page of its own', () => {
  it('an information page: with no server renderer in the build, the header and its title only', async () => {
    // The server renders the information pages, the quote form and the existing-switch form with the
    // app's own components (test/src/router/serverRender.test.tsx, test/e2e/server-render.e2e.ts);
    // this build has no renderer.
    await start({ SETTING_BRAND_NAME: 'Start <Brand> & Co' });
    const html = (await app.inject('/terms')).body;
    expect(rootOf(html)).toContain('Start &lt;Brand&gt; &amp; Co');
    expect(rootOf(html)).toContain('<main class="shell-main" id="main"></main>');
    expect(html).toContain(
      `<title>${escapeHtml(messages['page.terms.title'])} | Start &lt;Brand&gt; &amp; Co</title>`,
    );
  });

  it('escapes catalogue text and settings written into the markup', () => {
    const hostile = {
      ...messages,
      'header.call': 'Call <script>alert(1)</script> {phone}',
      'progress.step3': 'One <img src=x onerror=alert(1)> "quoted" & \'single\'',
    };
    const markup = renderShell({
      settings: { ...(defaults as Settings), brandName: '</p><script>x()</script>' },
      messages: hostile,
      route: routes.find((r) => r.name === 'personalDetails'),
      homePath: '/switch/home-energy',
    });
    expect(markup).not.toMatch(/<script|onerror=alert\(1\)>/);
    // The logo is the header's only image.
    expect(markup.match(/<img/g)).toHaveLength(1);
    expect(markup).toContain('Call &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(textsOf(markup, 'shell-step-name')).toContain(
      'One <img src=x onerror=alert(1)> "quoted" & \'single\'',
    );
  });

  it('leaves the main area empty on every page', async () => {
    await start();
    for (const path of ['/details', '/error/404', '/carbon-offset', '/privacy', '/carbon-offset/existing']) {
      const root = rootOf((await app.inject(path)).body);
      expect(root, path).toContain('<main class="shell-main" id="main"></main>');
      expect(root, path).not.toMatch(/<h1/);
    }
  });
});
