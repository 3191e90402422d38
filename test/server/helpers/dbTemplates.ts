/**
 * The server tests' template databases (built once per run by dbTemplates.setup.ts) and how a test
 * file clones one: a PGlite tarball loaded into a new in-memory database, or a new PostgreSQL
 * database made `TEMPLATE` the template.
 */
import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import { openDb, type Db } from '../../../server/db/db.js';
import { admin, databaseUrl } from './pgAdmin.js';

/** Which template: the migrated empty database, or the one with the bundled market loaded. */
export type TemplateKind = 'migrated' | 'seeded';

/** Where the templates are. */
export interface DbTemplates {
  /** Data-folder tarballs of each PGlite template. */
  pglite: Record<TemplateKind, string>;
  /** The PostgreSQL server (its maintenance URL) and each template database's name, when one is used. */
  postgres?: { url: string } & Record<TemplateKind, string>;
}

/** The templates of this run; throws with the cause when the global setup did not run. */
function templates(): DbTemplates {
  const found = inject('dbTemplates');
  if (!found)
    throw new Error('no template databases: run server tests through vitest.config.ts (globalSetup)');
  return found;
}

/**
 * The PGlite template as a data-folder tarball, for `openDb({ dir, from })` where a test needs the
 * database in a folder (a command line run against it).
 */
export function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  return openAsBlob(templates().pglite[kind]);
}

/** A new in-memory PGlite database holding what the template holds. */
export async function clonePglite(kind: TemplateKind): Promise<Db> {
  return openDb({ memory: true, from: await pgliteTemplate(kind) });
}

/** What a PostgreSQL clone is: the database, its URL (for a second connection) and its name. */
export interface PostgresClone {
  db: Db;
  url: string;
}

/** A new PostgreSQL database copied from the template, dropped when the returned db is closed. */
export async function clonePostgres(kind: TemplateKind): Promise<PostgresClone> {
  const server = templates().postgres;
  if (!server) throw new Error('no PostgreSQL templates: TEST_DATABASE_URL was not set when the run started');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(server.url, `CREATE DATABASE ${name} TEMPLATE ${server[kind]}`);
  const url = databaseUrl(server.url, name);
  const db = await openDb({ url });
  const close = db.close;
  return {
    url,
    db: Object.assign(db, {
      close: async () => {
        await close();
        await admin(server.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    }),
  };
}
