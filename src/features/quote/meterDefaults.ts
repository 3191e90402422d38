/**
 * The quote defaults of spec section 4 ("Choosing an address"), from the meters at the address.
 * Pure: the lookUpMeters action fetches the meters and applies this patch to the journey state.
 */
import type { MeterDetailsReply } from '../../api/endpoints/address';

type GasMeter = MeterDetailsReply['gasdetails'][number];
type ElecMeter = MeterDetailsReply['elecdetails'][number];

/** Default night share of Economy 7 usage (spec section 9; Ofgem's GB average split 58/42). */
export const ECONOMY7_DEFAULT_PERCENTAGE = 42;

/** Answers every new quote starts with (spec section 3: economy7Percentage 42, new tariff paid monthly by DD). */
export const QUOTE_START_STATE: Readonly<Record<string, unknown>> = {
  economy7Percentage: ECONOMY7_DEFAULT_PERCENTAGE,
  newTariffPaymentMethod: 'monthlyDirectDebit',
  usageTab: 'actual',
  gasUsageType: 1,
  gasUsageUnit: 1,
  electricityUsageType: 1,
  electricityUsageUnit: 1,
};

/** The meter the quote is about: the first domestic one, else the first one (which then blocks quoting). */
export function mainGasMeter(reply: MeterDetailsReply): GasMeter | undefined {
  return reply.gasdetails.find((m) => m.isDomestic) ?? reply.gasdetails[0];
}

/** The electricity meter the quote is about: the first domestic one (01 before 02 as listed), else the first. */
export function mainElectricityMeter(reply: MeterDetailsReply): ElecMeter | undefined {
  return reply.elecdetails.find((m) => m.isDomestic) ?? reply.elecdetails[0];
}

/** Smart meter flags of the saved quote. */
export function smartMeterFlags(reply: MeterDetailsReply | null): {
  gasSmartMeter: boolean;
  electricitySmartMeter: boolean;
} {
  if (!reply) return { gasSmartMeter: false, electricitySmartMeter: false };
  return {
    gasSmartMeter: mainGasMeter(reply)?.isSmartMeter ?? false,
    electricitySmartMeter: mainElectricityMeter(reply)?.isSmartMeter ?? false,
  };
}

/**
 * The journey patch after choosing an address: the `meter.*` context the rules read, and the
 * defaults: what to compare (by which supplies exist), sameSupplier (by the registered suppliers),
 * prepayment pay methods, Economy 7 for an 02 meter, the
 * current suppliers registered at the meters, and the gas usage from the meter's annual quantity.
 * With prepayment on one fuel only, nothing dual is defaulted: the fuels are quoted separately.
 */
export function meterDefaults(reply: MeterDetailsReply): Record<string, unknown> {
  const gas = mainGasMeter(reply);
  const elec = mainElectricityMeter(reply);
  const gasDomestic = gas?.isDomestic === true;
  const elecDomestic = elec?.isDomestic === true;
  const mpan = elecDomestic ? elec.mpan : null;
  const patch: Record<string, unknown> = {
    ...QUOTE_START_STATE,
    meter: {
      mpan,
      mprn: gasDomestic ? (gas.mprn ?? null) : null,
      hasGas: gas !== undefined,
      hasElectricity: elec !== undefined,
      gasPrepayment: gas ? gas.isPrepayment : null,
      elecPrepayment: elec ? elec.isPrepayment : null,
      gasNonDomestic: gas !== undefined && !gas.isDomestic,
      elecNonDomestic: elec !== undefined && !elec.isDomestic,
      gasMpaq: gas?.mpaq ?? null,
    },
  };
  // Prepayment on one fuel only forces separate quotes (spec sections 4 and 5): no dual default, the
  // householder picks the fuel to compare.
  const mismatch = gas !== undefined && elec !== undefined && gas.isPrepayment !== elec.isPrepayment;
  if (gasDomestic && elecDomestic && !mismatch) patch.compareFuel = 'gasElectricity';
  else if (gasDomestic && !elecDomestic) patch.compareFuel = 'gas';
  else if (elecDomestic && !gasDomestic) patch.compareFuel = 'electricity';
  if (gasDomestic && elecDomestic && !mismatch) {
    patch.sameSupplier = gas.mugSupplierId != null && gas.mugSupplierId === elec.mugSupplierId;
  }
  if (gas?.isPrepayment) patch.gasCurrentPayMethod = 'prePaymentMeter';
  if (elec?.isPrepayment) patch.electricityCurrentPayMethod = 'prePaymentMeter';
  if (gas?.isPrepayment && elec?.isPrepayment) patch.currentPayMethod = 'prePaymentMeter';
  if (mpan && (mpan.startsWith('02') || elec?.profileClass === '02' || elec?.isEconomy7 === true))
    patch.isEconomy7 = true;

  if (gasDomestic && gas.mugSupplierId != null) patch.gasSupplierId = gas.mugSupplierId;
  if (elecDomestic && elec.mugSupplierId != null) patch.electricitySupplierId = elec.mugSupplierId;
  if (patch.sameSupplier === true) patch.supplierId = gas!.mugSupplierId;
  if (gasDomestic && typeof gas.mpaq === 'number' && gas.mpaq > 0) patch.gasUsage = Math.round(gas.mpaq);
  return patch;
}
