/**
 * The quote engine: pure functions implementing domain.md section 1 (Personal Projection, Economy 7
 * split, spend to kWh, roll-off to the standard tariff, savings, ranking), the tariff labels, carbon,
 * the usage estimate and EV charging. No I/O: callers pass rates and data from `server/market`.
 */
export { DEFAULT_ECONOMY7_PERCENTAGE, type FuelRates } from './projection.js';
export { type RolledProjection } from './rolloff.js';
export {
  annualKWh,
  priceQuote,
  toPence,
  type CurrentTariffInput,
  type QuoteOutcome,
  type RankedQuote,
} from './quote.js';
export { pppFuel, tariffInformationLabel, type PppFuel, type TariffInformationLabel } from './labels.js';
export { resolveRegion } from './region.js';
export { carbonFootprintKg, offsetCostGbp } from './carbon.js';
export { estimateUsage, evChargingKWh } from './estimate.js';
