/** PostgreSQL administration the server tests need: statements on the maintenance connection. */
import pg from 'pg';

/** `url` with its database name replaced by `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `sql` on a connection of its own to the database named in `url` (CREATE / DROP DATABASE). */
export async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
