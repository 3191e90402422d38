import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { findAddress, openSeeded, standardDualTariff, type Seeded } from './seeded.js';
import { dualQuote } from '../switching/flow.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../../contract/api/routes.js';

interface Rate {
  standing_charge: number;
  unit_rate: number | null;
  day_rate: number | null;
  night_rate: number | null;
  annual_discount: number;
  annual_fee: number;
}

const DUAL_ADDRESS = `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'gas' AND m.is_domestic AND m.mprn IS NOT NULL)
  AND EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND m.is_domestic AND m.mpan LIKE '01%')`;

describe.each(testDbTargets())('quotes and results on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  const rateOf = async (tariffId: number, fuel: string, region: number, meter = 'standard') =>
    (
      await s.db.query<Rate>(
        `SELECT standing_charge, unit_rate, day_rate, night_rate, annual_discount, annual_fee FROM tariff_rates
          WHERE tariff_id = $1 AND fuel = $2 AND region = $3 AND pay_method = 'monthlyDirectDebit' AND meter = $4`,
        [tariffId, fuel, region, meter],
      )
    )[0];

  it('a dual-fuel quote for a bundled postcode returns ranked results priced with the Personal Projection', async () => {
    const a = await findAddress(s.db, DUAL_ADDRESS);
    const region = Number(a.mpan!.slice(8, 10));
    const current = await standardDualTariff(s.db, region);
    const created = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path,
      payload: {
        postcode: a.postcode.toLowerCase().replace(' ', ''),
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
    const { switchId } = created.json().geniusSwitchDto;
    expect(switchId).toMatch(/^\d{10}$/);

    const res = await s.call({ method: 'POST', url: API_ROUTES.results.path, payload: { switchId } });
    expect(res.statusCode).toBe(200);
    const dto = res.json().resultsInDetailDto;
    const rows = dto.resultsInDetail as {
      tariffId: number;
      totalCost: number;
      savings: number;
      isFixed: boolean;
      tariffEndDate: string | null;
      payMethod: string;
    }[];
    expect(rows.length).toBeGreaterThan(5);
    expect(dto.uuid).toMatch(/^[0-9a-f-]{36}$/);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i].totalCost).toBeGreaterThanOrEqual(rows[i - 1].totalCost);
    expect(rows.every((r) => r.payMethod === 'monthlyDirectDebit')).toBe(true);

    // Recompute a variable tariff's row from its rates: SC * 365 + rate * kWh, less discounts, plus fees.
    const variable = rows.find((r) => !r.isFixed)!;
    let expected = 0;
    for (const [fuel, kWh] of [
      ['gas', 11500],
      ['electricity', 2700],
    ] as const) {
      const r = await rateOf(variable.tariffId, fuel, region);
      expected += (r.standing_charge * 365 + r.unit_rate! * kWh) / 100 - r.annual_discount + r.annual_fee;
    }
    expect(variable.totalCost).toBeCloseTo(expected, 2);
    // Savings are against the current tariff's own projection.
    let currentCost = 0;
    for (const [fuel, kWh] of [
      ['gas', 11500],
      ['electricity', 2700],
    ] as const) {
      const r = await rateOf(current.id, fuel, region);
      currentCost += (r.standing_charge * 365 + r.unit_rate! * kWh) / 100 - r.annual_discount + r.annual_fee;
    }
    expect(dto.currentCost).toBeCloseTo(currentCost, 2);
    expect(variable.savings).toBeCloseTo(currentCost - variable.totalCost, 1);

    // Filters: fixed only, and the includeAll option gives more than one payment method.
    const fixed = await s.call({
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId, filters: { isFixed: true } },
    });
    expect(
      fixed.json().resultsInDetailDto.resultsInDetail.every((r: { isFixed: boolean }) => r.isFixed),
    ).toBe(true);
    const all = await s.call({
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId, includeAllPayMethodOptions: true },
    });
    const methods = new Set(
      all.json().resultsInDetailDto.resultsInDetail.map((r: { payMethod: string }) => r.payMethod),
    );
    expect(methods.size).toBeGreaterThan(1);

    // ppp and til for the cheapest tariff, per fuel.
    const ppp = await s.call({
      method: 'POST',
      url: API_ROUTES.ppp.path,
      payload: { switchId, tariffId: variable.tariffId },
    });
    expect(ppp.statusCode).toBe(200);
    expect(ppp.json().pppDto.newTariff.gas.annualUsage).toBe(11500);
    expect(ppp.json().pppDto.existingTariff.electricity.annualUsage).toBe(2700);
    const til = await s.call({
      method: 'POST',
      url: API_ROUTES.til.path,
      payload: { switchId, tariffId: variable.tariffId },
    });
    expect(til.json().tilDto.newTariff.electricity.tariffEndsOn).toBe('Variable');
  });

  it("the current tariff's label ends on the date the householder gave, as its projection does", async () => {
    const { switchId, tariff } = await dualQuote(s, 'monthlyDirectDebit', {
      tariffValidToDate: '2027-03-06',
    });
    const { tariffId } = tariff;
    const ppp = await s.call({ method: 'POST', url: API_ROUTES.ppp.path, payload: { switchId, tariffId } });
    const til = await s.call({ method: 'POST', url: API_ROUTES.til.path, payload: { switchId, tariffId } });
    for (const fuel of ['gas', 'electricity'] as const) {
      expect(ppp.json().pppDto.existingTariff[fuel].tariffEndDate).toBe('2027-03-06');
      expect(til.json().tilDto.existingTariff[fuel].tariffEndsOn).toBe('2027-03-06');
      expect(til.json().tilDto.existingTariff[fuel].priceGuaranteedUntil).toBe('2027-03-06');
    }
  });

  it('an Economy 7 quote splits day and night at the night share', async () => {
    const a = await findAddress(
      s.db,
      `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND m.is_domestic AND m.mpan LIKE '02%')`,
    );
    const region = Number(a.mpan!.slice(8, 10));
    const [current] = await s.db.query<{ id: number }>(
      `SELECT t.id FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id
        WHERE t.is_standard AND r.fuel = 'electricity' AND r.meter = 'economy7' AND r.region = $1 AND r.pay_method = 'monthlyDirectDebit'
        ORDER BY t.id LIMIT 1`,
      [region],
    );
    const created = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.electricityToElectricity.path,
      payload: {
        postcode: a.postcode,
        mpan: a.mpan,
        tariffId: current.id,
        currentPayMethod: 'monthlyDirectDebit',
        economy7Percentage: 40,
        currentUsageEstimated: 3900,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().geniusSwitchDto.isEconomy7).toBe(true);
    const res = await s.call({
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId: created.json().geniusSwitchDto.switchId },
    });
    const row = res.json().resultsInDetailDto.resultsInDetail.find((r: { isFixed: boolean }) => !r.isFixed);
    const bands = row.electricity.bands as { band: string; kWh: number; rate: number }[];
    expect(bands.map((b) => b.band)).toEqual(['day', 'night']);
    expect(bands[0].kWh).toBeCloseTo(3900 * 0.6, 2);
    expect(bands[1].kWh).toBeCloseTo(3900 * 0.4, 2);
    const r = await rateOf(row.tariffId, 'electricity', region, 'economy7');
    const expected =
      (r.standing_charge * 365 + r.day_rate! * 2340 + r.night_rate! * 1560) / 100 -
      r.annual_discount +
      r.annual_fee;
    expect(row.totalCost).toBeCloseTo(expected, 2);
  });

  it('refuses business failures with a message to show', async () => {
    const a = await findAddress(s.db, DUAL_ADDRESS);
    const current = await standardDualTariff(s.db, Number(a.mpan!.slice(8, 10)));
    const base = {
      postcode: a.postcode,
      tariffId: current.id,
      currentPayMethod: 'monthlyDirectDebit',
      currentUsageEstimated: 2700,
    };
    const ni = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.electricityToElectricity.path,
      payload: { ...base, postcode: 'BT1 1AA' },
    });
    expect(ni.statusCode).toBe(400);
    expect(ni.json().message).toMatch(/Great Britain.*Northern Ireland/);
    const jersey = await s.call({ method: 'GET', url: '/request/address/recco?postcode=JE2%204AB' });
    expect(jersey.statusCode).toBe(400);
    expect(jersey.json().message).toMatch(/Jersey/);
    const unknown = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.electricityToElectricity.path,
      payload: { ...base, tariffId: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('tariffId');
    const nonDomestic = await findAddress(
      s.db,
      `EXISTS (SELECT 1 FROM meters m WHERE m.address_id = a.id AND m.fuel = 'electricity' AND NOT m.is_domestic)`,
    );
    const nd = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.electricityToElectricity.path,
      payload: { ...base, postcode: nonDomestic.postcode, mpan: nonDomestic.mpan },
    });
    expect(nd.statusCode).toBe(400);
    expect(nd.json().message).toBe('Non Domestic Meter Type Identified!');
    const noUsage = await s.call({
      method: 'POST',
      url: QUOTE_ROUTES.gasToGas.path,
      payload: { ...base, currentUsageEstimated: undefined },
    });
    expect(noUsage.statusCode).toBe(400);
    expect(noUsage.json().fields[0].field).toBe('currentUsageEstimated');
  });

  it('checks MPANs: valid, invalid check digit (200, valid false), malformed (400)', async () => {
    const good = await s.call({ method: 'GET', url: '/request/customer/mpan?mpan=021000001312345678907' });
    expect(good.json()).toMatchObject({
      valid: true,
      domestic: true,
      economy7: true,
      profileClass: '02',
      region: { letter: 'D' },
    });
    const bad = await s.call({ method: 'GET', url: '/request/customer/mpan?mpan=011000001200000000001' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().valid).toBe(false);
    const short = await s.call({ method: 'GET', url: '/request/customer/mpan?mpan=0110000012' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].field).toBe('mpan');
  });

  it('serves the address, supplier, tariff, estimate, EV and carbon project lookups', async () => {
    const a = await findAddress(s.db, DUAL_ADDRESS);
    const list = await s.call({
      method: 'GET',
      url: `/request/address/recco?postcode=${encodeURIComponent(a.postcode)}`,
    });
    const item = list.json().addresses.find((x: { addressLine1: string }) => x.addressLine1 === a.line1);
    expect(item.mpanCores.length).toBeGreaterThan(0);
    const details = await s.call({ method: 'POST', url: API_ROUTES.meterDetails.path, payload: item });
    expect(details.json().gasdetails[0]).toMatchObject({ isDomestic: true, mprn: a.mprn });
    expect(details.json().elecdetails[0]).toMatchObject({ mpan: a.mpan, profileClass: '01' });
    const verified = await s.call({
      method: 'GET',
      url: `/request/address/list/postcode?postcode=${encodeURIComponent(a.postcode)}`,
    });
    expect(verified.json().verifiedAddresses.length).toBe(list.json().addresses.length);

    const sup = await s.call({
      method: 'POST',
      url: API_ROUTES.suppliers.path,
      payload: {
        postcode: a.postcode,
        switchType: 'dualDistinctToDualConsolidated',
        currentPayMethod: 'monthlyDirectDebit',
      },
    });
    expect(sup.json().suppliersDto.gasSuppliers.length).toBeGreaterThan(3);
    expect(sup.json().suppliersDto.electricitySuppliers.length).toBeGreaterThan(3);
    const supplierId = sup.json().suppliersDto.gasSuppliers[0].id;
    const tariffs = await s.call({
      method: 'POST',
      url: API_ROUTES.tariffs.path,
      payload: {
        postcode: a.postcode,
        switchType: 'gasToGas',
        supplierId,
        currentPayMethod: 'monthlyDirectDebit',
      },
    });
    const first = tariffs.json().tariffsDto.tariffs[0];
    expect(first).toMatchObject({ isDefaultOrStandard: true, isFixedFromEnergyStartDate: false });
    const info = await s.call({
      method: 'POST',
      url: API_ROUTES.tariffInformation.path,
      payload: { tariffId: first.id },
    });
    expect(info.json().tariffInfoDto).toMatchObject({
      supplierId,
      termsAndConditionsUrlDto: { supplier: expect.any(String) },
    });

    const lists = await s.call({ method: 'GET', url: API_ROUTES.estimateLists.path });
    const l = lists.json();
    const pickId = (k: string) => l[k][0].id;
    const est = await s.call({
      method: 'GET',
      url: `/request/estimation/usage?houseType=${pickId('houseTypes')}&numberOfBedrooms=${pickId('bedRooms')}&occupancyFrequency=${pickId('occupancyFrequencies')}&modernisationLevel=${pickId('energyEfficiencies')}&heatingAndCooking=${pickId('fuelUseTypes')}&switchType=gasToGas`,
    });
    expect(est.json().estimatedUsageDto.gasUsage).toBeGreaterThan(0);
    expect(est.json().estimatedUsageDto.electricityUsage).toBe(0);

    const makes = await s.call({ method: 'GET', url: API_ROUTES.evMakes.path });
    const make = makes.json().makes[0];
    const models = await s.call({ method: 'GET', url: `/request/ev/make/${make.id}/model` });
    const sizes = await s.call({
      method: 'GET',
      url: `/request/ev/model/${models.json().models[0].id}/enginesize`,
    });
    expect(sizes.json().engineSizes[0].milesPerKWh).toBeGreaterThan(0);
    const unknownCar = await s.call({
      method: 'POST',
      url: API_ROUTES.evByRegistration.path,
      payload: { registrationNumber: 'ZZ99ZZZ' },
    });
    expect(unknownCar.statusCode).toBe(404);
    const projects = await s.call({ method: 'GET', url: API_ROUTES.carbonProjects.path });
    expect(projects.json().projects.length).toBeGreaterThan(0);
  });
});
