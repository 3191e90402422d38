/**
 * Usage arithmetic of spec section 9: usage types (0 'I spend', 1 'I use') and units (1 yearly,
 * 2 monthly, 3 quarterly) with their annual multipliers. Pure.
 */

/** Annual multiplier by unit index (spec section 9: 0 x0, 1 x1, 2 x12, 3 x4). */
const ANNUAL_MULTIPLIER: Readonly<Record<number, number>> = { 0: 0, 1: 1, 2: 12, 3: 4 };

/** One fuel's usage as the form holds it. */
export interface FuelUsage {
  /** 0: spend in £, 1: kWh. */
  usageType?: number;
  /** 1 yearly, 2 monthly, 3 quarterly. */
  usageUnit?: number;
  usage?: number;
  cost?: number;
  /** kWh a year added on top (home EV charging), only with kWh usage. */
  extraKWh?: number;
}

/** The annual figures a quote request carries: kWh used or £ spent (one of the two). */
export interface AnnualUsage {
  usageKWh?: number;
  costGbp?: number;
}

/** Rounds to 2 decimal places (pounds) or whole kWh. */
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** A fuel's usage as annual kWh or annual £, or empty when it was not given. */
export function annualUsage(fuel: FuelUsage): AnnualUsage {
  const multiplier = ANNUAL_MULTIPLIER[fuel.usageUnit ?? 1] ?? 1;
  if (fuel.usageType === 0) {
    return typeof fuel.cost === 'number' ? { costGbp: round(fuel.cost * multiplier, 2) } : {};
  }
  if (typeof fuel.usage !== 'number') return {};
  return { usageKWh: Math.round(fuel.usage * multiplier + (fuel.extraKWh ?? 0)) };
}
