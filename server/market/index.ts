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
  type TariffFilter,
  type QuotableTariffFor,
} from './tariffs.js';
export {
  findAddressesByPostcode,
  findAddressesWithMeters,
  getAddressMeters,
  findAddressMeters,
  findMpan,
} from './addresses.js';
export {
  getReference,
  getLookup,
  getEstimateModel,
  getUsageBands,
  getCarbonFactors,
  listCarbonProjects,
  getPostcodeRegionMap,
  getEvAssumptions,
  listEvMakes,
  listEvModels,
  listEvEngineSizes,
  findEvByRegistration,
  inForce,
  clearReferenceCache,
  type ReferenceDocs,
  type EvData,
} from './reference.js';
export {
  upsertSuppliers,
  replaceTariffs,
  bumpMarketVersion,
  marketVersion,
  pricesUpdatedAt,
  type TariffInput,
  type SupplierInput,
} from './write.js';
export { seedMarket, bundledDataHash, DATA_DIR, type SeedResult } from './seed.js';
export { REGIONS, regionByDistributorId, regionByLetter, type UkRegion } from '../../contract/uk/regions.js';
export {
  importTariffs,
  importTariffFile,
  parseTariffFile,
  formatIssue,
  formatOf,
  IMPORT_COLUMNS,
  type ImportFormat,
  type ImportResult,
  type ImportIssue,
  type ParsedTariffFile,
} from './import.js';
export { parseCsv, type CsvRecord } from './csv.js';
