import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import { registerWebApp } from '../../../server/web/static.js';
import { minimalDist } from '../helpers/dist.js';
import { ROOT_ROUTES } from '../../../contract/api/routes.js';
import { testDbTargets } from '../helpers/db.js';

/** The sources of a policy's `style-src`. */
const styleSrc = (policy: string) =>
  /(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1].trim().split(/\s+/) ?? [];
/** The nonce of the page's `csp-nonce` meta tag. */
const metaNonce = (html: string) => /<meta property="csp-nonce" nonce="([^"]*)"/.exec(html)?.[1];

/** Issue 24: styles without 'unsafe-inline', through a nonce made for each reply. */
describe('the style nonce', () => {
  let db: Db;
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    db = await testDbTargets()[0].open();
    dist = minimalDist();
    app = await buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' }),
      db,
      secrets: { tokenKey: Buffer.alloc(32, 1), dataKey: Buffer.alloc(32, 2) },
      web: (a) => registerWebApp(a, { distDir: dist, env: {} }),
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("a page's policy allows styles from this origin and its own nonce only, which the page names", async () => {
    const nonces = new Set<string>();
    for (const path of ['/switch/home-energy', '/terms', '/switch/home-energy']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      const sources = styleSrc(String(res.headers['content-security-policy']));
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(sources[0], path).toBe("'self'");
      expect(sources, path).toHaveLength(2);
      const nonce = metaNonce(res.body);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(sources[1], path).toBe(`'nonce-${nonce}'`);
      nonces.add(nonce!);
    }
    // A new nonce for every reply: one seen in a page never opens another.
    expect(nonces.size).toBe(3);
  });

  it('the API and operator replies have no inline style either', async () => {
    const res = await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path });
    expect(styleSrc(String(res.headers['content-security-policy']))).not.toContain("'unsafe-inline'");
  });
});
