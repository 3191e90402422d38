/**
 * How many completed switches (orders to a supplier) a quote has, read from the database of a test
 * file's own server, as the server tests count them (test/server/hardening/one-switch.test.ts).
 */
import { join } from 'node:path';
import { openDb } from '../../../server/db/db.js';
import type { OwnServer } from './ownServer';

/**
 * The completed switches of quote `switchId` on `server`'s embedded database. An embedded database
 * belongs to one process (as `npm run switches` says), so the server is stopped while it is read and
 * started again afterwards, at the same address, with its data, tokens and sessions kept.
 */
export async function completedSwitches(server: OwnServer, switchId: string): Promise<number> {
  await server.stop();
  try {
    const db = await openDb({ dir: join(server.dataDir(), 'db') });
    try {
      const [row] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM switches WHERE switch_id = $1 AND completed_at IS NOT NULL',
        [switchId],
      );
      return row?.n ?? 0;
    } finally {
      await db.close();
    }
  } finally {
    await server.start();
  }
}
