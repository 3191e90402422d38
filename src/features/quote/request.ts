/**
 * The quote creation request of spec section 3, from the quote form's answers. Pure: the page hands
 * in the submitted payload (visible answers only), the derived quote type, the meters and address
 * of the lookups, the referral pair and settings, and gets back the path and body to POST.
 */
import type { AddressItem } from '../../api/endpoints/address';
import { QUOTE_PATHS, type QuoteRequest } from '../../api/endpoints/quote';
import type { PayMethodName, SwitchType } from '../../../contract/api/common';
import { annualUsage, type AnnualUsage } from './usage';

/** Everything the request is built from. */
export interface QuoteRequestInput {
  quoteType: SwitchType;
  /** The flow's payload: answers of visible fields of shown cards. */
  payload: Readonly<Record<string, unknown>>;
  /** Whether Economy 7 applies (an 02 meter, or the user said so): only then is the night share sent. */
  economy7Applies: boolean;
  meter: { mpan?: string | null; mprn?: string | null };
  address: AddressItem | null;
  smart: { gasSmartMeter: boolean; electricitySmartMeter: boolean };
  referral: { refererBranch: string; reference: string };
  isHappyToBeAutoSwitched: boolean;
}

/** The POST to make. */
export interface QuoteRequestCall {
  path: string;
  body: QuoteRequest;
}

const PREPAYMENT: PayMethodName = 'prePaymentMeter';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
/** Drops undefined members, so the body carries only what was given. */
const compact = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** The annual usage of one fuel from the payload (`gas` or `electricity` prefixed fields). */
function fuelUsage(
  payload: Readonly<Record<string, unknown>>,
  fuel: 'gas' | 'electricity',
  usageTypeOverride?: unknown,
): AnnualUsage {
  const ev =
    fuel === 'electricity' && payload.hasElectricVehicle === true ? num(payload.evChargingKWh) : undefined;
  return annualUsage({
    usageType: num(usageTypeOverride ?? payload[`${fuel}UsageType`]),
    usageUnit: num(payload[`${fuel}UsageUnit`]),
    usage: num(payload[`${fuel}Usage`]),
    cost: num(payload[`${fuel}Cost`]),
    extraKWh: ev,
  });
}

/**
 * Builds the quote creation call: the endpoint of the quote type and the body with postcode and
 * address parts (town from city or town), the domestic MPAN and MPRN, the switch type, the fixed
 * values (bill consumption estimated, utility period Annually, account management UnInterested),
 * the referral pair, auto-switch from settings, the new tariff payment method (prepayment when any
 * current method is prepayment), the night share only when Economy 7 applies, and the current
 * supply: unprefixed for single fuel and dual consolidated, fuel-prefixed for dual distinct, with
 * fuel-prefixed usage and electricityConsumptionExceedsGasConsumption for both dual types.
 */
export function buildQuoteRequest(input: QuoteRequestInput): QuoteRequestCall {
  const { quoteType, payload, address } = input;
  const dual =
    quoteType === 'dualConsolidatedToDualConsolidated' || quoteType === 'dualDistinctToDualConsolidated';
  const currentMethods = [
    payload.currentPayMethod,
    payload.gasCurrentPayMethod,
    payload.electricityCurrentPayMethod,
  ];
  const newMethod = currentMethods.includes(PREPAYMENT)
    ? PREPAYMENT
    : ((str(payload.newTariffPaymentMethod) as PayMethodName | undefined) ?? 'monthlyDirectDebit');
  const postcode = str(payload.postcode) ?? address?.postcode ?? '';
  const town = str(address?.city) ?? str((address as { town?: string } | null)?.town);
  const hasElectricity = quoteType !== 'gasToGas';
  const e7 = hasElectricity && input.economy7Applies ? num(payload.economy7Percentage) : undefined;

  const common = compact({
    postcode,
    addressLine1: str(address?.addressLine1),
    addressLine2: str(address?.addressLine2),
    town,
    city: town,
    county: str(address?.county),
    mpan: hasElectricity ? (input.meter.mpan ?? undefined) : undefined,
    mprn: quoteType !== 'electricityToElectricity' ? (input.meter.mprn ?? undefined) : undefined,
    switchType: quoteType,
    billConsumptionIsEstimated: true,
    economy7Percentage: e7,
    isEconomy7: hasElectricity && typeof payload.isEconomy7 === 'boolean' ? payload.isEconomy7 : undefined,
    referrerBranchCode: input.referral.refererBranch,
    switchOwnerReference: input.referral.reference,
    isHappyToBeAutoSwitched: input.isHappyToBeAutoSwitched,
    accountManagementOnline: 'UnInterested',
    newTariffPaymentMethod: newMethod,
    electricitySmartMeter: hasElectricity ? input.smart.electricitySmartMeter : undefined,
    gasSmartMeter: quoteType !== 'electricityToElectricity' ? input.smart.gasSmartMeter : undefined,
  });

  if (!dual) {
    const fuel = quoteType === 'gasToGas' ? 'gas' : 'electricity';
    const usage = fuelUsage(payload, fuel);
    const body = compact({
      ...common,
      supplierId: num(payload[`${fuel}SupplierId`]),
      tariffId: num(payload[`${fuel}TariffId`]) as number,
      tariffValidToDate: str(payload[`${fuel}TariffValidToDate`]),
      currentPayMethod: payload[`${fuel}CurrentPayMethod`] as PayMethodName,
      utilityPeriod: 'Annually' as const,
      currentCostEstimated: usage.costGbp,
      currentUsageEstimated: usage.usageKWh,
    });
    return { path: QUOTE_PATHS[quoteType], body };
  }

  const gas = fuelUsage(payload, 'gas');
  // The combined view locks the electricity usage type to the gas one (spec section 2).
  const electricity = fuelUsage(payload, 'electricity', payload.gasUsageType);
  const gasFigure = gas.usageKWh ?? gas.costGbp ?? 0;
  const electricityFigure = electricity.usageKWh ?? electricity.costGbp ?? 0;
  const dualUsage = compact({
    gasUtilityPeriod: 'Annually' as const,
    gasCurrentCostEstimated: gas.costGbp,
    gasCurrentUsageEstimated: gas.usageKWh,
    electricityUtilityPeriod: 'Annually' as const,
    electricityCurrentCostEstimated: electricity.costGbp,
    electricityCurrentUsageEstimated: electricity.usageKWh,
    electricityConsumptionExceedsGasConsumption: electricityFigure > gasFigure,
  });
  if (quoteType === 'dualConsolidatedToDualConsolidated') {
    const body = compact({
      ...common,
      ...dualUsage,
      supplierId: num(payload.supplierId),
      tariffId: num(payload.tariffId) as number,
      tariffValidToDate: str(payload.tariffValidToDate),
      currentPayMethod: payload.currentPayMethod as PayMethodName,
      utilityPeriod: 'Annually' as const,
    });
    return { path: QUOTE_PATHS[quoteType], body };
  }
  const body = compact({
    ...common,
    ...dualUsage,
    gasSupplierId: num(payload.gasSupplierId),
    gasTariffId: num(payload.gasTariffId) as number,
    gasTariffValidToDate: str(payload.gasTariffValidToDate),
    gasCurrentPayMethod: payload.gasCurrentPayMethod as PayMethodName,
    electricitySupplierId: num(payload.electricitySupplierId),
    electricityTariffId: num(payload.electricityTariffId) as number,
    electricityTariffValidToDate: str(payload.electricityTariffValidToDate),
    electricityCurrentPayMethod: payload.electricityCurrentPayMethod as PayMethodName,
  });
  return { path: QUOTE_PATHS[quoteType], body };
}
