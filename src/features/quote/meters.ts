/**
 * The meters of the chosen address as the journey reads them: the `meter.*` context the lookUpMeters
 * action sets from the meter lookup's reply. What the quote defaults to at that address (fuel, same
 * supplier, prepayment pay methods, Economy 7, current suppliers, gas usage) is journey data: the
 * `compute` effect after lookUpMeters in journey/quote/your-home.json, with its scenarios.
 */
import type { MeterDetailsReply } from '../../api/endpoints/address';

type GasMeter = MeterDetailsReply['gasdetails'][number];
type ElecMeter = MeterDetailsReply['elecdetails'][number];

/** The meter the quote is about: the first domestic one, else the first one (which then blocks quoting). */
function mainGasMeter(reply: MeterDetailsReply): GasMeter | undefined {
  return reply.gasdetails.find((m) => m.isDomestic) ?? reply.gasdetails[0];
}

/** The electricity meter the quote is about: the first domestic one (01 before 02 as listed), else the first. */
function mainElectricityMeter(reply: MeterDetailsReply): ElecMeter | undefined {
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
 * The `meter` context of the main meters (declared in journey/quote/quote.flow.json): what supplies the
 * address has, whether each is domestic and prepayment, the domestic MPAN and MPRN, whether the
 * electricity meter is Economy 7, the registered suppliers and the gas meter's annual quantity in whole kWh.
 */
export function meterContext(reply: MeterDetailsReply): Record<string, unknown> {
  const gas = mainGasMeter(reply);
  const elec = mainElectricityMeter(reply);
  const gasDomestic = gas?.isDomestic === true;
  const elecDomestic = elec?.isDomestic === true;
  return {
    mpan: elecDomestic ? elec.mpan : null,
    mprn: gasDomestic ? (gas.mprn ?? null) : null,
    hasGas: gas !== undefined,
    hasElectricity: elec !== undefined,
    gasPrepayment: gas ? gas.isPrepayment : null,
    elecPrepayment: elec ? elec.isPrepayment : null,
    gasNonDomestic: gas !== undefined && !gas.isDomestic,
    elecNonDomestic: elec !== undefined && !elec.isDomestic,
    elecEconomy7: elec !== undefined && (elec.profileClass === '02' || elec.isEconomy7 === true),
    gasSupplierId: gas?.mugSupplierId ?? null,
    elecSupplierId: elec?.mugSupplierId ?? null,
    gasMpaq: typeof gas?.mpaq === 'number' ? Math.round(gas.mpaq) : null,
  };
}
