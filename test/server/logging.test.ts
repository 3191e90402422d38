import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import type { Db } from '../../server/db/db.js';
import { clonePglite } from './helpers/dbTemplates.js';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes.js';

describe('request logs', () => {
  let db: Db;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await clonePglite('migrated');
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0' }),
      db,
      secrets: { tokenKey: randomBytes(32), dataKey: randomBytes(32) },
      logger: { stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('hold method, path and status but never query strings, bodies or tokens', async () => {
    const token = (await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path })).json().token as string;
    await app.inject({
      method: 'POST',
      url: '/api/request/user/track-records?postcode=SW1A1AA&email=jane@example.com',
      headers: { authorization: `Bearer ${token}` },
      payload: [{ userRefId: 'Jane Householder', propertyDetails: [{ name: 'Page', value: '12345678' }] }],
    });
    const log = lines.join('');
    expect(log).toContain(`/api${API_ROUTES.trackRecords.path}`);
    expect(log).toContain('"statusCode":200');
    for (const secret of ['SW1A1AA', 'jane@example.com', 'Jane Householder', '12345678', token]) {
      expect(log).not.toContain(secret);
    }
  });
});
