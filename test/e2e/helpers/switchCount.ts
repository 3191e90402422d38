/**
 * What a test file's own server recorded for a quote, read from its database as the server tests
 * count them (test/server/hardening/one-switch.test.ts): completed switches (orders to a supplier)
 * and paid carbon offsets.
 */
import { join } from 'node:path';
import { openDb, type Db } from '../../../server/db/db.js';
import type { OwnServer } from './ownServer';

/**
 * Runs `read` on `server`'s embedded database. An embedded database belongs to one process (as
 * `npm run switches` says), so the server is stopped while it is read and started again afterwards,
 * at the same address, with its data, tokens and sessions kept.
 */
async function readDb<T>(server: OwnServer, read: (db: Db) => Promise<T>): Promise<T> {
  await server.stop();
  try {
    const db = await openDb({ dir: join(server.dataDir(), 'db') });
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  } finally {
    await server.start();
  }
}

async function countOf(db: Db, sql: string, switchId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, [switchId]);
  return row?.n ?? 0;
}

const COMPLETED_SWITCHES =
  'SELECT count(*)::int AS n FROM switches WHERE switch_id = $1 AND completed_at IS NOT NULL';
// A payment is an order the provider marked paid; pending and failed orders charged nothing.
const PAID_OFFSETS = `SELECT count(*)::int AS n FROM carbon_orders o JOIN switches s ON s.id = o.switch_row
  WHERE s.switch_id = $1 AND o.provider_status = 'paid'`;

/** The completed switches of quote `switchId` on `server`'s embedded database. */
export function completedSwitches(server: OwnServer, switchId: string): Promise<number> {
  return readDb(server, (db) => countOf(db, COMPLETED_SWITCHES, switchId));
}

/** The completed switches and paid carbon offsets of quote `switchId`, read in one stop of `server`. */
export function switchesAndPayments(
  server: OwnServer,
  switchId: string,
): Promise<{ switches: number; payments: number }> {
  return readDb(server, async (db) => ({
    switches: await countOf(db, COMPLETED_SWITCHES, switchId),
    payments: await countOf(db, PAID_OFFSETS, switchId),
  }));
}
