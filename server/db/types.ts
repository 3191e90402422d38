/**
 * The one database interface the server uses. Two drivers implement it with the same SQL:
 * embedded PGlite (the default, a folder under `data/`) and PostgreSQL through `pg` when a
 * connection URL is given. Only parameterised SQL (`$1`, `$2` ...) crosses this boundary.
 */
export interface Db {
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` inside a transaction; the transaction commits when `fn` resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T>;
  /** Closes the connection or pool. */
  close(): Promise<void>;
  /** Which driver this is, for logs and health. */
  readonly kind: 'pglite' | 'postgres';
  /** Clients of the connection pool (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The part of {@link Db} available inside a transaction. */
export type DbTx = Pick<Db, 'query' | 'exec'>;

/**
 * Where the database lives: a PostgreSQL URL (with its pool size), a PGlite folder, or `memory` for a throwaway PGlite.
 * A PGlite location may start `from` a data-folder tarball (PGlite's `dumpDataDir`) instead of an
 * empty database: the test suite clones its migrated and seeded templates this way.
 */
export type DbLocation =
  { url: string; poolSize?: number } | { dir: string; from?: Blob } | { memory: true; from?: Blob };
