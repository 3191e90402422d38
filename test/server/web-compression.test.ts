import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { registerWebApp } from '../../server/web/static';
import {
  COMPRESSION_THRESHOLD_BYTES,
  installCompression,
  negotiateEncoding,
  sendKeptReply,
} from '../../server/web/compression';
import type { KeptReply } from '../../server/quotes/reply-cache';
import { precompressDir } from '../../scripts/vite/precompress';
import { injectSettingsMeta } from '../../contract/settings';
import defaults from '../../journey/settings.json';
import { testDbTargets } from './helpers/db';
import { openSeeded, type Seeded } from './routes/seeded';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';

const BROWSER = 'gzip, deflate, br, zstd';
// Text that repeats compresses well, as real bundles do.
const script = `export function f(){return ${JSON.stringify('hello compressed world '.repeat(300))}}\n`;
const css = `.a{color:red;margin:0 auto}\n`.repeat(200);
const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

/** The reply body as the browser reads it: decompressed by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

describe('static files and the page are served compressed', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    const page = `<!doctype html><html><head><title>t</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
    writeFileSync(join(dist, 'index.html'), injectSettingsMeta(page, defaults));
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), css);
    writeFileSync(join(dist, 'assets', 'photo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dist, 'logo.svg'), svg);
    // As the build leaves it: .br and .gz copies beside every text file.
    precompressDir(dist);
    // The way server/app.ts wires them: compression first, then the routes.
    app = Fastify();
    await installCompression(app);
    await registerWebApp(app, { distDir: dist, env: {} });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a browser that accepts it, with the precompressed bytes', async () => {
    const res = await get('/assets/index-abc123.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
    expect(decoded(res)).toBe(script);
  });

  it('sends gzip to a client that accepts gzip only, or refuses brotli', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(res), accept).toBe(script);
    }
  });

  it('sends the plain file, still marked as varying, to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(res.body, accept).toBe(script);
    }
  });

  it('compresses CSS and SVG too, and keeps the cache rules of hashed and plain files', async () => {
    const style = await get('/assets/index-abc123.css', BROWSER);
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toMatch(/text\/css/);
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(style)).toBe(css);
    const logo = await get('/logo.svg', 'gzip');
    expect(logo.headers['content-encoding']).toBe('gzip');
    expect(logo.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    expect(decoded(logo)).toBe(svg);
    const script = await get('/assets/index-abc123.js', BROWSER);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves a binary file as it is', async () => {
    const res = await get('/assets/photo-abc123.png', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers a missing asset with a 404, never with the app page', async () => {
    for (const url of [
      '/assets/index-old999.js',
      '/assets/missing.css',
      '/assets/index-abc123.js.br',
      '/assets/',
    ]) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
      expect(decoded(res), url).not.toContain('app-settings');
    }
  });

  it('compresses the page it renders, which is never cached without revalidation', async () => {
    for (const [accept, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await get('/switch/home-energy', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(res)).toContain('name="app-settings"');
    }
  });
});

describe.each(testDbTargets())('API replies on $name', (target) => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await openSeeded(target);
  });
  afterAll(async () => seeded?.close());

  it('are compressed above the threshold, with Vary, and plain below it', async () => {
    // The suppliers of a postcode: a list of a few kilobytes.
    const request = {
      method: 'POST' as const,
      url: API_ROUTES.suppliers.path,
      payload: { postcode: 'SW1A 1AA', switchType: 'gasToGas' },
    };
    const big = await seeded.call({ ...request, headers: { 'accept-encoding': BROWSER } });
    expect(big.statusCode).toBe(200);
    const plain = await seeded.call(request);
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(big))).toEqual(plain.json());
    expect(big.rawPayload.length).toBeLessThan(plain.body.length);

    const small = await seeded.app.inject({
      url: ROOT_ROUTES.health.path,
      headers: { 'accept-encoding': BROWSER },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a kept reply (sendKeptReply): compressed once, off the event loop', () => {
  let app: FastifyInstance;
  let kept: KeptReply;
  const reply = (version: number) => {
    const text = JSON.stringify({
      version,
      rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `tariff ${i}` })),
    });
    return { text, bytes: Buffer.byteLength(text), compressed: new Map() };
  };
  beforeAll(async () => {
    app = Fastify();
    await installCompression(app);
    kept = reply(1);
    app.get('/repeat', async (req, res) => {
      void res.type('application/json; charset=utf-8');
      return sendKeptReply(req, res, kept);
    });
    app.post('/bump', async () => {
      kept = reply(2);
      return { version: 2 };
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  const get = (accept?: string) =>
    app.inject({ url: '/repeat', headers: accept === undefined ? {} : { 'accept-encoding': accept } });

  it('compresses a reply once, for requests at the same time too, and a new reply anew', async () => {
    const [first, again] = await Promise.all([get(BROWSER), get(BROWSER)]);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(first)).version).toBe(1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // One compression for both: the kept bytes are what went out.
    const kept1 = kept;
    expect([...kept1.compressed.keys()]).toEqual(['br']);
    expect((await kept1.compressed.get('br'))!.equals(first.rawPayload)).toBe(true);
    await app.inject({ method: 'POST', url: '/bump' });
    const changed = await get(BROWSER);
    expect(JSON.parse(decoded(changed)).version).toBe(2);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('follows each client: gzip, or plain JSON for a client that accepts no compression', async () => {
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(gz))).toEqual(plain.json());
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['BR', 'br'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
