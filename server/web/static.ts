import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import { pageDataScript, type PageData, type RenderedPage } from '../../contract/pageData.js';
import type { Settings } from '../../contract/settings.js';
import { pageTokenScript } from '../../contract/pageToken.js';
import type { PageTokenIssuer } from '../auth/pageToken.js';
import { styleNonceOf } from '../http/security.js';
import { renderIndexPage, resolvePageSettings, STYLE_NONCE_SLOT, withStyleNonce } from './indexPage.js';
import { guardTarget, type NeedsOf } from './pageGuard.js';
import type { PageDataOf } from './pageData.js';
import { publicPageCache, publicPageData } from './publicPages.js';
import { loadServerRenderer } from './serverRender.js';
import { FIRST_PAGE, pageTitle, patternToRegExp, routeForPath, type PageRoute } from './routes.js';

/** Options of {@link registerWebApp}. */
export interface WebAppOptions {
  /** Folder of the built app (`vite build` output) holding index.html and assets/. */
  distDir: string;
  /** The start environment: `SETTING_*` variables here override the build's settings. */
  env: NodeJS.ProcessEnv;
  /** Path prefixes that never fall back to the app page; default: API base, /auth, the operator's paths, /sandbox. */
  reservedPrefixes?: string[];
  /**
   * The needs a request's session meets (server/web/pageGuard.ts): with it, a page opened without what
   * it needs is redirected by the server; without it (API-less tests) every page opens as is.
   */
  needsOf?: NeedsOf;
  /**
   * The session's data a page is rendered with on the server (server/web/pageData.ts): with it, results,
   * tariff details, Switch Complete and carbon offset are sent with the session's data embedded;
   * without (API-less tests), as every visitor gets them without data (server/web/publicPages.ts).
   */
  pageDataOf?: PageDataOf;
  /** Issues the token a guarded route's page is sent with (server/auth/pageToken.ts). */
  pageToken?: PageTokenIssuer;
}

const defaultsFile = new URL('../../journey/settings.json', import.meta.url);
const messagesFile = new URL('../../journey/messages/en-GB.json', import.meta.url);
/** Written by the build (scripts/vite/pageRoutes.ts): the app's routes (server/web/routes.ts). */
const PAGE_ROUTES_FILE = 'page-routes.json';

/** Vite's folder of content-hashed files. */
const ASSETS_DIR = 'assets';
/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files in public/ (logo, favicon) may change with a deploy. */
const PLAIN_CACHE = 'public, max-age=3600';
/** The page carries the start-time settings: always revalidate. */
const PAGE_CACHE = 'no-cache';
/** Health paths of other conventions (Kubernetes' `/healthz`...): a monitor asking must get 404. */
const PROBE_PATHS = new Set(['/healthz', '/livez', '/readyz']);

/** Whether `path` names a file (a dot in its last segment) or a probe path, rather than a page. */
function isProbeOrFile(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return PROBE_PATHS.has(trimmed) || /\.[^/]*$/.test(trimmed.slice(trimmed.lastIndexOf('/')));
}

/** The staff preview's paths: not found unless the `staffPreview` setting is on at start. */
const STAFF_PREFIX = '/staff';

/** The pages of one start. */
interface Pages {
  /**
   * The page a request path gets with its route: the app's page with an empty root element, which the
   * app renders (for a build without the route list or the server's renderer, or a render that
   * failed); or null for a path that opens no page of the app (a 404).
   */
  forPath(path: string): { html: string; route: PageRoute | undefined } | null;
  /** The page of `route` with the server's render of it in the root element, its styles and its data. */
  rendered(route: PageRoute, page: RenderedPage, data: PageData): string;
  /** The settings of this start (build settings with the start environment on top). */
  settings: Settings;
  /**
   * The first page's path (the brand's link), where an unknown page path is redirected (spec section 2:
   * "any unknown path redirects to /switch/home-energy").
   */
  homePath: string;
}

