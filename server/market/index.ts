/**
 * Market data: the typed repository over the database (suppliers, tariffs and rates, addresses and
 * meters, reference lists), the seed loader of the bundled data and the tariff import. Every
 * function takes the `Db` (or a transaction) first, so routes and scripts share one code path.
 */
export * from './types.js';
export { listSuppliers, getSupplier } from './suppliers.js';
export {
  listTariffs,
  getTariff,
  tariffsForQuote,
  quotableTariff,
  standardTariff,
  type QuoteScope,
  type QuotableTariffFor,
} from './tariffs.js';
export { findAddressesWithMeters, getAddressMeters, findAddressMeters, findMpan } from './addresses.js';
export {
  getLookup,
  getEstimateModel,
  getCarbonFactors,
  listCarbonProjects,
  getPostcodeRegionMap,
  getEvAssumptions,
  listEvMakes,
  listEvModels,
  listEvEngineSizes,
  findEvByRegistration,
} from './reference.js';
export { pricesUpdatedAt } from './write.js';
export { seedMarket } from './seed.js';
