import { compactPostcode } from '../../contract/uk/index.js';
import type { Db, DbTx } from '../db/db.js';
import type {
  CarbonFactors,
  CarbonProject,
  EstimateModel,
  EvAssumptions,
  EvEngineSize,
  EvMake,
  EvModel,
  EvVehicle,
  LookupItem,
  LookupKind,
  PostcodeRegionMap,
  UsageBands,
} from './types.js';

type Q = Pick<Db, 'query'> | DbTx;

/** The EV document of `market_reference`. */
interface EvData {
  assumptions: EvAssumptions;
  makes: EvMake[];
  models: EvModel[];
  engineSizes: EvEngineSize[];
  registrations: { registrationNumber: string; engineSizeId: number; year: number; colour: string }[];
}

/** The documents of `market_reference` by key, as loaded from server/data. */
export interface ReferenceDocs {
  lookups: Record<LookupKind, LookupItem[]>;
  estimateModel: EstimateModel;
  /** Dated sets, any order; the one in force is picked by date. */
  usageBands: UsageBands[];
  carbonFactors: CarbonFactors[];
  carbonProjects: CarbonProject[];
  ev: EvData;
  postcodeRegions: PostcodeRegionMap;
}

// Reference documents are read-only between seeds, so each database object keeps them after the
// first read; seedMarket clears the cache when it loads new data.
const cache = new WeakMap<object, Map<string, unknown>>();

/** Forgets cached reference documents of `db` (after a seed). */
export function clearReferenceCache(db: object): void {
  cache.delete(db);
}

/** One reference document; throws when the market has not been seeded. */
async function getReference<K extends keyof ReferenceDocs>(db: Q, key: K): Promise<ReferenceDocs[K]> {
  let docs = cache.get(db);
  if (!docs) cache.set(db, (docs = new Map()));
  if (docs.has(key)) return docs.get(key) as ReferenceDocs[K];
  const [row] = await db.query<{ data: ReferenceDocs[K] | string }>(
    'SELECT data FROM market_reference WHERE key = $1',
    [key],
  );
  if (!row) throw new Error(`market reference data "${key}" is missing: run seedMarket first`);
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as ReferenceDocs[K];
  docs.set(key, data);
  return data;
}

/** A lookup list (titles, employment statuses, ... prepayment meter types, estimate lists). */
export async function getLookup(db: Q, kind: LookupKind): Promise<LookupItem[]> {
  return (await getReference(db, 'lookups'))[kind] ?? [];
}

/** The help-me-estimate model (the numbers behind the estimate). */
export async function getEstimateModel(db: Q): Promise<EstimateModel> {
  return getReference(db, 'estimateModel');
}

/** The dated set in force on `asOf`: the latest effectiveFrom on or before it (else the earliest). */
function inForce<T extends { effectiveFrom: string }>(sets: T[], asOf: Date): T {
  const day = asOf.toISOString().slice(0, 10);
  const sorted = [...sets].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return sorted.filter((s) => s.effectiveFrom <= day).pop() ?? sorted[0];
}

/** Carbon conversion factors and offset price in force on `asOf` (default today). */
export async function getCarbonFactors(db: Q, asOf = new Date()): Promise<CarbonFactors> {
  return inForce(await getReference(db, 'carbonFactors'), asOf);
}

/** Carbon offset projects, with base64 SVG images. */
export async function listCarbonProjects(db: Q): Promise<CarbonProject[]> {
  return getReference(db, 'carbonProjects');
}

/** Postcode outward code / area to region data. */
export async function getPostcodeRegionMap(db: Q): Promise<PostcodeRegionMap> {
  return getReference(db, 'postcodeRegions');
}

/** EV assumptions (default efficiency, mileage, charge types). */
export async function getEvAssumptions(db: Q): Promise<EvAssumptions> {
  return (await getReference(db, 'ev')).assumptions;
}

/** EV makes by name. */
export async function listEvMakes(db: Q): Promise<EvMake[]> {
  return [...(await getReference(db, 'ev')).makes].sort((a, b) => a.name.localeCompare(b.name));
}

/** The models of a make (empty for an unknown make). */
export async function listEvModels(db: Q, makeId: number): Promise<EvModel[]> {
  return (await getReference(db, 'ev')).models.filter((m) => m.makeId === makeId);
}

/** The engine sizes (battery variants) of a model. */
export async function listEvEngineSizes(db: Q, modelId: number): Promise<EvEngineSize[]> {
  return (await getReference(db, 'ev')).engineSizes.filter((e) => e.modelId === modelId);
}

/** A vehicle by registration (spaces and case ignored), or null. */
export async function findEvByRegistration(db: Q, registrationNumber: string): Promise<EvVehicle | null> {
  const ev = await getReference(db, 'ev');
  const key = compactPostcode(registrationNumber);
  const reg = ev.registrations.find((r) => compactPostcode(r.registrationNumber) === key);
  if (!reg) return null;
  const engineSize = ev.engineSizes.find((e) => e.id === reg.engineSizeId);
  const model = engineSize && ev.models.find((m) => m.id === engineSize.modelId);
  const make = model && ev.makes.find((m) => m.id === model.makeId);
  if (!engineSize || !model || !make) return null;
  return {
    registrationNumber: reg.registrationNumber,
    make,
    model,
    engineSize,
    year: reg.year,
    colour: reg.colour,
  };
}
