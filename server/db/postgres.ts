import pg from 'pg';
import type { Db, DbTx } from './types.js';

/** How long the first connection may take before the open fails (a host that drops packets never refuses). */
const FIRST_CONNECT_MS = 30_000;

/**
 * Opens a pool of `poolSize` connections on a PostgreSQL server; every statement is parameterised by
 * `pg`. Fails when the server cannot be reached (refused, or no answer within 30 s).
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client the server drops (a PostgreSQL restart, a failover, an administrator's
  // pg_terminate_backend: error 57P01) is removed from the pool by pg, which then emits 'error' on
  // the pool; without a listener that is an uncaught exception that ends the process. The next
  // query opens a fresh connection, so there is nothing else to do.
  pool.on('error', () => undefined);
  // Fail fast when the server is not reachable: refused at once, or silent for FIRST_CONNECT_MS.
  let timer: NodeJS.Timeout | undefined;
  try {
    const client = await Promise.race([
      pool.connect(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${FIRST_CONNECT_MS / 1000} s`)),
          FIRST_CONNECT_MS,
        );
      }),
    ]);
    client.release();
  } catch (err) {
    void pool.end().catch(() => undefined);
    throw err;
  } finally {
    clearTimeout(timer);
  }
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
