import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCarbonFactors } from '../../../server/market/index.js';
import { testDbTargets } from '../helpers/db.js';
import { callApi, getToken } from '../helpers/app.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { switchedQuote } from '../switching/flow.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 3: the offset is priced by the server, and names and orders stay with their session. */
describe.each(testDbTargets())('carbon offset priced and guarded by the server, on $name', (target) => {
  let s: Seeded;
  let switched: { uuid: string; switchId: string };
  let footprintKg: number;
  beforeAll(async () => {
    s = await openSeeded(target);
    const done = await switchedQuote(s);
    footprintKg = done.q.footprintKg;
    switched = done.switched;
  }, 60_000);
  afterAll(async () => s.close());

  const projectId = async () =>
    (await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path })).json().projects[0].id as number;

  it('a footprint of 0 sent by the browser does not make a £0 offset', async () => {
    const perTonne = (await getCarbonFactors(s.db)).offsetPriceGbpPerTonne;
    const full = Math.round((footprintKg / 1000) * perTonne * 100) / 100;
    expect(full).toBeGreaterThan(0);
    const eq = await s.call({
      method: 'POST',
      url: `/request/clevel/customer/carbonoffset?uuid=${switched.uuid}`,
      payload: { carbonFootprint: 0 },
    });
    expect(eq.statusCode).toBe(200);
    expect(eq.json()).toMatchObject({ carbonFootprint: footprintKg / 1000, fullCarbonCost: full });
    for (const percentage of [25, 50, 75, 100]) {
      const pay = await s.call({
        method: 'POST',
        url: API_ROUTES.carbonPayment.path,
        payload: { uuid: switched.uuid, projectId: await projectId(), percentage },
      });
      expect(pay.statusCode).toBe(200);
      expect(pay.json().amount).toBe(Math.round(full * percentage) / 100);
    }
    const odd = await s.call({
      method: 'POST',
      url: API_ROUTES.carbonPayment.path,
      payload: { uuid: switched.uuid, projectId: await projectId(), percentage: 1 },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields[0].field).toBe('percentage');
  });

  it('another session cannot read the names or the orders with the uuid alone', async () => {
    const other = await getToken(s.app);
    const pay = await s.call({
      method: 'POST',
      url: API_ROUTES.carbonPayment.path,
      payload: { uuid: switched.uuid, projectId: await projectId(), percentage: 50 },
    });
    const oid = pay.json().orderId as string;
    const calls = [
      {
        method: 'POST' as const,
        url: `/request/clevel/customer/carbonoffset?uuid=${switched.uuid}`,
        payload: {},
      },
      {
        method: 'POST' as const,
        url: API_ROUTES.carbonPayment.path,
        payload: { uuid: switched.uuid, projectId: await projectId(), percentage: 50 },
      },
      {
        method: 'GET' as const,
        url: `/request/clevel/customer/carbonoffset/payment/update?id=${switched.uuid}&oid=${oid}`,
      },
    ];
    for (const c of calls) {
      const res = await callApi(s.app, other, c);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.body).not.toContain('Lovelace');
    }
  });

  it('the existing-switch check opens the carbon offset of that switch to the session that asked, without the names', async () => {
    const other = await getToken(s.app);
    const check = await callApi(s.app, other, {
      method: 'POST',
      url: API_ROUTES.alreadySwitched.path,
      payload: { switchId: switched.switchId },
    });
    expect(check.json()).toBe(true);
    // The existing-switch form stores the switch id it was given as the uuid (spec section 2).
    const eq = await callApi(s.app, other, {
      method: 'POST',
      url: `/request/clevel/customer/carbonoffset?uuid=${switched.switchId}`,
      payload: {},
    });
    expect(eq.statusCode, eq.body).toBe(200);
    // The switch id alone (shown to the customer, sent to the affiliate) never opens personal data.
    expect(eq.json()).toMatchObject({ firstName: '', lastName: '', customerId: switched.switchId });
    expect(eq.body).not.toMatch(/Ada|Lovelace/);
    expect(eq.json().offsetPrices).toHaveLength(4);
  });
});
