/**
 * The quote engine: pure functions implementing domain.md section 1 (Personal Projection, Economy 7
 * split, spend to kWh, roll-off to the standard tariff, savings, ranking), the tariff labels, carbon,
 * the usage estimate and EV charging. No I/O: callers pass rates and data from `server/market`.
 */
export {
  DEFAULT_ECONOMY7_PERCENTAGE,
  annualise,
  economy7Split,
  isTwoRate,
  kWhFromSpend,
  monthlyCost,
  personalProjection,
  rateBands,
  weightedUnitRate,
  type FuelRates,
  type Projection,
  type RateBand,
  type UsagePeriod,
} from './projection.js';
export { daysUntil, projectWithRollOff, type RollOffInput, type RolledProjection } from './rolloff.js';
export {
  annualKWh,
  priceQuote,
  projectCurrent,
  toPence,
  type CurrentTariffInput,
  type QuoteInput,
  type QuoteOutcome,
  type RankedQuote,
  type UsageInput,
} from './quote.js';
export { pppFuel, tariffInformationLabel, type PppFuel, type TariffInformationLabel } from './labels.js';
export { regionFromPostcode, resolveRegion, type PostcodeRegionMap, type RegionSource } from './region.js';
export { carbonFootprintKg, offsetCostGbp } from './carbon.js';
export { estimateUsage, evChargingKWh, type EstimatedUsage } from './estimate.js';
