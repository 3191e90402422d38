import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.js';
import { testDbTargets } from './helpers/db.js';
import { buildTestApp } from './helpers/app.js';

describe.each(testDbTargets())('affiliate tracking pixel on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await target.open();
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers a 1x1 GIF without a token and records the conversion', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sandbox/affiliate/pixel.gif?event=1106&ref=OWNER1&switchId=1234567890&cost=1641.5',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const rows = await db.query<{ property_details: { name: string; value: string }[] }>(
      "SELECT property_details FROM track_records WHERE switch_id = '1234567890'",
    );
    expect(rows[0].property_details).toContainEqual({ name: 'Event', value: '1106' });
    expect(rows[0].property_details).toContainEqual({ name: 'TotalCost', value: '1641.5' });
  });

  it('refuses an unknown event code with a 400 naming it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/sandbox/affiliate/pixel.gif?event=9999&ref=OWNER1&switchId=1&cost=1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^event must be one of 1105, 1106/);
  });
});
