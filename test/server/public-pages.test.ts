import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import type { Db } from '../../server/db/db.js';
import { registerWebApp } from '../../server/web/static.js';
import { publicPageCache, publicPageData } from '../../server/web/publicPages.js';
import { minimalDist } from './helpers/dist.js';
import { testDbTargets } from './helpers/db.js';

describe('what each page is rendered with when the server has no session data for it', () => {
  it('the quote form: empty; the error page: its status; pages that need nothing of the tab: nothing; the others: their frame', () => {
    expect(publicPageData('currentTariff', '/switch/home-energy/BR1')).toEqual({ quoteForm: true });
    expect(publicPageData('error', '/error/401')).toEqual({ errorPage: { status: '401' } });
    for (const [route, path] of [
      ['terms', '/terms'],
      ['privacy', '/privacy/'],
      ['accessibility', '/accessibility'],
      ['carbonOffsetExisting', '/carbon-offset/existing'],
      ['personalDetails', '/details'],
      ['carbonOffsetProcess', '/carbon-offset-process'],
    ])
      expect(publicPageData(route, path), route).toEqual({});
    for (const route of ['quoteResults', 'tariffDetails', 'switchComplete', 'carbonOffset', 'staffPreview'])
      expect(publicPageData(route, '/x'), route).toEqual({ frame: true });
  });
});

describe('the kept pages', () => {
  it('renders a page once, renders again after a failure, and keeps the most recently asked for up to its limit', async () => {
    const cache = publicPageCache(2);
    let renders = 0;
    const render = (html: string | null) => () => {
      renders += 1;
      return Promise.resolve(html);
    };
    expect(await cache.get('/terms', render('terms'))).toBe('terms');
    expect(await cache.get('/terms', render('other'))).toBe('terms');
    expect(renders).toBe(1);
    // A render that failed (null: the shell was sent) is tried again next time.
    expect(await cache.get('/privacy', render(null))).toBeNull();
    expect(await cache.get('/privacy', render('privacy'))).toBe('privacy');
    expect(renders).toBe(3);
    // /terms asked for again: now the most recent. A third path pushes out the least recent, /privacy.
    expect(await cache.get('/terms', render('other'))).toBe('terms');
    expect(await cache.get('/error/1', render('e1'))).toBe('e1');
    expect(await cache.get('/error/1', render('other'))).toBe('e1');
    expect(await cache.get('/terms', render('other'))).toBe('terms');
    expect(renders).toBe(4);
    expect(await cache.get('/privacy', render('privacy again'))).toBe('privacy again');
    expect(renders).toBe(5);
  });
});

/**
 * A build whose server renderer counts its renders and writes the nonce it is given into a style
 * element, as the real one does (src/router/serverRender.tsx).
 */
function distWithRenderer(renderFirst = ''): string {
  const dist = minimalDist();
  mkdirSync(join(dist, '.ssr'));
  writeFileSync(
    join(dist, '.ssr', 'serverRender.js'),
    `export function createServerRenderer() {
      globalThis.__renders = 0;
      return {
        async render(url, data, nonce) {
          ${renderFirst}
          globalThis.__renders += 1;
          return { html: '<main><h1>' + new URL(url).pathname + '</h1></main>', styleTags: '<style nonce="' + nonce + '">h1{}</style>' };
        },
      };
    }`,
  );
  return dist;
}

describe('the quote form, information and error pages from the server renderer', () => {
  let db: Db;
  let app: FastifyInstance;
  let dist: string;
  let failingDist: string;
  const renders = () => (globalThis as { __renders?: number }).__renders;
  /** The real server serving the build in `distDir`, with no session data source. */
  const serve = (distDir: string) =>
    buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' }),
      db,
      secrets: { tokenKey: Buffer.alloc(32, 1), dataKey: Buffer.alloc(32, 2) },
      web: (a) => registerWebApp(a, { distDir, env: {} }),
    });
  beforeAll(async () => {
    db = await testDbTargets()[0].open();
    dist = distWithRenderer();
    failingDist = distWithRenderer('throw new Error("the renderer broke");');
    app = await serve(dist);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(failingDist, { recursive: true, force: true });
  });

  it("renders each once; every reply's style elements carry that reply's own nonce; caches may revalidate", async () => {
    const before = renders() ?? 0;
    const nonces = new Set<string>();
    for (const path of ['/terms', '/terms', '/error/404', '/terms', '/switch/home-energy']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<h1>${path}</h1>`);
      const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(
        String(res.headers['content-security-policy']),
      )?.[1];
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      expect(res.body, path).toContain(`<style nonce="${nonce}">`);
      expect(res.body, path).toContain(`<meta property="csp-nonce" nonce="${nonce}"`);
      expect(res.body, path).not.toContain('%CSP_STYLE_NONCE%');
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
    expect(nonces.size).toBe(5);
    expect(renders()! - before).toBe(3);
  });

  it('embeds the error status the page was rendered for, and no data for an information page', async () => {
    const dataOf = (html: string) =>
      /<script type="application\/json" id="page-data">([^<]*)</.exec(html)?.[1];
    expect(dataOf((await app.inject('/error/401')).body)).toBe('{"errorPage":{"status":"401"}}');
    expect(dataOf((await app.inject('/privacy')).body)).toBe('{}');
  });

  it('a page of the journey without the session data (no data source here) is its frame, which the tab renders over', async () => {
    const res = await app.inject('/results/home-energy');
    expect(res.body).toContain('<h1>/results/home-energy</h1>');
    expect(res.body).toContain('<script type="application/json" id="page-data">{"frame":true}</script>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a render that fails leaves the page to the app: an empty root, never a 500', async () => {
    const failing = await serve(failingDist);
    const res = await failing.inject('/terms');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('page-data');
    await failing.close();
  });
});
