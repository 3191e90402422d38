import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';
import type { Seeded } from '../routes/seeded.js';
import { dualQuote, fillSignUp, keyFor } from './flow.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

describe.each(testDbTargets())('carbon offset sandbox checkout on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    const db = await target.openSeeded();
    // buildApp registers the sandbox at the root, outside the API base and the token guard.
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

  it('pays through the sandbox page and records the reference on update', async () => {
    const q = await dualQuote(s);
    const key = await keyFor(s, q.switchId, q.tariff.tariffId);
    await fillSignUp(s, key, q.address.mpan!, q.address.mprn!);
    const uuid = (
      await s.call({
        method: 'POST',
        url: API_ROUTES.complete.path,
        payload: { switchKey: key, switchCompleteOption: 'None' },
      })
    ).json().geniusSwitchedDto.uuid;
    await s.call({
      method: 'POST',
      url: `/request/clevel/customer/carbonoffset?uuid=${uuid}`,
      payload: { carbonFootprint: 2.5 },
    });
    const projectId = (await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path })).json()
      .projects[0].id;

    // First attempt fails at the provider.
    const first = (
      await s.call({
        method: 'POST',
        url: API_ROUTES.carbonPayment.path,
        payload: { uuid, projectId, percentage: 25 },
      })
    ).json();
    const path1 = new URL(first.checkOutUrl).pathname;
    const page = await s.app.inject({ method: 'GET', url: path1 });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // One script, from 'self' (no inline script): it reloads the page when Back restores it as left.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/sandbox/checkout.js">']);
    const script = await s.app.inject({ method: 'GET', url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('location.reload()');
    expect(page.body).toContain(`action="${path1}/pay"`);
    expect(page.body).toContain(`action="${path1}/fail"`);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    // No inline style (the CSP would block it): the page's look is a stylesheet of this origin.
    expect(page.body).not.toMatch(/<style|\sstyle=/i);
    expect(page.body).toContain('<link rel="stylesheet" href="/sandbox/checkout.css">');
    const css = await s.app.inject({ method: 'GET', url: '/sandbox/checkout.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('.pay{');
    const fail = await s.app.inject({
      method: 'POST',
      url: `${path1}/fail`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(fail.statusCode).toBe(303);
    expect(fail.headers.location).toBe(`/carbon-offset-process?id=${uuid}&oid=${first.orderId}&c=1`);
    const failed = await s.call({
      method: 'GET',
      url: `/request/clevel/customer/carbonoffset/payment/update?id=${uuid}&oid=${first.orderId}&c=1`,
    });
    expect(failed.json()).toMatchObject({ status: 'failed', paymentReference: null });

    // Try again and pay.
    const second = (
      await s.call({
        method: 'POST',
        url: API_ROUTES.carbonPayment.path,
        payload: { uuid, projectId, percentage: 100 },
      })
    ).json();
    const path2 = new URL(second.checkOutUrl).pathname;
    const paid = await s.app.inject({
      method: 'POST',
      url: `${path2}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.headers.location).toBe(`/carbon-offset-process?id=${uuid}&oid=${second.orderId}`);
    const update = await s.call({
      method: 'GET',
      url: `/request/clevel/customer/carbonoffset/payment/update?id=${uuid}&oid=${second.orderId}`,
    });
    expect(update.json()).toMatchObject({ status: 'paid', paymentReference: expect.stringMatching(/^CO-/) });
    const repeat = await s.call({
      method: 'GET',
      url: `/request/clevel/customer/carbonoffset/payment/update?id=${uuid}&oid=${second.orderId}`,
    });
    expect(repeat.json().paymentReference).toBe(update.json().paymentReference);
    const eq = await s.call({
      method: 'POST',
      url: `/request/clevel/customer/carbonoffset?uuid=${uuid}`,
      payload: { carbonFootprint: 2.5 },
    });
    expect(eq.json()).toMatchObject({
      paymentReference: update.json().paymentReference,
      projectSelected: projectId,
      projectPercentage: 100,
    });

    // Another switch's uuid cannot read or settle this order.
    const other = await s.call({
      method: 'GET',
      url: `/request/clevel/customer/carbonoffset/payment/update?id=00000000-0000-4000-8000-000000000000&oid=${second.orderId}`,
    });
    expect(other.statusCode).toBe(404);
    const unknownPage = await s.app.inject({ method: 'GET', url: '/sandbox/checkout/abcdef' });
    expect(unknownPage.statusCode).toBe(404);
  });
});
