import type { EstimateAnswers, EstimateModel, EvAssumptions } from '../market/types.js';

/** Estimated annual usage, kWh. */
export interface EstimatedUsage {
  gasUsage: number;
  electricityUsage: number;
}

/**
 * The help-me-estimate model: base kWh per fuel multiplied by the factor of each answer (house type,
 * bedrooms, occupancy, modernisation, heating and cooking), plus the electricity that electric heating
 * adds. Rounded to whole kWh. An unknown answer id is an error, not a silent default.
 */
export function estimateUsage(answers: EstimateAnswers, model: EstimateModel): EstimatedUsage {
  const pick = <T>(table: Record<string, T>, id: number | string, name: string): T => {
    const v = table[String(id)];
    if (!v) throw new RangeError(`unknown ${name} ${String(id)}`);
    return v;
  };
  const factors = [
    pick(model.houseTypes, answers.houseType, 'houseType'),
    pick(model.bedRooms, answers.numberOfBedrooms, 'numberOfBedrooms'),
    pick(model.occupancyFrequencies, answers.occupancyFrequency, 'occupancyFrequency'),
    pick(model.energyEfficiencies, answers.modernisationLevel, 'modernisationLevel'),
  ];
  const fuelUse = pick(model.fuelUseTypes, answers.heatingAndCooking, 'heatingAndCooking');
  const size = (fuel: 'gas' | 'electricity') => factors.reduce((m, f) => m * f[fuel], 1);
  const gas = model.baseGasKWh * size('gas') * fuelUse.gas;
  // Electric heating load scales with the home like gas heating would.
  const electricity =
    model.baseElectricityKWh * size('electricity') * fuelUse.electricity +
    fuelUse.addElectricityKWh * size('gas');
  return { gasUsage: Math.round(gas), electricityUsage: Math.round(electricity) };
}

/** Annual home-charging kWh of an EV: annual miles / miles per kWh (domain.md section 7). */
export function evChargingKWh(
  annualMiles: number,
  milesPerKWh: number | undefined,
  assumptions: EvAssumptions,
): number {
  const eff = milesPerKWh && milesPerKWh > 0 ? milesPerKWh : assumptions.defaultMilesPerKWh;
  return Math.round(annualMiles / eff);
}
