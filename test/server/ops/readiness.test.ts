/**
 * Issue 39 item 6: `/health` and `/ready` tell the truth. `/health` answered 500 while PostgreSQL was
 * unreachable (a fault of ours, to a monitor) where 503 is the truth; and a server whose data keys
 * cannot open the sign-ups another process writes reported ready, then answered 500 to completions.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ROOT_ROUTES } from '../../../contract/api/routes.js';
import { openDb } from '../../../server/db/db.js';
import { requireOpenableData } from '../../../server/switching/keyCheck.js';
import { keyId, keyring } from '../../../server/switching/seal.js';
import { buildTestApp } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { clonePostgres } from '../helpers/dbTemplates.js';
import { postgresOnly, postgresUrl } from '../helpers/postgresOnly.js';
import { startTcpProxy } from '../helpers/tcpProxy.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { switchedQuote } from '../switching/flow.js';

const get = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<Record<string, string>>() };
};

describe.each(testDbTargets())('the data keys at /ready and at start, on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
    await switchedQuote(s);
  }, 60_000);
  afterAll(async () => s.close());

  it('/ready answers 503 naming a key id the newest sign-ups are sealed with and this process lacks', async () => {
    const written = keyId(s.secrets.dataKey);
    expect(await get(s.app, ROOT_ROUTES.ready.path)).toMatchObject({ status: 200, body: { dataKeys: 'ok' } });
    const other = await buildTestApp(s.db, {}, { ...s.secrets, dataKey: randomBytes(32) });
    try {
      const ready = await get(other, ROOT_ROUTES.ready.path);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        status: 'not ready',
        database: 'ok',
        dataKeys: `data key ${written} is not configured`,
      });
    } finally {
      await other.close();
    }
    // The same process with the writer's key among its old keys is ready.
    const rotated = await buildTestApp(
      s.db,
      {},
      { ...s.secrets, dataKey: randomBytes(32), oldDataKeys: [s.secrets.dataKey] },
    );
    try {
      expect((await get(rotated, ROOT_ROUTES.ready.path)).status).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('the start check opens a value of each key id: a changed value under a configured id is named too', async () => {
    const ring = keyring(s.secrets.dataKey);
    await expect(requireOpenableData(s.db, ring)).resolves.toBeUndefined();
    await expect(requireOpenableData(s.db, keyring(randomBytes(32)))).rejects.toThrow(
      `data key ${ring.currentId} is not configured`,
    );
    // The newest sign-up's sealed names changed in the database (its tag's first character): the key
    // id is the ring's, yet the value does not open.
    const [row] = await s.db.query<{ id: string; personal: unknown }>(
      `SELECT id::text AS id, personal FROM switches WHERE personal IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    const personal = (typeof row.personal === 'string' ? JSON.parse(row.personal) : row.personal) as {
      sealed: string;
    };
    const parts = personal.sealed.split('.');
    parts[3] = (parts[3][0] === 'A' ? 'B' : 'A') + parts[3].slice(1);
    await s.db.query(`UPDATE switches SET personal = $2::jsonb WHERE id = $1::bigint`, [
      row.id,
      JSON.stringify({ ...personal, sealed: parts.join('.') }),
    ]);
    await expect(requireOpenableData(s.db, ring)).rejects.toThrow(
      `data key ${ring.currentId} does not open a stored value`,
    );
  });
});

describe('/health and /ready while the database cannot be reached', () => {
  it.runIf(postgresUrl)(
    postgresOnly('answer 503 naming the database, and 200 again once it is back'),
    async () => {
      const clone = await clonePostgres('seeded');
      const u = new URL(clone.url);
      const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
      u.hostname = '127.0.0.1';
      u.port = String(proxy.port);
      const db = await openDb({ url: u.toString() });
      const app = await buildTestApp(db);
      try {
        expect(await get(app, ROOT_ROUTES.health.path)).toEqual({
          status: 200,
          body: { status: 'ok', database: 'postgres' },
        });
        // Stopped answering (a dropped route, a paused server): no reply within the probe's 3 s.
        proxy.hang();
        expect(await get(app, ROOT_ROUTES.health.path)).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'postgres: unreachable' },
        });
        proxy.resume();
        expect((await get(app, ROOT_ROUTES.health.path)).status).toBe(200);
        // Gone (refused): 503 at once, from /ready too.
        await proxy.down();
        expect(await get(app, ROOT_ROUTES.health.path)).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'postgres: unreachable' },
        });
        expect(await get(app, ROOT_ROUTES.ready.path)).toMatchObject({
          status: 503,
          body: { status: 'not ready', database: 'unreachable' },
        });
      } finally {
        await app.close();
        await db.close();
        await clone.db.close();
      }
    },
    60_000,
  );
});
