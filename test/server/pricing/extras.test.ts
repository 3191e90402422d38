import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  CarbonFactors,
  EstimateModel,
  EvAssumptions,
  Tariff,
  TariffRate,
} from '../../../server/market/types.js';
import { carbonFactorsCheck } from './fixtures.js';
import {
  carbonFootprintKg,
  estimateUsage,
  evChargingKWh,
  offsetCostGbp,
  pppFuel,
  resolveRegion,
  tariffInformationLabel,
} from '../../../server/pricing/index.js';
import { projectWithRollOff } from '../../../server/pricing/rolloff.js';
import { regionFromPostcode } from '../../../server/pricing/region.js';
import type { PostcodeRegionMap } from '../../../server/market/types.js';

const data = <T>(name: string): T =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../server/data', name), 'utf8')) as T;
const factors = data<CarbonFactors[]>('carbon-factors.json')[0];
const model = data<EstimateModel>('estimate-model.json');
const ev = data<{ assumptions: EvAssumptions }>('ev.json').assumptions;
const regions = data<PostcodeRegionMap>('postcode-regions.json');

describe('carbon', () => {
  it('gives about 2.58 tonnes for a medium home and prices the offset from data', () => {
    expect(carbonFactorsCheck(factors)).toBe(true);
    const kg = carbonFootprintKg({ electricity: 2700, gas: 11500 }, factors);
    expect(kg / 1000).toBeCloseTo(2.58, 2);
    expect(offsetCostGbp(kg, factors)).toBeCloseTo((kg / 1000) * factors.offsetPriceGbpPerTonne, 2);
  });
});

describe('usage estimate model', () => {
  it('gives the regulator medium figures for the anchor home', () => {
    expect(
      estimateUsage(
        {
          houseType: 3,
          numberOfBedrooms: 3,
          occupancyFrequency: 2,
          modernisationLevel: 2,
          heatingAndCooking: 1,
        },
        model,
      ),
    ).toEqual({
      gasUsage: 11500,
      electricityUsage: 2700,
    });
  });

  it('grows with the home, and moves heating to electricity for electric heating', () => {
    const big = estimateUsage(
      {
        houseType: 4,
        numberOfBedrooms: 5,
        occupancyFrequency: 3,
        modernisationLevel: 1,
        heatingAndCooking: 1,
      },
      model,
    );
    expect(big.gasUsage).toBeGreaterThan(17000);
    const electric = estimateUsage(
      {
        houseType: 1,
        numberOfBedrooms: 2,
        occupancyFrequency: 2,
        modernisationLevel: 3,
        heatingAndCooking: 3,
      },
      model,
    );
    expect(electric.gasUsage).toBe(0);
    expect(electric.electricityUsage).toBeGreaterThan(4000);
    expect(() =>
      estimateUsage(
        {
          houseType: 9,
          numberOfBedrooms: 3,
          occupancyFrequency: 2,
          modernisationLevel: 2,
          heatingAndCooking: 1,
        },
        model,
      ),
    ).toThrow(/houseType/);
  });
});

describe('EV charging', () => {
  it('is annual miles / miles per kWh, with the data default', () => {
    expect(evChargingKWh(7400, 3.7, ev)).toBe(2000);
    expect(evChargingKWh(7000, undefined, ev)).toBe(Math.round(7000 / ev.defaultMilesPerKWh));
  });
});

describe('region', () => {
  it('takes the MPAN distributor id first, else the postcode outward code', () => {
    expect(resolveRegion({ mpan: '018011031312345678907', postcode: 'SW1A 1AA' }, regions)).toMatchObject({
      source: 'mpan',
      region: { letter: 'D' },
    });
    expect(resolveRegion({ mpan: '018011032499999999991', postcode: 'so14 7du' }, regions)).toMatchObject({
      source: 'postcode',
      region: { id: 20 },
    });
    expect(regionFromPostcode('SY23 1AA', regions)?.id).toBe(21); // a district exception inside SY
    expect(regionFromPostcode('SY1 1AA', regions)?.id).toBe(13);
    expect(resolveRegion({ postcode: 'ZZ1 1ZZ' }, regions)).toBeUndefined();
  });
});

describe('labels', () => {
  const t: Tariff = {
    id: 1,
    supplierId: 2,
    supplierName: 'Brightwater Energy (sample)',
    name: 'Fix 12',
    isFixed: true,
    endDate: '2027-11-30',
    isGreen: true,
    isDefaultOrStandard: false,
    switchable: true,
    switchOption: 'Online',
    hasPaperBilling: false,
    hasOnlineManagement: true,
    hasWarmHomeDiscount: false,
    features: [],
  };
  const r: TariffRate = {
    fuel: 'electricity',
    region: 12,
    payMethod: 'monthlyDirectDebit',
    meter: 'economy7',
    standingCharge: 50.1234,
    unitRate: null,
    dayRate: 31.5,
    nightRate: 14.2,
    exitFeeGbp: 75,
    annualDiscountGbp: 25,
    annualFeeGbp: 0,
  };

  it('fills the Tariff Information Label', () => {
    expect(tariffInformationLabel(t, r)).toMatchObject({
      supplier: 'Brightwater Energy (sample)',
      tariffEndsOn: '2027-11-30',
      priceGuaranteedUntil: '2027-11-30',
      paymentMethod: 'monthlyDirectDebit',
      standingCharge: 50.1234,
      unitRate: null,
      unitRateDay: 31.5,
      unitRateNight: 14.2,
      exitFees: '£75 per fuel',
      discountsAndAdditionalCharges: '£25 a year discount',
    });
  });

  it('fills the PPP breakdown fields', () => {
    const asOf = new Date('2026-11-20T00:00:00Z');
    const projection = projectWithRollOff({
      rates: r,
      kWh: 3900,
      endDate: t.endDate,
      asOf,
      economy7Percentage: 42,
    });
    expect(pppFuel({ tariff: t, rate: r, projection, asOf })).toMatchObject({
      annualUsage: 3900,
      dateOfCalculation: '2026-11-20',
      tariffEndDate: '2027-11-30',
      daysLeftOnCurrentTariff: 365,
      daysOnDefaultTariff: 0,
      standingCharge: 50.1234,
      unitRateDay: 31.5,
      unitRateNight: 14.2,
      discounts: 25,
      terminationFees: 75,
      personalProjection: Math.round(projection.personalProjection),
      nextTwelveMonthsWithVat: Math.round(projection.personalProjection * 100) / 100,
    });
  });
});
