import type { CarbonFactors } from '../market/types.js';

/** Annual carbon footprint in kg CO2e from annual kWh and dated conversion factors (domain.md section 6). */
export function carbonFootprintKg(
  kWh: { electricity?: number; gas?: number },
  factors: CarbonFactors,
): number {
  return (kWh.electricity ?? 0) * factors.electricityKgPerKWh + (kWh.gas ?? 0) * factors.gasKgPerKWh;
}

/** The full cost in pounds (to the penny) of offsetting `kg` CO2e at the data's price per tonne. */
export function offsetCostGbp(kg: number, factors: CarbonFactors): number {
  return Math.round((kg / 1000) * factors.offsetPriceGbpPerTonne * 100) / 100;
}
