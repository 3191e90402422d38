/**
 * Tests that need PostgreSQL (two processes on one database): they run when `TEST_DATABASE_URL` is
 * set, as CI sets it; elsewhere they are skipped under a name that says why, and the run's global
 * setup (dbTemplates.setup.ts) prints the same. Under CI an unset URL fails the run instead.
 */

/** The PostgreSQL server of the run, if any. */
export const postgresUrl = process.env.TEST_DATABASE_URL;

/** The name of a PostgreSQL-only test or suite, saying so when it is skipped. */
export function postgresOnly(name: string): string {
  return postgresUrl ? name : `${name} (skipped: TEST_DATABASE_URL is not set; CI sets it)`;
}
