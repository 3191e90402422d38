import { describe, expect, it } from 'vitest';
import { meterDefaults, smartMeterFlags } from '../../../../src/features/quote/meterDefaults';
import { annualUsage, evChargingKWh } from '../../../../src/features/quote/usage';

const gas = {
  isDomestic: true,
  mprn: '3938424403',
  isPrepayment: false,
  isSmartMeter: true,
  mpaq: 12345.6,
  mugSupplierId: 7,
};
const elec = {
  mpan: '0180012345671312345678907',
  isDomestic: true,
  isPrepayment: false,
  isSmartMeter: false,
  mugSupplierId: 7,
  profileClass: '01',
};

describe('meterDefaults', () => {
  it('both supplies from one supplier: dual, same supplier, suppliers and gas usage from the meters', () => {
    const patch = meterDefaults({ gasdetails: [gas], elecdetails: [elec] });
    expect(patch).toMatchObject({
      compareFuel: 'gasElectricity',
      sameSupplier: true,
      supplierId: 7,
      gasSupplierId: 7,
      electricitySupplierId: 7,
      gasUsage: 12346,
      economy7Percentage: 42,
      newTariffPaymentMethod: 'monthlyDirectDebit',
      meter: {
        mpan: elec.mpan,
        mprn: gas.mprn,
        hasGas: true,
        hasElectricity: true,
        gasMpaq: 12345.6,
        gasNonDomestic: false,
        elecNonDomestic: false,
      },
    });
    expect(patch).not.toHaveProperty('isEconomy7');
    expect(smartMeterFlags({ gasdetails: [gas], elecdetails: [elec] })).toEqual({
      gasSmartMeter: true,
      electricitySmartMeter: false,
    });
  });

  it('no gas: electricity; an 02 meter answers Economy 7', () => {
    const patch = meterDefaults({
      gasdetails: [],
      elecdetails: [{ ...elec, mpan: '0280012345671312345678907', profileClass: '02' }],
    });
    expect(patch).toMatchObject({
      compareFuel: 'electricity',
      isEconomy7: true,
      meter: { hasGas: false, gasPrepayment: null },
    });
  });

  it('prepayment on one fuel only: its pay method, and no dual default (separate quotes)', () => {
    const patch = meterDefaults({
      gasdetails: [gas],
      elecdetails: [{ ...elec, isPrepayment: true, mugSupplierId: 11 }],
    });
    expect(patch.electricityCurrentPayMethod).toBe('prePaymentMeter');
    expect(patch).not.toHaveProperty('compareFuel');
    expect(patch).not.toHaveProperty('sameSupplier');
    expect(patch).not.toHaveProperty('currentPayMethod');
  });

  it('prepayment on both: every current pay method is prepayment', () => {
    const patch = meterDefaults({
      gasdetails: [{ ...gas, isPrepayment: true }],
      elecdetails: [{ ...elec, isPrepayment: true }],
    });
    expect(patch).toMatchObject({
      compareFuel: 'gasElectricity',
      currentPayMethod: 'prePaymentMeter',
      gasCurrentPayMethod: 'prePaymentMeter',
      electricityCurrentPayMethod: 'prePaymentMeter',
    });
  });

  it('non-domestic meters are flagged and give no MPAN', () => {
    const patch = meterDefaults({
      gasdetails: [{ ...gas, isDomestic: false }],
      elecdetails: [{ ...elec, isDomestic: false, profileClass: '03' }],
    });
    expect(patch.meter).toMatchObject({ mpan: null, gasNonDomestic: true, elecNonDomestic: true });
    expect(patch).not.toHaveProperty('compareFuel');
  });
});

describe('usage arithmetic', () => {
  it('multiplies by the unit (x1, x12, x4) and adds EV kWh to kWh usage only', () => {
    expect(annualUsage({ usageType: 1, usageUnit: 2, usage: 250, extraKWh: 100 })).toEqual({
      usageKWh: 3100,
    });
    expect(annualUsage({ usageType: 0, usageUnit: 3, cost: 100.5, extraKWh: 100 })).toEqual({ costGbp: 402 });
    expect(annualUsage({ usageType: 1, usageUnit: 1 })).toEqual({});
  });
  it('EV charging is miles / miles per kWh (default 3.5)', () => {
    expect(evChargingKWh(7400)).toBe(2114);
    expect(evChargingKWh(8000, 4)).toBe(2000);
    expect(evChargingKWh(0)).toBe(0);
  });
});
