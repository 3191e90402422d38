/** Home charging of an electric car, the EV panel's figure (domain.md section 7). Pure. */

/** Typical miles per kWh of an electric car (domain.md section 7), when the car's own figure is unknown. */
const DEFAULT_MILES_PER_KWH = 3.5;

/** Home charging a year: annual miles / miles per kWh (domain.md section 7), whole kWh. */
export function evChargingKWh(annualMiles: number, milesPerKWh = DEFAULT_MILES_PER_KWH): number {
  if (!(annualMiles > 0) || !(milesPerKWh > 0)) return 0;
  return Math.round(annualMiles / milesPerKWh);
}
