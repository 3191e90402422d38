import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndexPage } from './indexPage.js';

/** Options of {@link registerWebApp}. */
export interface WebAppOptions {
  /** Folder of the built app (`vite build` output) holding index.html and assets/. */
  distDir: string;
  /** The start environment: `SETTING_*` variables here override the build's settings. */
  env: NodeJS.ProcessEnv;
  /** Path prefixes that never fall back to the app page; default: API base, /auth, /health, /sandbox. */
  reservedPrefixes?: string[];
}

const defaultsFile = new URL('../../journey/settings.json', import.meta.url);

/** Vite's folder of content-hashed files. */
const ASSETS_DIR = 'assets';
/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';
/** Unhashed files in public/ (logo, favicon) may change with a deploy. */
const PLAIN_CACHE = 'public, max-age=3600';
/** The page carries the start-time settings: always revalidate. */
const PAGE_CACHE = 'no-cache';

/**
 * Serves the built app from `distDir`: every built file at its own path, and the index page (with
 * settings re-resolved for the start environment) at `/`, `/index.html` and as the SPA fallback for
 * any other GET outside the reserved prefixes. Only files present at start are served, so a request
 * path can never reach outside `distDir`. Without a build it answers 503 with a hint instead of
 * failing the start, so API-only runs still work.
 */
export async function registerWebApp(app: FastifyInstance, opts: WebAppOptions): Promise<void> {
  const apiBase = (opts.env.API_BASE ?? '/api').replace(/\/+$/, '');
  const reserved = opts.reservedPrefixes ?? [apiBase, '/auth', '/health', '/sandbox'];
  const indexFile = join(opts.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) app.log.warn(`No built app at ${opts.distDir}: run "npm run build". Pages answer 503.`);
  const page = built ? renderIndexPage(readFileSync(indexFile, 'utf8'), opts.env, defaultsFile) : '';
  const files = built ? listFiles(opts.distDir) : new Set<string>();

  // preCompressed: the build wrote .br and .gz copies of every text file (scripts/vite/precompress.ts);
  // the copy the client accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
  await app.register(fastifyStatic, { root: opts.distDir, serve: false, preCompressed: true });

  const sendPage = (reply: FastifyReply) => {
    if (!built)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built: run "npm run build".');
    return reply.header('cache-control', PAGE_CACHE).type('text/html; charset=utf-8').send(page);
  };

  app.get('/*', (req: FastifyRequest, reply: FastifyReply) => {
    const path = safeDecode(req.url.split('?')[0]);
    if (path === undefined) return reply.callNotFound();
    if (reserved.some((p) => path === p || path.startsWith(`${p}/`))) return reply.callNotFound();
    const file = path.replace(/^\/+/, '');
    // A hashed file that is not there (an old page asking for a chunk of the previous build) must
    // fail as a file, never be answered with the page: a script tag would get HTML.
    if (file.startsWith(`${ASSETS_DIR}/`) && !files.has(file)) return reply.callNotFound();
    if (file === '' || file === 'index.html' || !files.has(file)) return sendPage(reply);
    reply.header('cache-control', file.startsWith(`${ASSETS_DIR}/`) ? HASHED_CACHE : PLAIN_CACHE);
    return reply.sendFile(file, { cacheControl: false });
  });
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** Every file under `dir`, as forward-slash paths relative to it. */
function listFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      // The compressed copies are chosen by content negotiation, never asked for by name.
      else if (!/\.(br|gz)$/.test(name)) out.add(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out;
}
