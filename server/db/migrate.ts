import { readdirSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `server/db/migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in
 * file-name order, each in its own transaction. Safe to run at every start: applied files are skipped.
 * One advisory lock, taken before anything is created (even the bookkeeping table, whose concurrent
 * `CREATE TABLE IF NOT EXISTS` can itself fail on PostgreSQL), lets any number of processes start at
 * once on one database: each waits for the one ahead, then finds its files applied.
 * @returns the names of the files applied by this call.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
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
