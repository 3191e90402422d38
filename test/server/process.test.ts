import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/serverProcess.js';
import { PROCESS_TEST_TIMEOUT } from './helpers/processTimeout.js';
import { postgresOnly, postgresUrl } from './helpers/postgresOnly.js';

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('the server process (npm start without the build)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'energy-start-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-GB"><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'creates the embedded database, serves app and API on 127.0.0.1, and stops cleanly on SIGTERM',
    async () => {
      const { child, base } = await startServerProcess({
        DATA_DIR: join(dir, 'data'),
        DIST_DIR: dist,
        DATABASE_URL: '',
      });
      try {
        expect(existsSync(join(dir, 'data', 'db'))).toBe(true);
        expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
        const tokenRes = await fetch(`${base}/auth/token`, { method: 'POST' });
        expect(tokenRes.status).toBe(200);
        const { token } = (await tokenRes.json()) as { token: string };
        // The bundled market was loaded at first start: a sample postcode has its address.
        const addresses = await fetch(`${base}/api/request/address/recco?postcode=TR1%202AA`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(addresses.status).toBe(200);
        expect(((await addresses.json()) as { addresses: unknown[] }).addresses).toHaveLength(1);
        const unauth = await fetch(`${base}/api/request/user/track-records`, {
          method: 'POST',
          body: '[]',
          headers: { 'content-type': 'application/json' },
        });
        expect(unauth.status).toBe(401);
        const page = await fetch(`${base}/switch/home-energy`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exitCode(child)).toBe(0);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it.runIf(postgresUrl)(
    postgresOnly('runs on PostgreSQL when DATABASE_URL is set'),
    async () => {
      const url = postgresUrl!;
      const pg = (await import('pg')).default;
      const schema = `start_${process.pid}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
      const u = new URL(url);
      u.searchParams.set('options', `-c search_path=${schema}`);
      try {
        const { child, base } = await startServerProcess({
          DATA_DIR: join(dir, 'data-pg'),
          DIST_DIR: dist,
          DATABASE_URL: u.toString(),
          // A shared database needs the keys given, the same in every process (server/secrets.ts).
          TOKEN_SECRET: Buffer.alloc(32, 7).toString('base64'),
          DATA_ENCRYPTION_KEY: Buffer.alloc(32, 8).toString('base64'),
        });
        try {
          expect(await (await fetch(`${base}/health`)).json()).toEqual({
            status: 'ok',
            database: 'postgres',
          });
          const migrations = await admin.query(`SELECT name FROM ${schema}.schema_migrations ORDER BY name`);
          expect(migrations.rows.map((r) => r.name)).toContain('001_core.sql');
        } finally {
          child.kill('SIGTERM');
        }
        expect(await exitCode(child)).toBe(0);
      } finally {
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.end();
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
