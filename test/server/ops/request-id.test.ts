/**
 * Issue 39 item 6: request ids were per-process counters (`req-1`, `req-2` ... in every process), so no
 * proxy log line could be joined to a server's. Now a trusted proxy's `X-Request-Id` (nginx sets it
 * from `$request_id`, docs/scale-out.md) names the request in the server's log and reply; anyone
 * else's is ignored, and a request without one gets a random id.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import { ROOT_ROUTES } from '../../../contract/api/routes.js';
import { clonePglite } from '../helpers/dbTemplates.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = '10.9.0.1';

describe('request ids', () => {
  let db: Db;
  let app: FastifyInstance;
  const lines: { reqId?: string; req?: { url: string } }[] = [];

  beforeAll(async () => {
    db = await clonePglite('migrated');
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0', TRUST_PROXY: PROXY }),
      db,
      secrets: { tokenKey: randomBytes(32), dataKey: randomBytes(32) },
      logger: { stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Sends `GET /health` from `remoteAddress` with `headers`; the id the reply and the log gave it. */
  const idOf = async (remoteAddress: string, headers: Record<string, string> = {}) => {
    const url = `${ROOT_ROUTES.health.path}?n=${randomBytes(4).toString('hex')}`;
    const res = await app.inject({ method: 'GET', url, remoteAddress, headers });
    const logged = lines.find(
      (l) => l.req?.url === ROOT_ROUTES.health.path && l.reqId === res.headers['x-request-id'],
    );
    return { reply: res.headers['x-request-id'], logged: logged?.reqId };
  };

  it("are the trusted proxy's X-Request-Id, in the log and the reply", async () => {
    const nginxId = randomBytes(16).toString('hex');
    expect(await idOf(PROXY, { 'x-request-id': nginxId, 'x-forwarded-for': '198.51.100.4' })).toEqual({
      reply: nginxId,
      logged: nginxId,
    });
  });

  it('are random where no trusted proxy sent one: a client cannot choose the id its request is logged under', async () => {
    const forged = await idOf('198.51.100.4', { 'x-request-id': 'chosen-by-the-client' });
    expect(forged.reply).toMatch(UUID);
    expect(forged.logged).toBe(forged.reply);
    // A malformed id from the proxy itself (spaces, over 128 characters) is not taken either.
    expect((await idOf(PROXY, { 'x-request-id': 'a b' })).reply).toMatch(UUID);
    expect((await idOf(PROXY, { 'x-request-id': 'x'.repeat(129) })).reply).toMatch(UUID);
    // No counter: two requests without an id get unrelated ones.
    const [a, b] = [await idOf('198.51.100.5'), await idOf('198.51.100.5')];
    expect(a.reply).toMatch(UUID);
    expect(b.reply).toMatch(UUID);
    expect(a.reply).not.toBe(b.reply);
  });
});
