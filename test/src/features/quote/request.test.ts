import { describe, expect, it } from 'vitest';
import { buildQuoteRequest, type QuoteRequestInput } from '../../../../src/features/quote/request';
import { QUOTE_ROUTES, relativePath } from '../../../../contract/api/routes';

const address = {
  addressLine1: '1 Church Street',
  addressLine2: '',
  city: 'Norwich',
  county: 'Norfolk',
  postcode: 'NR1 3QU',
  text: '1 Church Street, Norwich',
};
const base: Omit<QuoteRequestInput, 'quoteType' | 'payload'> = {
  economy7Applies: false,
  meter: { mpan: '0180012345671312345678907', mprn: '3938424403' },
  address,
  smart: { gasSmartMeter: true, electricitySmartMeter: false },
  referral: { refererBranch: 'WEB001', reference: 'BSE-WEB' },
  isHappyToBeAutoSwitched: true,
};

describe('buildQuoteRequest', () => {
  it('gasToGas: the gas endpoint, unprefixed supply, fixed values, referral pair, no MPAN or night share', () => {
    const { path, body } = buildQuoteRequest({
      ...base,
      quoteType: 'gasToGas',
      payload: {
        postcode: 'NR13QU',
        gasSupplierId: 7,
        gasTariffId: 701,
        gasTariffValidToDate: '2026-03-31',
        gasCurrentPayMethod: 'cashOrCheque',
        gasUsageType: 1,
        gasUsageUnit: 3,
        gasUsage: 3000,
        newTariffPaymentMethod: 'quarterlyDirectDebit',
        economy7Percentage: 42,
      },
    });
    expect(path).toBe(relativePath(QUOTE_ROUTES.gasToGas.path));
    expect(body).toEqual({
      postcode: 'NR13QU',
      addressLine1: '1 Church Street',
      town: 'Norwich',
      city: 'Norwich',
      county: 'Norfolk',
      mprn: '3938424403',
      switchType: 'gasToGas',
      billConsumptionIsEstimated: true,
      referrerBranchCode: 'WEB001',
      switchOwnerReference: 'BSE-WEB',
      isHappyToBeAutoSwitched: true,
      accountManagementOnline: 'UnInterested',
      newTariffPaymentMethod: 'quarterlyDirectDebit',
      gasSmartMeter: true,
      supplierId: 7,
      tariffId: 701,
      tariffValidToDate: '2026-03-31',
      currentPayMethod: 'cashOrCheque',
      utilityPeriod: 'Annually',
      currentUsageEstimated: 12000,
    });
  });

  it('electricity: spend a month becomes spend a year; the night share only when Economy 7 applies; EV kWh only with kWh', () => {
    const payload = {
      electricitySupplierId: 7,
      electricityTariffId: 702,
      electricityCurrentPayMethod: 'monthlyDirectDebit',
      isEconomy7: true,
      electricityUsageType: 0,
      electricityUsageUnit: 2,
      electricityCost: 65,
      economy7Percentage: 40,
      hasElectricVehicle: true,
      evChargingKWh: 2000,
    };
    const without = buildQuoteRequest({ ...base, quoteType: 'electricityToElectricity', payload }).body;
    expect(without).toMatchObject({ currentCostEstimated: 780, mpan: base.meter.mpan, isEconomy7: true });
    expect(without).not.toHaveProperty('economy7Percentage');
    expect(without).not.toHaveProperty('currentUsageEstimated');
    const withE7 = buildQuoteRequest({
      ...base,
      economy7Applies: true,
      quoteType: 'electricityToElectricity',
      payload: { ...payload, electricityUsageType: 1, electricityUsage: 3900 },
    });
    expect(withE7.path).toBe(relativePath(QUOTE_ROUTES.electricityToElectricity.path));
    expect(withE7.body).toMatchObject({ economy7Percentage: 40, currentUsageEstimated: 3900 * 12 + 2000 });
  });

  it('any current prepayment method makes the new tariff prepayment', () => {
    const { body } = buildQuoteRequest({
      ...base,
      quoteType: 'electricityToElectricity',
      payload: {
        electricityTariffId: 702,
        electricityCurrentPayMethod: 'prePaymentMeter',
        electricityUsage: 2000,
      },
    });
    expect(body.newTariffPaymentMethod).toBe('prePaymentMeter');
  });

  it('dual consolidated: one supply, fuel-prefixed usage, the electricity type follows gas', () => {
    const { path, body } = buildQuoteRequest({
      ...base,
      quoteType: 'dualConsolidatedToDualConsolidated',
      payload: {
        supplierId: 7,
        tariffId: 703,
        currentPayMethod: 'monthlyDirectDebit',
        gasUsageType: 0,
        gasUsageUnit: 1,
        gasCost: 900,
        electricityUsageType: 1,
        electricityUsageUnit: 1,
        electricityCost: 1100,
        newTariffPaymentMethod: 'monthlyDirectDebit',
      },
    });
    expect(path).toBe(relativePath(QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path));
    expect(body).toMatchObject({
      supplierId: 7,
      tariffId: 703,
      currentPayMethod: 'monthlyDirectDebit',
      utilityPeriod: 'Annually',
      gasUtilityPeriod: 'Annually',
      gasCurrentCostEstimated: 900,
      electricityUtilityPeriod: 'Annually',
      electricityCurrentCostEstimated: 1100,
      electricityConsumptionExceedsGasConsumption: true,
      mpan: base.meter.mpan,
      mprn: base.meter.mprn,
    });
  });

  it('dual distinct: a supply per fuel, fuel-prefixed', () => {
    const { path, body } = buildQuoteRequest({
      ...base,
      quoteType: 'dualDistinctToDualConsolidated',
      payload: {
        gasSupplierId: 7,
        gasTariffId: 701,
        gasCurrentPayMethod: 'monthlyDirectDebit',
        electricitySupplierId: 11,
        electricityTariffId: 1101,
        electricityTariffValidToDate: '2026-01-31',
        electricityCurrentPayMethod: 'cashOrCheque',
        gasUsage: 11500,
        electricityUsage: 2700,
      },
    });
    expect(path).toBe(relativePath(QUOTE_ROUTES.dualDistinctToDualConsolidated.path));
    expect(body).toMatchObject({
      gasSupplierId: 7,
      gasTariffId: 701,
      gasCurrentPayMethod: 'monthlyDirectDebit',
      electricitySupplierId: 11,
      electricityTariffId: 1101,
      electricityTariffValidToDate: '2026-01-31',
      electricityCurrentPayMethod: 'cashOrCheque',
      gasCurrentUsageEstimated: 11500,
      electricityCurrentUsageEstimated: 2700,
      electricityConsumptionExceedsGasConsumption: false,
    });
    expect(body).not.toHaveProperty('tariffId');
  });
});
