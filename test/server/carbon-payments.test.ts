/**
 * Carbon offset money as a careful shop handles it: the server prices each share, a return
 * processed twice is one payment, two tabs paying at once are one payment, and a failed or abandoned
 * payment can be retried without a second charge.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from './helpers/db.js';
import { buildTestApp, callApi, getToken } from './helpers/app.js';
import type { Seeded } from './routes/seeded.js';
import { switchedQuote } from './switching/flow.js';
import { API_ROUTES } from '../../contract/api/routes.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDbTargets())('carbon offset payments on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    const db = await target.openSeeded();
    const secrets = { tokenKey: randomBytes(32), dataKey: randomBytes(32) };
    const app = await buildTestApp(db, {}, secrets);
    const token = await getToken(app);
    s = {
      db,
      app,
      token,
      secrets,
      call: (o) => callApi(app, token, o),
      close: async () => (await app.close(), await db.close()),
    };
  }, 60_000);
  afterAll(async () => s.close());

  /** A completed switch's uuid and the first project's id. */
  async function switchedWithProject() {
    const { switched } = await switchedQuote(s);
    const projects = (await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path })).json().projects;
    return { uuid: switched.uuid, projectId: projects[0].id as number };
  }
  const order = async (uuid: string, projectId: number, percentage: number) => {
    const res = await s.call({
      method: 'POST',
      url: API_ROUTES.carbonPayment.path,
      payload: { uuid, projectId, percentage },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const provider = (orderId: string, outcome: 'pay' | 'fail') =>
    s.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${orderId}/${outcome}`,
      headers: FORM,
      payload: '',
    });
  const update = async (uuid: string, orderId: string, c = '') =>
    (
      await s.call({
        method: 'GET',
        url: `/request/clevel/customer/carbonoffset/payment/update?id=${uuid}&oid=${orderId}${c ? `&c=${c}` : ''}`,
      })
    ).json();
  const paidCount = async () =>
    (
      await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM carbon_orders WHERE provider_status = 'paid'`,
      )
    )[0].n;

  it('prices each share on the server, to the penny, and charges exactly that', async () => {
    const { uuid, projectId } = await switchedWithProject();
    const eq = (
      await s.call({
        method: 'POST',
        url: `/request/clevel/customer/carbonoffset?uuid=${uuid}`,
        payload: { carbonFootprint: 999 },
      })
    ).json();
    expect(eq.offsetPrices.map((p: { percentage: number }) => p.percentage)).toEqual([25, 50, 75, 100]);
    expect(eq.offsetPrices[3].amount).toBe(eq.fullCarbonCost);
    for (const { percentage, amount } of eq.offsetPrices as { percentage: number; amount: number }[]) {
      expect(amount).toBe(Math.round(eq.fullCarbonCost * percentage) / 100);
      // The footprint the browser sent (999) changes nothing.
      expect((await order(uuid, projectId, percentage)).body.amount).toBe(amount);
    }
    expect((await order(uuid, projectId, 30)).status).toBe(400);
  });

  it('records one payment when the same return is processed twice, or paid again', async () => {
    const before = await paidCount();
    const { uuid, projectId } = await switchedWithProject();
    const { body } = await order(uuid, projectId, 50);
    expect((await provider(body.orderId, 'pay')).statusCode).toBe(303);
    const first = await update(uuid, body.orderId);
    const second = await update(uuid, body.orderId);
    expect(first).toMatchObject({ status: 'paid', percentage: 50 });
    expect(second.paymentReference).toBe(first.paymentReference);
    // A doctored return (c=1) cannot hide the payment; pressing Fail after paying changes nothing.
    expect((await update(uuid, body.orderId, '1')).status).toBe('paid');
    await provider(body.orderId, 'fail');
    expect((await update(uuid, body.orderId)).status).toBe('paid');
    expect(await paidCount()).toBe(before + 1);
    // Once paid, no new order can be started.
    const again = await order(uuid, projectId, 100);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(first.paymentReference);
  });

  it('takes one payment when two tabs pay at once', async () => {
    const before = await paidCount();
    const { uuid, projectId } = await switchedWithProject();
    const a = (await order(uuid, projectId, 25)).body;
    const b = (await order(uuid, projectId, 100)).body;
    const [ra, rb] = await Promise.all([provider(a.orderId, 'pay'), provider(b.orderId, 'pay')]);
    expect(await paidCount()).toBe(before + 1);
    // Both tabs return to the one payment that went through, with its reference.
    expect(ra.headers.location).toBe(rb.headers.location);
    const oid = new URL(String(ra.headers.location), 'http://x').searchParams.get('oid')!;
    const paid = await update(uuid, oid);
    expect(paid.status).toBe('paid');
    // The other order's checkout page offers no second payment.
    const other = oid === a.orderId ? b.orderId : a.orderId;
    const page = await s.app.inject({ method: 'GET', url: `/sandbox/checkout/${other}` });
    expect(page.body).toContain('already paid');
    expect(page.body).not.toContain('/pay"');
  });

  it('lets a failed or abandoned payment be retried, charging once', async () => {
    const before = await paidCount();
    const { uuid, projectId } = await switchedWithProject();
    const failed = (await order(uuid, projectId, 75)).body;
    await provider(failed.orderId, 'fail');
    expect((await update(uuid, failed.orderId, '1')).status).toBe('failed');
    // Abandoned: the checkout opened and left; its return has no outcome yet.
    const abandoned = (await order(uuid, projectId, 75)).body;
    const res = await s.call({
      method: 'GET',
      url: `/request/clevel/customer/carbonoffset/payment/update?id=${uuid}&oid=${abandoned.orderId}`,
    });
    expect(res.statusCode).toBe(409);
    const retry = (await order(uuid, projectId, 75)).body;
    expect(retry.amount).toBe(failed.amount);
    await provider(retry.orderId, 'pay');
    expect((await update(uuid, retry.orderId)).status).toBe('paid');
    // The abandoned checkout, paid later, charges nothing more.
    const late = await provider(abandoned.orderId, 'pay');
    expect(late.headers.location).toContain(`oid=${retry.orderId}`);
    expect(await paidCount()).toBe(before + 1);
  });

  it('answers 409 to a new order once Pay went through, even before the return page ran', async () => {
    const { uuid, projectId } = await switchedWithProject();
    const first = await order(uuid, projectId, 50);
    expect(first.status).toBe(200);
    expect((await provider(first.body.orderId, 'pay')).statusCode).toBe(303);
    // The householder has not come back through the return page yet (no update call).
    const again = await order(uuid, projectId, 25);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already paid/);
  });
});
