import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/db.js';
import { storeTrackRecords } from '../../../server/tracking/records.js';
import { testDbTargets } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 6: a tracking batch is validated whole and stored in one transaction. */
describe.each(testDbTargets())('track-records all or nothing, on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    db = await target.open();
    app = await buildTestApp(db);
    token = await getToken(app);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const count = async (switchId: string) =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM track_records WHERE switch_id = $1', [
        switchId,
      ])
    )[0].n;
  const record = (switchId: string, value = 'Home') => ({
    switchId,
    propertyDetails: [{ name: 'Page', value }],
  });

  it('a batch with one bad record stores none of it and names the record', async () => {
    for (const [bad, field] of [
      [
        { ...record('B1'), propertyDetails: [{ name: 'Page', value: 'x\u0000' }] },
        '3.propertyDetails.0.value',
      ],
      [{ ...record('B1'), switchId: 7 }, '3.switchId'],
      [{ ...record('B1'), propertyDetails: [{ name: 'Page' }] }, '3.propertyDetails.0.value'],
    ] as const) {
      const res = await callApi(app, token, {
        method: 'POST',
        url: API_ROUTES.trackRecords.path,
        payload: [record('B1'), record('B1'), record('B1'), bad, record('B1')],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[0].field).toBe(field);
      expect(await count('B1')).toBe(0);
    }
  });

  it('storing is one transaction: a row the database refuses leaves none of the batch', async () => {
    // Past the route's validation (which refuses a NUL), the database itself refuses this row.
    const batch = [record('T1'), record('T1'), { ...record('T1'), userTrackingId: 'x\u0000' }];
    await expect(storeTrackRecords(db, batch)).rejects.toThrow();
    expect(await count('T1')).toBe(0);
  });

  it('a good batch is stored whole', async () => {
    const res = await callApi(app, token, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: Array.from({ length: 20 }, (_, i) => record('G1', `Page ${i}`)),
    });
    expect(res.json()).toEqual({ recorded: 20 });
    expect(await count('G1')).toBe(20);
  });
});
