/**
 * The meters of an address: the `meter` context lookUpMeters sets (code), and the quote defaults the
 * journey computes from it after choosing an address (journey data: your-home.json's compute effect),
 * run through the real quote journey.
 */
import { describe, expect, it } from 'vitest';
import { createJourneyController, type ActionRegistry } from '../../../../engine/core/index.js';
import type { MeterDetailsReply } from '../../../../src/api/endpoints/address';
import { QUOTE_FLOW_ID, quoteJourney } from '../../../../src/features/quote/journey';
import { meterContext, smartMeterFlags } from '../../../../src/features/quote/meters';
import { annualUsage } from '../../../../src/features/quote/usage';
import { evChargingKWh } from '../../../../src/widgets/evCharging';

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

/** The quote state after choosing an address whose meters are `reply`. */
async function defaultsFor(reply: MeterDetailsReply): Promise<Record<string, unknown>> {
  const journey = quoteJourney();
  const actions: ActionRegistry = Object.fromEntries(
    journey.actionUses.map((u) => [u.name, () => undefined]),
  );
  const controller = createJourneyController(journey, {
    flow: QUOTE_FLOW_ID,
    initialState: { postcode: 'NR13QU' },
    actions: { ...actions, lookUpMeters: async () => ({ meter: meterContext(reply) }) },
  });
  await controller.setValue('address', '1 Church Street');
  return controller.getState();
}

describe('the meter context', () => {
  it('describes the main meters: supplies, domestic, prepayment, MPAN/MPRN, suppliers, whole kWh', () => {
    expect(meterContext({ gasdetails: [gas], elecdetails: [elec] })).toEqual({
      mpan: elec.mpan,
      mprn: gas.mprn,
      hasGas: true,
      hasElectricity: true,
      gasPrepayment: false,
      elecPrepayment: false,
      gasNonDomestic: false,
      elecNonDomestic: false,
      elecEconomy7: false,
      gasSupplierId: 7,
      elecSupplierId: 7,
      gasMpaq: 12346,
    });
    expect(smartMeterFlags({ gasdetails: [gas], elecdetails: [elec] })).toEqual({
      gasSmartMeter: true,
      electricitySmartMeter: false,
    });
  });

  it('non-domestic meters are flagged and give no MPAN or MPRN', () => {
    expect(
      meterContext({
        gasdetails: [{ ...gas, isDomestic: false }],
        elecdetails: [{ ...elec, isDomestic: false }],
      }),
    ).toMatchObject({ mpan: null, mprn: null, gasNonDomestic: true, elecNonDomestic: true });
  });
});

describe('the quote defaults after choosing an address (journey data)', () => {
  it('both supplies from one supplier: dual, same supplier, suppliers and gas usage from the meters', async () => {
    const state = await defaultsFor({ gasdetails: [gas], elecdetails: [elec] });
    expect(state).toMatchObject({
      compareFuel: 'gasElectricity',
      sameSupplier: true,
      supplierId: 7,
      gasSupplierId: 7,
      electricitySupplierId: 7,
      gasUsage: 12346,
      economy7Percentage: 42,
      newTariffPaymentMethod: 'monthlyDirectDebit',
    });
    // A single-rate (01) meter: the quote answers Economy 7 No, so the householder only checks it.
    expect(state).toHaveProperty('isEconomy7', false);
  });

  it('no gas: electricity; an 02 meter answers Economy 7', async () => {
    const state = await defaultsFor({
      gasdetails: [],
      elecdetails: [{ ...elec, mpan: '0280012345671312345678907', profileClass: '02' }],
    });
    expect(state).toMatchObject({ compareFuel: 'electricity', isEconomy7: true, meter: { hasGas: false } });
  });

  it('prepayment on one fuel only: its pay method, and no dual default (separate quotes)', async () => {
    const state = await defaultsFor({
      gasdetails: [gas],
      elecdetails: [{ ...elec, isPrepayment: true, mugSupplierId: 11 }],
    });
    expect(state.electricityCurrentPayMethod).toBe('prePaymentMeter');
    expect(state).not.toHaveProperty('compareFuel');
    expect(state).not.toHaveProperty('sameSupplier');
    expect(state).not.toHaveProperty('currentPayMethod');
  });

  it('prepayment on both: every current pay method is prepayment', async () => {
    const state = await defaultsFor({
      gasdetails: [{ ...gas, isPrepayment: true }],
      elecdetails: [{ ...elec, isPrepayment: true }],
    });
    expect(state).toMatchObject({
      compareFuel: 'gasElectricity',
      currentPayMethod: 'prePaymentMeter',
      gasCurrentPayMethod: 'prePaymentMeter',
      electricityCurrentPayMethod: 'prePaymentMeter',
    });
  });

  it('non-domestic meters: nothing to compare is chosen', async () => {
    const state = await defaultsFor({
      gasdetails: [{ ...gas, isDomestic: false }],
      elecdetails: [{ ...elec, isDomestic: false, profileClass: '03' }],
    });
    expect(state).not.toHaveProperty('compareFuel');
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
