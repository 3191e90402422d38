import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.js';
import {
  MarketCache,
  MarketQuoteError,
  MarketSnapshot,
  findAddressesWithMeters,
  getPostcodeRegionMap,
  importTariffs,
  IMPORT_COLUMNS,
  quoteFromMarket,
  seedMarket,
  standardTariff,
  tariffsForQuote,
} from '../../../server/market/index.js';
import type { PostcodeRegionMap } from '../../../server/pricing/index.js';
import { testDbTargets } from '../helpers/db.js';

const asOf = new Date('2026-11-20T09:00:00Z');
/** The PP by hand from a rate row: SC x 365 + unit x kWh (or day/night split), /100, - discount + fee. */
const pp = (
  r: {
    standingCharge: number;
    unitRate: number | null;
    dayRate: number | null;
    nightRate: number | null;
    annualDiscountGbp: number;
    annualFeeGbp: number;
  },
  kWh: number,
  night = 42,
) =>
  (r.standingCharge * 365 +
    (r.unitRate != null
      ? r.unitRate * kWh
      : r.dayRate! * kWh * (1 - night / 100) + r.nightRate! * kWh * (night / 100))) /
    100 -
  r.annualDiscountGbp +
  r.annualFeeGbp;

describe.each(testDbTargets())('quoting over the bundled market on $name', (target) => {
  let db: Db;
  let market: MarketSnapshot;
  let regions: PostcodeRegionMap;
  beforeAll(async () => {
    db = await target.open();
    await seedMarket(db);
    market = await MarketSnapshot.load(db);
    regions = await getPostcodeRegionMap(db);
  });
  afterAll(() => db.close());

  it('gives a fresh dual-fuel quote for a bundled postcode, ranked, with Personal Projection costs and savings', async () => {
    const [home] = await findAddressesWithMeters(db, 'LS1 4AP');
    const q = quoteFromMarket(market, regions, {
      postcode: home.postcode,
      mpan: home.elecdetails[0].mpan,
      fuels: ['electricity', 'gas'],
      newPayMethod: 'monthlyDirectDebit',
      usage: {
        electricity: { kind: 'kWh', amount: 2700, period: 'yearly' },
        gas: { kind: 'kWh', amount: 11500, period: 'yearly' },
      },
      current: {
        electricity: { tariffId: 201, payMethod: 'monthlyDirectDebit' },
        gas: { tariffId: 201, payMethod: 'monthlyDirectDebit' },
      },
      asOf,
    });
    expect(q.region).toMatchObject({ id: 23, letter: 'M', source: 'mpan' });
    const { results, current } = q.outcome;
    expect(results.length).toBeGreaterThan(40);
    for (let i = 1; i < results.length; i++)
      expect(results[i].totalCost).toBeGreaterThanOrEqual(results[i - 1].totalCost);
    const curElec = q.currentTariffs.electricity!.rates.electricity!;
    const curGas = q.currentTariffs.gas!.rates.gas!;
    expect(current!.totalCost).toBeCloseTo(pp(curElec, 2700) + pp(curGas, 11500), 2);
    for (const r of results) {
      const e = r.tariff.rates.electricity!;
      const g = r.tariff.rates.gas!;
      expect(e.region).toBe(23);
      // Fixed tariffs in the sample data run past 12 months from asOf except the "Fix to March 2027" ones,
      // which roll onto the supplier's standard tariff.
      if (!r.tariff.name.includes('March 2027'))
        expect(r.totalCost).toBeCloseTo(pp(e, 2700) + pp(g, 11500), 2);
      expect(r.savings).toBeCloseTo(current!.totalCost - r.totalCost, 2);
      expect(r.monthlyCost).toBe(Math.ceil(r.totalCost / 12 - 1e-9));
    }
    const rolled = results.find((r) => r.tariff.name.includes('March 2027'))!;
    expect(rolled.perFuel.electricity!.daysLeftOnCurrentTariff).toBe(131);
  });

  it('splits Economy 7 day and night for an 02 meter', async () => {
    const [home] = await findAddressesWithMeters(db, 'AB10 1AB');
    const q = quoteFromMarket(market, regions, {
      postcode: home.postcode,
      mpan: home.elecdetails[0].mpan,
      fuels: ['electricity'],
      newPayMethod: 'monthlyDirectDebit',
      economy7Percentage: 60,
      usage: { electricity: { kind: 'kWh', amount: 3900, period: 'yearly' } },
      asOf,
    });
    expect(q.economy7).toBe(true);
    const first = q.outcome.results[0];
    expect(first.perFuel.electricity!.bands.map((b) => [b.band, Math.round(b.kWh)])).toEqual([
      ['day', 1560],
      ['night', 2340],
    ]);
    expect(first.totalCost).toBeCloseTo(pp(first.tariff.rates.electricity!, 3900, 60), 2);
  });

  it('takes the region from the postcode for an independent network and prices a monthly spend', async () => {
    const [home] = await findAddressesWithMeters(db, 'SO14 7DU');
    const q = quoteFromMarket(market, regions, {
      postcode: home.postcode,
      mpan: home.elecdetails[0].mpan,
      fuels: ['electricity'],
      newPayMethod: ['monthlyDirectDebit', 'cashOrCheque'],
      usage: { electricity: { kind: 'spend', amount: 80, period: 'monthly' } },
      current: { electricity: { tariffId: 702, payMethod: 'monthlyDirectDebit', endDate: '2027-02-28' } },
      asOf,
    });
    expect(q.region).toMatchObject({ id: 20, source: 'postcode' });
    const r = q.currentTariffs.electricity!.rates.electricity!;
    expect(q.kWh.electricity).toBeCloseTo((960 * 100 - r.standingCharge * 365) / r.unitRate!, 6);
    expect(q.outcome.current!.perFuel.electricity!.daysOnDefaultTariff).toBe(365 - 100);
    expect(new Set(q.outcome.results.map((x) => x.tariff.payMethod))).toEqual(
      new Set(['monthlyDirectDebit', 'cashOrCheque']),
    );
    expect(() =>
      quoteFromMarket(market, regions, {
        postcode: 'ZZ1 1ZZ',
        fuels: ['gas'],
        newPayMethod: 'monthlyDirectDebit',
        usage: { gas: { kind: 'kWh', amount: 1, period: 1 } },
      }),
    ).toThrow(MarketQuoteError);
  });

  it('answers like the database queries, and the cache reloads after an import', async () => {
    const scope = {
      region: 13,
      fuels: ['electricity', 'gas'] as ('electricity' | 'gas')[],
      payMethod: 'cashOrCheque' as const,
      meter: 'economy7' as const,
    };
    const fromDb = await tariffsForQuote(db, scope);
    const fromMemory = market.tariffsForQuote(scope);
    const sortById = <T extends { id: number }>(xs: T[]) => [...xs].sort((a, b) => a.id - b.id);
    expect(sortById(fromMemory)).toEqual(sortById(fromDb));
    expect(market.standardTariff(16, scope)).toEqual(await standardTariff(db, 16, scope));

    const cache = new MarketCache(db, 0);
    const before = await cache.get();
    expect(await cache.get()).toBe(before); // unchanged data: the same snapshot
    const header = IMPORT_COLUMNS.map((c) => c.name).join(',');
    const line =
      '16,Anchor Utilities (sample),99901,Anchor Import,gas,D,cashOrCheque,standard,1,1,,,false,,0,false,false,true,false,true,false,a|b|c|d,,';
    expect((await importTariffs(db, `${header}\n${line}`, 'csv')).ok).toBe(true);
    const after = await cache.get();
    expect(after).not.toBe(before);
    expect(
      after
        .tariffsForQuote({ region: 13, fuels: ['gas'], payMethod: 'cashOrCheque' })
        .some((t) => t.id === 99901),
    ).toBe(true);
  });
});
