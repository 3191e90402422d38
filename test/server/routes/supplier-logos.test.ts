import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { findAddress, openSeeded, standardDualTariff, type Seeded } from './seeded.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../../contract/api/routes.js';

/** The logo URL's path and query, as a browser would request it. */
const pathOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

describe.each(testDbTargets())('supplier logos by URL on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  it('serves a logo at the root without a token: SVG, a year of cache for its versioned URL, an ETag, no script', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/supplier-logos/2.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg[\s\S]*<title[^>]*>Brightwater Energy/);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    // Without the current version a day, then revalidation by ETag.
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const versioned = await s.app.inject({
      method: 'GET',
      url: `/supplier-logos/2.svg?v=${etag.slice(1, -1)}`,
    });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const again = await s.app.inject({
      method: 'GET',
      url: '/supplier-logos/2.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a bad id with a 400 naming it and an unknown supplier with a 404', async () => {
    const bad = await s.app.inject({ method: 'GET', url: '/supplier-logos/..%2Fsecrets.svg' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/file/);
    const unknown = await s.app.inject({ method: 'GET', url: '/supplier-logos/999999.svg' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('We could not find a logo for supplier 999999.');
  });

  it('results, supplier lists and tariff information carry logo URLs that load, not SVG text', async () => {
    const a = await findAddress(
      s.db,
      `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'gas' AND m.is_domestic AND m.mprn IS NOT NULL)
       AND EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND m.is_domestic AND m.mpan LIKE '01%')`,
    );
    const current = await standardDualTariff(s.db, Number(a.mpan!.slice(8, 10)));
    const created = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path,
      payload: {
        postcode: a.postcode,
        mpan: a.mpan,
        mprn: a.mprn,
        tariffId: current.id,
        currentPayMethod: 'monthlyDirectDebit',
        gasCurrentCostEstimated: 900,
        electricityCurrentUsageEstimated: 2700,
      },
    });
    expect(created.statusCode).toBe(200);
    const results = await s.call({
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId: created.json().geniusSwitchDto.switchId },
    });
    const dto = results.json().resultsInDetailDto;
    expect(results.body).not.toContain('<svg');
    const withLogo = dto.suppliers.find((x: { id: number }) => x.id === 2);
    expect(withLogo.logoUrl).toMatch(/^\/supplier-logos\/2\.svg\?v=[0-9a-f]{16}$/);
    const img = await s.app.inject({ method: 'GET', url: pathOf(withLogo.logoUrl) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The assumptions the results state: when prices were updated, and the spend gas usage came from.
    expect(dto.pricesUpdatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dto.annualSpend).toEqual({ gas: 900 });

    const suppliers = await s.call({
      method: 'POST',
      url: API_ROUTES.suppliers.path,
      payload: { postcode: a.postcode, switchType: 'gasToGas' },
    });
    expect(suppliers.body).not.toContain('<svg');
    expect(suppliers.json().suppliersDto.gasSuppliers[0].logoUrl).toMatch(/^\/supplier-logos\/\d+\.svg\?v=/);

    const info = await s.call({
      method: 'POST',
      url: API_ROUTES.tariffInformation.path,
      payload: { tariffId: current.id },
    });
    expect(info.json().tariffInfoDto.supplierLogoUrl).toMatch(
      new RegExp(`^/supplier-logos/${current.supplier_id}\\.svg\\?v=`),
    );
  });
});