/**
 * Serves the built app from `distDir`: every built file at its own path (a brotli or gzip copy
 * written at build time when the client accepts one), and the index page at `/`, `/index.html`
 * and as the SPA fallback for any other GET outside the reserved prefixes and assets/ whose path is
 * one of the app's routes (the build's page-routes.json, from src/routes/routeTable.ts; a probe or
 * file path answers 404, any other path a redirect to the first page). The page carries the settings
 * re-resolved for the start environment and the page the path opens, rendered by the app's own
 * components (the build's server renderer): with the session's data (`pageDataOf`), else as every
 * visitor gets it (server/web/publicPages.ts); without a renderer, or when a render fails, an empty
 * root for the app to render. Only files present at start are served,
 * so a request path can never reach outside `distDir`. Without a build it answers 503 with a hint
 * instead of failing the start, so API-only runs still work. The staff preview (`/staff/...`) answers
 * 404 unless the `staffPreview` setting is on at start. With `needsOf`, a page opened without what it
 * needs (results without a quote, ...) answers a redirect instead (server/web/pageGuard.ts).
 */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  const apiBase = (opts.env.API_BASE ?? '/api').replace(/\/+$/, '');
  const reserved = [
    ...(opts.reservedPrefixes ?? [
      apiBase,
      '/auth',
      ROOT_ROUTES.health.path,
      ROOT_ROUTES.ready.path,
      ROOT_ROUTES.metrics.path,
      '/sandbox',
    ]),
  ];
  const indexFile = join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`No built app at ${opts.distDir}: run "npm run build". Pages answer 503.`);
  const pages = built ? buildPages(opts.distDir, readFileSync(indexFile, 'utf8'), opts.env) : null;
  const files = built ? listFiles(opts.distDir) : new Set<string>();
  // A production start keeps the staff preview off: no page for it, so nobody outside stumbles on it.
  const staffPreview = pages?.settings.staffPreview === true;
  const renderer = pages
    ? await loadServerRenderer(opts.distDir, pages.settings, (message) => app.log.warn(message))
    : null;
  if (!staffPreview) reserved.push(STAFF_PREFIX);

  // preCompressed: the build wrote .br and .gz copies of every text file (scripts/vite/precompress.ts);
  // the copy the client accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, { root: opts.distDir, serve: false, preCompressed: true });

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, path: string) => {
    if (!pages)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built: run "npm run build".');
    const page = pages.forPath(path);
    if (page === null) {
      // A probe or a file the app does not have (`/healthz`, `/wp-login.php`, `/.env`) is not found,
      // never the first page with a 200: scanners and monitors see the truth. Any other unknown path
      // is a page a person asked for, and the spec sends it to the first screen: the server says so
      // with a redirect, rather than a page that bounces in the browser.
      if (isProbeOrFile(path)) return reply.callNotFound();
      return reply.redirect(pages.homePath, 302);
    }
    if (opts.needsOf && page.route?.requires) {
      const to = guardTarget(page.route.requires, await opts.needsOf(req), path);
      // The redirect depends on the session: no cache may keep it for another.
      if (to !== null) return reply.header('cache-control', 'no-store').redirect(to, 302);
    }
    const nonce = styleNonceOf(reply);
    const token = page.route?.guarded && opts.pageToken ? await opts.pageToken(req, reply) : null;
    // A page holding a token is no shared cache's (`private`; `no-store` would bar the back-forward
    // cache); one of the session's own data is no cache's at all (`no-store`).
    const send = (html: string, cache: string) =>
      reply
        .header('cache-control', token && cache !== 'no-store' ? `private, ${cache}` : cache)
        .type('text/html; charset=utf-8')
        .send(token ? html.replace('</head>', () => `  ${pageTokenScript(token)}\n  </head>`) : html);
    if (page.route && renderer) {
      const own = opts.pageDataOf ? await renderWithData(req, page.route, nonce) : null;
      if (own !== null) return send(own, 'no-store');
      const shared = await publicPage(req, page.route, path);
      if (shared !== null) return send(withStyleNonce(shared, nonce), PAGE_CACHE);
    }
    // No renderer in the build, or a render that failed: the app renders the page itself.
    return send(withStyleNonce(page.html, nonce), PAGE_CACHE);
  };

  /**
   * The page of `route` rendered on the server with `data`, or null: a render that failed (logged; the
   * app then renders the page in the browser, so a fault here never costs the householder the page)
   * or that the route table redirects.
   */
  const renderPage = async (
    req: FastifyRequest,
    route: PageRoute,
    data: PageData,
    nonce: string | undefined,
  ): Promise<string | null> => {
    try {
      const out = await renderer!.render(`http://localhost${req.url}`, data, nonce);
      if ('redirect' in out) return null;
      return withStyleNonce(pages!.rendered(route, out, data), nonce);
    } catch (err) {
      req.log.error({ err, route: route.name }, 'server render failed: the app renders the page');
      return null;
    }
  };

  /** The session's page of `route` with its data, or null: no data for it (another page, no session, no quote). */
  const renderWithData = async (req: FastifyRequest, route: PageRoute, nonce: string | undefined) => {
    let data: PageData | null;
    try {
      data = await opts.pageDataOf!(req, route.name);
    } catch (err) {
      req.log.error({ err, route: route.name }, 'page data failed: the page is sent without it');
      return null;
    }
    return data ? renderPage(req, route, data, nonce) : null;
  };

  /**
   * The page of `route` as every visitor gets it (server/web/publicPages.ts), rendered once per path
   * with a nonce slot that each reply fills in; null when the render failed.
   */
  const publicPages = publicPageCache();
  const publicPage = (req: FastifyRequest, route: PageRoute, path: string) =>
    publicPages.get(path, () => renderPage(req, route, publicPageData(route.name, path), STYLE_NONCE_SLOT));

  app.get('/*', async (req: FastifyRequest, reply: FastifyReply) => {
    const path = safeDecode(req.url.split('?')[0]);
    if (path === undefined) return reply.callNotFound();
    if (reserved.some((p) => path === p || path.startsWith(`${p}/`))) return reply.callNotFound();
    const file = path.replace(/^\/+/, '');
    // A hashed file that is not there (an old page asking for a chunk of the previous build) must
    // fail as a file, never be answered with the page: a script tag would get HTML.
    if (file.startsWith(`${ASSETS_DIR}/`) && !files.has(file)) return reply.callNotFound();
    if (file === '' || file === 'index.html' || !files.has(file)) return sendPage(req, reply, path);
    reply.header('cache-control', file.startsWith(`${ASSETS_DIR}/`) ? HASHED_CACHE : PLAIN_CACHE);
    return reply.sendFile(file, { cacheControl: false });
  });
}

