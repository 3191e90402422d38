/**
 * A PostgreSQL connection dropped by the server while idle in the pool (a restart, a failover, an
 * administrator's pg_terminate_backend) must not end the process: the pool discards it and the next
 * query opens a new one.
 */
import { describe, expect, it } from 'vitest';
import { clonePostgres } from './helpers/dbTemplates.js';
import { postgresOnly, postgresUrl } from './helpers/postgresOnly.js';

describe('the PostgreSQL pool', () => {
  it.runIf(postgresUrl)(postgresOnly('survives its idle connections being terminated'), async () => {
    const { db } = await clonePostgres('migrated');
    try {
      const [{ pid }] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      const admin = await clonePostgres('migrated');
      try {
        await admin.db.query('SELECT pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.db.close();
      }
      // Give the dropped connection's error time to arrive (it used to be an uncaught exception).
      await new Promise((r) => setTimeout(r, 200));
      const [{ ok }] = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(ok).toBe(1);
    } finally {
      await db.close();
    }
  });
});
