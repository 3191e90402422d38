import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerWebApp } from '../../../server/web/static';
import { injectSettingsMeta, readSettingsMeta } from '../../../contract/settings';
import defaults from '../../../journey/settings.json';
import { ROOT_ROUTES } from '../../../contract/api/routes';

let dist: string;
let app: FastifyInstance;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  // As the build leaves it: settings resolved with a build-time brand override.
  const page = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
  writeFileSync(
    join(dist, 'index.html'),
    injectSettingsMeta(page, { ...defaults, brandName: 'Built Brand' }),
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterEach(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

async function start(env: NodeJS.ProcessEnv = {}, distDir = dist) {
  app = Fastify();
  app.get(ROOT_ROUTES.health.path, async () => ({ status: 'ok' }));
  app.post(ROOT_ROUTES.token.path, async () => ({ token: 't', expiresIn: 60 }));
  await registerWebApp(app, { distDir, env });
  await app.ready();
  return app;
}

const settingsOf = (html: string) => readSettingsMeta(html)!;

describe('registerWebApp', () => {
  it('serves the page with start-time settings over build-time ones over defaults', async () => {
    await start({ SETTING_CALL_CENTRE_PHONE: '0300 123 4567' });
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const s = settingsOf(res.body);
    expect(s.callCentrePhone).toBe('0300 123 4567');
    expect(s.brandName).toBe('Built Brand');
    expect(s.termsUrl).toBe(defaults.termsUrl);
  });

  it('falls back to the page for app routes and unknown paths, and for /index.html itself', async () => {
    await start({ SETTING_BRAND_NAME: 'Start Brand' });
    for (const url of [
      '/results/home-energy',
      '/switch/home-energy/BR1/R1',
      '/no/such/thing',
      '/index.html',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(settingsOf(res.body).brandName, url).toBe('Start Brand');
    }
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    await start();
    const asset = await app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await app.inject('/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never answers the API, auth, health or sandbox paths with the page', async () => {
    await start();
    for (const url of [
      '/api/request/nothing',
      '/api',
      ROOT_ROUTES.token.path,
      '/health/deep',
      '/sandbox/checkout',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('app-settings');
    }
    expect((await app.inject(ROOT_ROUTES.health.path)).statusCode).toBe(200);
  });

  it('follows the server API_BASE for both the reserved prefix and the app setting', async () => {
    await start({ API_BASE: '/v2' });
    expect((await app.inject('/v2/request/x')).statusCode).toBe(404);
    expect(settingsOf((await app.inject('/')).body).apiBase).toBe('/v2');
  });

  it('hides the staff preview unless the staffPreview setting turns it on at start', async () => {
    await start();
    for (const url of ['/staff/preview', '/staff/preview?file=journey/quote/your-home.json', '/staff/x']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('app-settings');
    }
    await app.close();
    await start({ SETTING_STAFF_PREVIEW: 'true' });
    const res = await app.inject('/staff/preview');
    expect(res.statusCode).toBe(200);
    expect(settingsOf(res.body).staffPreview).toBe(true);
  });

  it('refuses a start with a malformed setting', async () => {
    app = Fastify();
    await expect(
      registerWebApp(app, { distDir: dist, env: { SETTING_LOADER_DELAY_MS: 'soon' } }),
    ).rejects.toThrow(/SETTING_LOADER_DELAY_MS/);
  });

  it('answers 503 with a hint when the app is not built', async () => {
    await start({}, join(dist, 'missing'));
    const res = await app.inject('/switch/home-energy');
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/npm run build/);
  });
});
