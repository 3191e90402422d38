/**
 * Vitest global setup: builds the server tests' two template databases once per run, a migrated empty
 * one and a seeded one (the bundled market loaded), and hands their whereabouts to the test files
 * (`inject('dbTemplates')`), which clone them (helpers/db.ts) instead of creating, migrating and
 * seeding a database of their own. On PGlite a new empty database takes about 3 s and a clone of a
 * tarball about 0.5 s; on PostgreSQL a clone is `CREATE DATABASE ... TEMPLATE`. Rebuilt every run,
 * so a new migration or seed change is always in them.
 */
import { nginxBinary } from './nginx.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../../server/db/db.js';
import { migrate } from '../../../server/db/migrate.js';
import { pgliteDb } from '../../../server/db/pglite.js';
import { seedMarket } from '../../../server/market/index.js';
import type { DbTemplates } from './dbTemplates.js';
import { admin, databaseUrl } from './pgAdmin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Writes the PGlite templates as data-folder tarballs into `dir`. */
async function pgliteTemplates(dir: string): Promise<DbTemplates['pglite']> {
  const instance = new PGlite();
  await instance.waitReady;
  const db = pgliteDb(instance);
  await migrate(db);
  const migrated = join(dir, 'migrated.tar');
  writeFileSync(migrated, Buffer.from(await (await instance.dumpDataDir('none')).arrayBuffer()));
  await seedMarket(db);
  const seeded = join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await instance.dumpDataDir('none')).arrayBuffer()));
  await instance.close();
  return { migrated, seeded };
}

/** Creates the PostgreSQL template databases on the server at `url`. */
async function postgresTemplates(url: string): Promise<NonNullable<DbTemplates['postgres']>> {
  const tag = randomBytes(4).toString('hex');
  const names = { migrated: `tmpl_migrated_${tag}`, seeded: `tmpl_seeded_${tag}` };
  for (const [kind, name] of Object.entries(names)) {
    await admin(url, `CREATE DATABASE ${name}`);
    const db = await openDb({ url: databaseUrl(url, name) });
    await migrate(db);
    if (kind === 'seeded') await seedMarket(db);
    await db.close();
  }
  return { url, ...names };
}

/** Builds the templates; the returned function removes them after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'db-templates-'));
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI) {
    // CI must run every server test on PostgreSQL too (.ci/run sets the URL): never pass without it.
    throw new Error('TEST_DATABASE_URL is not set: under CI the server tests must also run on PostgreSQL.');
  }
  if (!process.env.TEST_REDIS_URL && process.env.CI) {
    // Likewise the tests of rate-limit counts shared through Redis (.ci/run starts Redis).
    throw new Error('TEST_REDIS_URL is not set: under CI the Redis rate-limit tests must run.');
  }
  if (!nginxBinary && process.env.CI) {
    // The two-servers-behind-nginx test must run in CI (.ci/run installs Debian's nginx).
    throw new Error('nginx is not installed: under CI the scale-out test behind nginx must run.');
  }
  if (!process.env.TEST_REDIS_URL) {
    console.warn('TEST_REDIS_URL is not set: the Redis-only tests are skipped (each says so in its name).');
  }
  if (!url) {
    console.warn(
      'TEST_DATABASE_URL is not set: the server tests run on PGlite only, and the PostgreSQL-only tests are ' +
        'skipped (each says so in its name). Set it to a PostgreSQL server to run them.',
    );
  }
  const [pglite, postgres] = await Promise.all([
    pgliteTemplates(dir),
    url ? postgresTemplates(url) : Promise.resolve(undefined),
  ]);
  project.provide('dbTemplates', { pglite, ...(postgres ? { postgres } : {}) });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (postgres) {
      for (const name of [postgres.migrated, postgres.seeded]) {
        await admin(postgres.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
  };
}
