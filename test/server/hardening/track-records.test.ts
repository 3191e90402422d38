import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/db.js';
import { storeTrackRecords, TRACK_RECORDS_PER_SESSION } from '../../../server/tracking/records.js';
import { testDbTargets } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 6: a tracking batch is validated whole and stored in one transaction. */
describe.each(testDbTargets())('track-records all or nothing, on $name', (target) => {
  let db: Db;
  let app: FastifyInstance;
  let token: string;
  let session: string;
  beforeAll(async () => {
    db = await target.open();
    app = await buildTestApp(db);
    token = await getToken(app);
    session = sessionOfToken(token);
    // Quotes of this session, which its records may name.
    for (const id of ['B1', 'T1', 'G1', 'C1'])
      await db.query(
        `INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id) VALUES ($1, gen_random_uuid(), 'gas', '{}', $2)`,
        [id, session],
      );
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
    await expect(storeTrackRecords(db, session, batch)).rejects.toThrow(/invalid byte sequence|0x00/);
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

  it("a record naming another session's switch id (or none that exists) stores nothing: 404 naming it", async () => {
    const other = await getToken(app);
    for (const switchId of ['G1', 'NOSUCH']) {
      const res = await callApi(app, other, {
        method: 'POST',
        url: API_ROUTES.trackRecords.path,
        payload: [{ propertyDetails: [{ name: 'Page', value: 'Home' }] }, record(switchId, 'Forged')],
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, fields: [{ field: '1.switchId' }] });
    }
    expect(await count('G1')).toBe(20);
    // Without a switch id a record is the visitor's own page view: stored.
    const res = await callApi(app, other, {
      method: 'POST',
      url: API_ROUTES.trackRecords.path,
      payload: [{ propertyDetails: [{ name: 'Page', value: 'Home' }] }],
    });
    expect(res.json()).toEqual({ recorded: 1 });
  });

  it(`a session stores at most ${TRACK_RECORDS_PER_SESSION} records; past that a batch answers 429`, async () => {
    const fresh = await getToken(app);
    const batch = Array.from({ length: 50 }, (_, i) => ({
      propertyDetails: [{ name: 'Page', value: `P${i}` }],
    }));
    const send = () =>
      callApi(app, fresh, { method: 'POST', url: API_ROUTES.trackRecords.path, payload: batch });
    const codes: number[] = [];
    for (let i = 0; i < TRACK_RECORDS_PER_SESSION / 50 + 2; i++) codes.push((await send()).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(TRACK_RECORDS_PER_SESSION / 50);
    expect(codes.slice(-2)).toEqual([429, 429]);
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM track_records WHERE session_id = $1',
      [sessionOfToken(fresh)],
    );
    expect(n).toBe(TRACK_RECORDS_PER_SESSION);
  });
});

/** The session id in a token's claims (read without checking the signature: the test's own token). */
function sessionOfToken(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid;
}
