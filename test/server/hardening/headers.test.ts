import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { complete, switchedQuote } from '../switching/flow.js';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 8: frame and cache headers, and HSTS when TLS is terminated in front. */
describe.each(testDbTargets())('security headers on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  it('forbids framing in both headers that say so', async () => {
    for (const url of [ROOT_ROUTES.health.path, `/api${API_ROUTES.evMakes.path}`, '/nothing']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('marks every reply carrying personal data no-store', async () => {
    const { q, key, switched } = await switchedQuote(s);
    const uuid = switched.uuid;
    const replies = {
      token: await s.app.inject({ method: 'POST', url: ROOT_ROUTES.token.path }),
      addresses: await s.call({
        method: 'GET',
        url: `/request/address/recco?postcode=${q.address.postcode}`,
      }),
      verified: await s.call({
        method: 'GET',
        url: `/request/address/list/postcode?postcode=${q.address.postcode}`,
      }),
      meters: await s.call({
        method: 'POST',
        url: API_ROUTES.meterDetails.path,
        payload: { postcode: q.address.postcode, addressLine1: q.address.line1 },
      }),
      mpan: await s.call({ method: 'GET', url: `/request/customer/mpan?mpan=${q.address.mpan}` }),
      customerAddress: await s.call({
        method: 'GET',
        url: `/request/switch/pro/info/address/v2?switchKey=${key}`,
      }),
      results: await s.call({
        method: 'POST',
        url: API_ROUTES.results.path,
        payload: { switchId: q.switchId },
      }),
      complete: await complete(s, key),
      carbon: await s.call({
        method: 'POST',
        url: `/request/clevel/customer/carbonoffset?uuid=${uuid}`,
        payload: {},
      }),
      refused: await s.call({
        method: 'POST',
        url: API_ROUTES.updateBank.path,
        payload: { switchKey: key, accountName: 'A', sortCode: '1', accountNumber: 'x' },
      }),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('sends HSTS only when a setting says TLS is terminated in front', async () => {
    expect(
      (await s.app.inject({ method: 'GET', url: ROOT_ROUTES.health.path })).headers[
        'strict-transport-security'
      ],
    ).toBe(undefined);
    const tls = await buildTestApp(s.db, { TLS_TERMINATED: 'true' });
    try {
      const res = await tls.inject({ method: 'GET', url: ROOT_ROUTES.health.path });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await tls.close();
    }
  });
});