/**
 * The pages of this start: the settings for this start, the route list, and each route's page with an
 * empty root element and its title (made once), for a page the server does not render. A build
 * without the route list (an older build) gets the page without a title of its own.
 */
function buildPages(distDir: string, builtHtml: string, env: NodeJS.ProcessEnv): Pages {
  const settings: Settings = resolvePageSettings(builtHtml, env, defaultsFile);
  const routesFile = join(distDir, PAGE_ROUTES_FILE);
  if (!existsSync(routesFile)) {
    const html = renderIndexPage(builtHtml, settings, null);
    return {
      forPath: () => ({ html, route: undefined }),
      rendered: () => html,
      settings,
      homePath: '/',
    };
  }
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as PageRoute[];
  const messages = JSON.parse(readFileSync(messagesFile, 'utf8')) as Record<string, string>;
  const first = routes.find((r) => r.name === FIRST_PAGE);
  // The first page's path without its optional parameters: where an unknown page path goes.
  const homePath = first ? first.path.replace(/\/:[^/]+\?/g, '') : '/';
  const byRoute = new Map<string, string>();
  const pageOf = (route: PageRoute | undefined): string => {
    const key = route?.name ?? '';
    let page = byRoute.get(key);
    if (page === undefined) {
      page = renderIndexPage(builtHtml, settings, {
        markup: '',
        title: pageTitle(settings, messages, route),
      });
      byRoute.set(key, page);
    }
    return page;
  };
  const patterns = routes.map((r) => patternToRegExp(r.path));
  const opensPage = (path: string) =>
    path === '/' || path === '/index.html' || patterns.some((re) => re.test(path));
  return {
    forPath: (path) => {
      if (!opensPage(path)) return null;
      const route = routeForPath(routes, path);
      return { html: pageOf(route), route };
    },
    rendered: (route, { html, styleTags }, data) =>
      renderIndexPage(builtHtml, settings, {
        markup: html,
        title: pageTitle(settings, messages, route),
      }).replace('</head>', () => `  ${styleTags}\n  ${pageDataScript(data)}\n  </head>`),
    settings,
    homePath,
  };
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Every file under `dir` outside dot folders, as forward-slash paths relative to it. */
function listFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      // A dot folder is the build's own (the server's renderer, the manifest): never sent.
      if (statSync(full).isDirectory()) {
        if (!name.startsWith('.')) walk(full);
      }
      // The compressed copies are chosen by content negotiation, never asked for by name.
      else if (!/\.(br|gz)$/.test(name)) out.add(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}
