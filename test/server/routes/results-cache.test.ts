/**
 * results/detail keeps each finished reply (server/quotes/reply-cache.ts). What a caller must still
 * see: a repeat is the same reply; a different request body (filters, pay methods) is its own
 * reply; a change to the market data (version bumped, as every import does) changes the next reply;
 * another session still gets the 404 of an unknown quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpMarketVersion } from '../../../server/market/write.js';
import { callApi, getToken } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { findAddress, openSeeded, standardDualTariff, type Seeded } from './seeded.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../../contract/api/routes.js';

const DUAL_ADDRESS = `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'gas' AND m.is_domestic AND m.mprn IS NOT NULL)
  AND EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND m.is_domestic AND m.mpan LIKE '01%')`;

interface Row {
  tariffId: number;
  totalCost: number;
  isFixed: boolean;
}

describe.each(testDbTargets())('results/detail replies kept on $name', (target) => {
  let s: Seeded;
  let switchId: string;
  beforeAll(async () => {
    s = await openSeeded(target);
    const a = await findAddress(s.db, DUAL_ADDRESS);
    const current = await standardDualTariff(s.db, Number(a.mpan!.slice(8, 10)));
    const created = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path,
      payload: {
        postcode: a.postcode,
        addressLine1: a.line1,
        mpan: a.mpan,
        mprn: a.mprn,
        billConsumptionIsEstimated: true,
        tariffId: current.id,
        currentPayMethod: 'monthlyDirectDebit',
        newTariffPaymentMethod: 'monthlyDirectDebit',
        gasCurrentUsageEstimated: 11500,
        electricityCurrentUsageEstimated: 2700,
      },
    });
    expect(created.statusCode).toBe(200);
    switchId = created.json().geniusSwitchDto.switchId as string;
  }, 60_000);
  afterAll(async () => s.close());

  const results = async (payload: object = {}) => {
    const res = await s.call({
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId, ...payload },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res;
  };
  const rows = (res: { json(): unknown }) =>
    (res.json() as { resultsInDetailDto: { resultsInDetail: Row[] } }).resultsInDetailDto.resultsInDetail;

  it('a repeat is the same reply, and a filter is a reply of its own', async () => {
    const first = await results();
    const again = await results();
    expect(again.body).toBe(first.body);
    const fixed = rows(await results({ filters: { isFixed: true } }));
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((r) => r.isFixed)).toBe(true);
    expect(fixed.length).toBeLessThan(rows(first).length);
    // The unfiltered reply is still the unfiltered one after the filtered one was kept.
    expect((await results()).body).toBe(first.body);
  });

  it('a change to the market data changes the next reply', async () => {
    const before = rows(await results());
    const cheapest = before[0];
    // Double the cheapest tariff's rates, and record the change as an import does.
    await s.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE tariff_rates SET standing_charge = standing_charge * 2, unit_rate = unit_rate * 2
          WHERE tariff_id = $1`,
        [cheapest.tariffId],
      );
      await bumpMarketVersion(tx);
    });
    const after = rows(await results());
    const moved = after.find((r) => r.tariffId === cheapest.tariffId && r.isFixed === cheapest.isFixed);
    expect(moved).toBeDefined();
    expect(moved!.totalCost).toBeGreaterThan(cheapest.totalCost);
  });

  it('another session gets the unknown-quote 404 even with the reply kept', async () => {
    await results();
    const other = await getToken(s.app);
    const res = await callApi(s.app, other, {
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('resultsInDetail');
  });
});
