import pg from 'pg';
import type { Db, DbTx } from './types.js';

/** Opens a pool on a PostgreSQL server; every statement is parameterised by `pg`. */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle client the server drops (a PostgreSQL restart, a failover, an administrator's
  // pg_terminate_backend: error 57P01) is removed from the pool by pg, which then emits 'error' on
  // the pool; without a listener that is an uncaught exception that ends the process. The next
  // query opens a fresh connection, so there is nothing else to do.
  pool.on('error', () => undefined);
  // Fail fast with a clear message when the server is not reachable.
  const client = await pool.connect();
  client.release();
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const tx: DbTx = {
          query: async <T>(sql: string, params: unknown[] = []) => (await c.query(sql, params)).rows as T[],
          exec: async (sql) => {
            await c.query(sql);
          },
        };
        const out = await fn(tx);
        await c.query('COMMIT');
        return out;
      } catch (e) {
        await c.query('ROLLBACK');
        throw e;
      } finally {
        c.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
