import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMpan, checkMprn } from '../../../contract/uk/index.js';
import type { Db } from '../../../server/db/db.js';
import {
  findAddressMeters,
  findAddressesWithMeters,
  findEvByRegistration,
  findMpan,
  getCarbonFactors,
  getEstimateModel,
  getLookup,
  getPostcodeRegionMap,
  getSupplier,
  getTariff,
  listCarbonProjects,
  listEvEngineSizes,
  listEvMakes,
  listEvModels,
  listSuppliers,
  listTariffs,
  seedMarket,
  standardTariff,
  tariffsForQuote,
} from '../../../server/market/index.js';
import { findAddressesByPostcode } from '../../../server/market/addresses.js';
import { marketVersion } from '../../../server/market/write.js';
import { regionFromPostcode } from '../../../server/pricing/region.js';
import { testDbTargets } from '../helpers/db.js';

describe.each(testDbTargets())('market repository on $name', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await target.open();
    const first = await seedMarket(db);
    expect(first.loaded).toBe(true);
  });
  afterAll(() => db.close());

  it('loads the bundled data once: a second seed is a no-op', async () => {
    const version = await marketVersion(db);
    const again = await seedMarket(db);
    expect(again.loaded).toBe(false);
    expect(await marketVersion(db)).toBe(version);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tariff_rates');
    expect(n).toBeGreaterThan(1000);
  });

  it('has at least 20 sample suppliers with logos, including every id with special rules', async () => {
    const all = await listSuppliers(db);
    expect(all.length).toBeGreaterThanOrEqual(20);
    const ids = new Set(all.map((s) => s.id));
    for (const id of [2, 4, 7, 8, 11, 12, 15, 16, 22, 42, 43, 49, 111, 116])
      expect(ids.has(id), `supplier ${id}`).toBe(true);
    for (const s of all) {
      expect(s.sample).toBe(true);
      expect(s.name).toMatch(/\(sample\)$/);
      expect(s.logoSvg).toMatch(/^<svg[\s\S]*<title[^>]*>[^<]+<\/title>/);
      expect(s.supplierTermsUrl).toMatch(/^https:\/\//);
    }
    expect(
      all
        .filter((s) => s.isBigSix)
        .map((s) => s.id)
        .sort((a, b) => a - b),
    ).toEqual([2, 7, 11, 15, 16, 111]);
    expect(all.some((s) => s.switchOption === 'None')).toBe(true);
    expect(await getSupplier(db, 99999)).toBeNull();
  });

  it('lists suppliers and tariffs with rates for a region, fuel, payment method and meter', async () => {
    const prepayElec = await listSuppliers(db, {
      region: 16,
      fuels: ['electricity'],
      payMethod: 'prePaymentMeter',
      meter: 'standard',
    });
    expect(prepayElec.length).toBeGreaterThanOrEqual(20);
    const tariffs = await listTariffs(db, {
      supplierId: 2,
      region: 12,
      fuels: ['gas'],
      payMethod: 'monthlyDirectDebit',
    });
    expect(tariffs[0].isDefaultOrStandard).toBe(true); // standard first, for the auto-choice
    expect(tariffs.some((t) => t.isFixed && t.endDate)).toBe(true);
    const prepayOnly = await listTariffs(db, { supplierId: 2, payMethod: 'prePaymentMeter' });
    expect(prepayOnly.every((t) => !/Fix 12/.test(t.name))).toBe(true);
  });

  it('returns a tariff with every rate, covering 14 regions, 4 payment methods and Economy 7', async () => {
    const t = (await getTariff(db, 201))!;
    expect(t.isDefaultOrStandard).toBe(true);
    expect(t.features.length).toBeGreaterThanOrEqual(4);
    expect(new Set(t.rates.map((r) => r.region)).size).toBe(14);
    expect(new Set(t.rates.map((r) => r.payMethod)).size).toBe(4);
    const e7 = t.rates.find((r) => r.meter === 'economy7')!;
    expect(e7.dayRate! > e7.nightRate!).toBe(true);
    expect(e7.unitRate).toBeNull();
    expect(await getTariff(db, 1)).toBeNull();
  });

  it('shapes rates like the cap: regional spread, standard credit dearer, prepayment cheapest unit rate', async () => {
    const t = (await getTariff(db, 701))!;
    const elec = (region: number, pm: string) =>
      t.rates.find(
        (r) =>
          r.fuel === 'electricity' && r.meter === 'standard' && r.region === region && r.payMethod === pm,
      )!;
    const scs = t.rates
      .filter((r) => r.fuel === 'electricity' && r.payMethod === 'monthlyDirectDebit')
      .map((r) => r.standingCharge);
    // Spread like Ofgem's regional caps (about 44.7p Southern to 70p Merseyside), averaging the
    // national Apr-Jun 2026 cap standing charge of 57.21p.
    expect(Math.min(...scs)).toBeGreaterThan(43);
    expect(Math.min(...scs)).toBeLessThan(47);
    expect(Math.max(...scs)).toBeGreaterThan(68);
    expect(Math.max(...scs)).toBeLessThan(72);
    expect(scs.reduce((a, b) => a + b, 0) / scs.length).toBeCloseTo(57.21, 1);
    const dd = elec(12, 'monthlyDirectDebit');
    expect(elec(12, 'cashOrCheque').unitRate! / dd.unitRate!).toBeCloseTo(1.06, 3);
    expect(elec(12, 'prePaymentMeter').unitRate!).toBeLessThan(dd.unitRate!);
    expect(elec(12, 'prePaymentMeter').standingCharge).toBe(dd.standingCharge);
  });

  it('gives quotable tariffs for dual fuel and a standard tariff for roll-off', async () => {
    const dual = await tariffsForQuote(db, {
      region: 17,
      fuels: ['electricity', 'gas'],
      payMethod: 'monthlyDirectDebit',
      meter: 'economy7',
    });
    expect(dual.length).toBeGreaterThan(40);
    for (const t of dual) {
      expect(t.rates.electricity?.meter).toBe('economy7');
      expect(t.rates.gas?.meter).toBe('standard');
    }
    const elecOnly = await tariffsForQuote(db, {
      region: 17,
      fuels: ['electricity'],
      payMethod: 'monthlyDirectDebit',
    });
    expect(elecOnly.length).toBeGreaterThan(dual.length); // electricity-only tariffs too
    const all = await tariffsForQuote(db, {
      region: 17,
      fuels: ['gas'],
      payMethod: ['monthlyDirectDebit', 'cashOrCheque'],
    });
    expect(new Set(all.map((t) => t.payMethod))).toEqual(new Set(['monthlyDirectDebit', 'cashOrCheque']));
    const std = (await standardTariff(db, 7, {
      region: 17,
      fuels: ['electricity', 'gas'],
      payMethod: 'cashOrCheque',
    }))!;
    expect(std.id).toBe(701);
    expect(std.rates.gas?.payMethod).toBe('cashOrCheque');
    const reviewOnly = await tariffsForQuote(db, {
      region: 12,
      fuels: ['gas'],
      payMethod: 'monthlyDirectDebit',
    });
    expect(reviewOnly.find((t) => t.supplierId === 3)?.switchOption).toBe('None');
  });

  it('finds addresses at a postcode however it is typed, with valid meters', async () => {
    const list = await findAddressesByPostcode(db, 'cb21tn');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].postcode).toBe('CB2 1TN');
    expect(await findAddressesByPostcode(db, 'ZZ9 9ZZ')).toEqual([]);
    const [rows] = await db.query<{ n: number }>(
      'SELECT count(DISTINCT postcode_key)::int AS n FROM addresses',
    );
    expect(rows.n).toBeGreaterThanOrEqual(40);
  });

  it('bundles valid MPANs and MPRNs whose region agrees with the postcode', async () => {
    const map = await getPostcodeRegionMap(db);
    const pcs = await db.query<{ postcode: string }>('SELECT DISTINCT postcode FROM addresses');
    const regions = new Set<number>();
    for (const { postcode } of pcs) {
      for (const a of await findAddressesWithMeters(db, postcode)) {
        const region = regionFromPostcode(a.postcode, map)!.id;
        regions.add(region);
        for (const m of a.elecdetails) {
          const info = parseMpan(m.mpan)!;
          expect(info.checkDigitValid, m.mpan).toBe(true);
          if (info.distributorId <= 23) expect(info.distributorId, `${a.postcode} ${m.mpan}`).toBe(region);
        }
        for (const g of a.gasdetails)
          if (g.mprn) expect(checkMprn(g.mprn)).toEqual({ ok: true, mprn: g.mprn });
      }
    }
    expect(regions.size).toBe(14);
  });

  it('covers the special postcodes the app tests use', async () => {
    const at = async (pc: string) => (await findAddressesWithMeters(db, pc))[0];
    expect((await at('EC1A 1BB')).elecdetails[0]).toMatchObject({ isDomestic: false });
    expect(parseMpan((await at('EC1A 1BB')).elecdetails[0].mpan)?.profileClass).toBe('03');
    const m1 = await at('M1 1AE');
    expect([m1.elecdetails[0].isPrepayment, m1.gasdetails[0].isPrepayment]).toEqual([true, false]);
    const ne1 = await at('NE1 4ST');
    expect([ne1.elecdetails[0].isPrepayment, ne1.gasdetails[0].isPrepayment]).toEqual([false, true]);
    expect((await at('AB10 1AB')).elecdetails[0].isEconomy7).toBe(true);
    expect((await at('IV1 1QX')).gasdetails).toEqual([]);
    expect((await at('LL57 2DG')).gasdetails[0].mprn).toBeNull();
    const bs1 = await findAddressesWithMeters(db, 'BS1 4DJ');
    expect(bs1[0].elecdetails.length).toBe(2);
    expect(bs1[1].gasdetails.length).toBe(2);
    expect(parseMpan((await at('SO14 7DU')).elecdetails[0].mpan)!.distributorId).toBeGreaterThanOrEqual(24);
    expect(await findAddressesByPostcode(db, 'TR1 2AA')).toHaveLength(1);
  });

  it('finds a meter by MPAN and an address by meter numbers or first line', async () => {
    const [a] = await findAddressesWithMeters(db, 'LS1 4AP');
    const mpan = a.elecdetails[0].mpan;
    const hit = (await findMpan(db, mpan))!;
    expect(hit.address.id).toBe(a.id);
    expect(hit.mugSupplierId).toBe(a.elecdetails[0].mugSupplierId);
    expect((await findMpan(db, mpan.slice(8)))?.address.id).toBe(a.id);
    expect(await findMpan(db, '018011031312345678907')).toBeNull();
    expect((await findAddressMeters(db, { mprns: [a.gasdetails[0].mprn!] }))?.id).toBe(a.id);
    expect((await findAddressMeters(db, { postcode: 'ls14ap', line1: a.line1.toUpperCase() }))?.id).toBe(
      a.id,
    );
    expect(await findAddressMeters(db, { postcode: 'LS1 4AP', line1: 'nowhere' })).toBeNull();
  });

  it('serves the lookup lists, dated regulator data, estimate model, EV data and carbon projects', async () => {
    expect((await getLookup(db, 'prepayments')).map((p) => p.name)).toEqual(['Key', 'Token', 'Smartcard']);
    expect((await getLookup(db, 'directDebitDays')).length).toBe(28);
    for (const kind of [
      'titles',
      'employmentStatuses',
      'residentialStatuses',
      'specialNeeds',
      'bedRooms',
      'fuelUseTypes',
      'houseTypes',
      'occupancyFrequencies',
      'energyEfficiencies',
    ] as const) {
      expect((await getLookup(db, kind)).length, kind).toBeGreaterThan(2);
    }
    expect(await getCarbonFactors(db)).toMatchObject({ electricityKgPerKWh: 0.177, gasKgPerKWh: 0.183 });
    expect((await getEstimateModel(db)).baseGasKWh).toBe(11500);
    const makes = await listEvMakes(db);
    const models = await listEvModels(db, makes[0].id);
    const sizes = await listEvEngineSizes(db, models[0].id);
    expect(sizes[0].milesPerKWh).toBeGreaterThan(2);
    const car = (await findEvByRegistration(db, 'ev21abc'))!;
    expect(car.engineSize.id).toBe(112);
    expect(await findEvByRegistration(db, 'NO PLATE')).toBeNull();
    const projects = await listCarbonProjects(db);
    expect(projects.length).toBeGreaterThanOrEqual(3);
    const svg = Buffer.from(projects[0].imageBase64, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<title/);
    expect(projects[0]).toHaveProperty('discription');
  });
});
