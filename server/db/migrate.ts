import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files of this build, in order. */
function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
}

/** Migration files of this build that the database has not applied (all of them on an empty one). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const [table] = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!table?.t) return migrationFiles();
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return migrationFiles().filter((f) => !applied.has(f));
}

/**
 * Applies every `server/db/migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in
 * file-name order, each in its own transaction. Safe to run at every start: applied files are skipped.
 * One advisory lock, taken before anything is created (even the bookkeeping table, whose concurrent
 * `CREATE TABLE IF NOT EXISTS` can itself fail on PostgreSQL), lets any number of processes start at
 * once on one database: each waits for the one ahead, then finds its files applied.
 * @returns the names of the files applied by this call.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = migrationFiles();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72616)');
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied: string[] = [];
    for (const file of files) {
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length) continue;
      await tx.exec(readFileSync(join(migrationsDir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
