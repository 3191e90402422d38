import type { Db } from '../../../server/db/db.js';
import { clonePglite, clonePostgres, type TemplateKind } from './dbTemplates.js';

/** A database a server test can run on, with its name for `describe.each`. */
export interface TestDbTarget {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated, empty database of its own: an in-memory PGlite, or a new PostgreSQL database. */
  open(): Promise<Db>;
  /** The same with the bundled market data loaded (what a started server holds). */
  openSeeded(): Promise<Db>;
}

/**
 * The databases every server database test runs on: PGlite always, and PostgreSQL as well when
 * `TEST_DATABASE_URL` is set (CI points it at the local server). Use with
 * `describe.each(testDbTargets())('on $name', (target) => ...)`. Each database is a clone of a
 * template built once per run (dbTemplates.setup.ts), not created, migrated and seeded per file.
 */
export function testDbTargets(): TestDbTarget[] {
  const targets: TestDbTarget[] = [
    { name: 'pglite', open: () => clonePglite('migrated'), openSeeded: () => clonePglite('seeded') },
  ];
  if (process.env.TEST_DATABASE_URL) {
    targets.push({
      name: 'postgres',
      open: () => postgres('migrated'),
      openSeeded: () => postgres('seeded'),
    });
  }
  return targets;
}

async function postgres(kind: TemplateKind): Promise<Db> {
  return (await clonePostgres(kind)).db;
}
