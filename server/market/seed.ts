import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compactPostcode, normalisePostcode } from '../../contract/uk/index.js';
import type { Db, DbTx } from '../db/db.js';
import { clearReferenceCache, type ReferenceDocs } from './reference.js';
import type { Fuel, MeterType, PayMethod } from './types.js';
import {
  bumpMarketVersion,
  replaceTariffs,
  upsertSuppliers,
  type SupplierInput,
  type TariffInput,
} from './write.js';

/** The bundled data folder. */
export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

/** A rate row in the compact seed file: [fuel, region, payMethod, meter, sc, unit, day, night, exitFee, discount, fee]. */
export type CompactRate = [
  Fuel,
  number,
  PayMethod,
  MeterType,
  number,
  number | null,
  number | null,
  number | null,
  number,
  number,
  number,
];

/** `tariffs.json`: tariffs with compact rate rows. */
export interface SeedTariffFile {
  generatedBy: string;
  tariffs: (Omit<TariffInput, 'rates'> & { rates: CompactRate[] })[];
}

/** One meter of `addresses.json`. */
export interface SeedMeter {
  fuel: Fuel;
  mpan?: string;
  mprn?: string | null;
  isDomestic: boolean;
  isPrepayment: boolean;
  isSmartMeter: boolean;
  mugSupplierId: number | null;
  mpaq?: number | null;
}

/** One address of `addresses.json`. */
export interface SeedAddress {
  id: number;
  postcode: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  meters: SeedMeter[];
}

/** What {@link seedMarket} did. */
export interface SeedResult {
  loaded: boolean;
  hash: string;
  counts?: { suppliers: number; tariffs: number; rates: number; addresses: number; meters: number };
}

/** Hash of every bundled data file (names and bytes, examples excluded): the seed's identity. */
function bundledDataHash(dir = DATA_DIR): string {
  const h = createHash('sha256');
  for (const file of listFiles(dir)) {
    const rel = relative(dir, file);
    if (rel.startsWith('examples')) continue;
    h.update(rel).update('\0').update(readFileSync(file)).update('\0');
  }
  return h.digest('hex');
}

function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? listFiles(p) : [p];
    });
}

const readJson = <T>(dir: string, name: string): T => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;

/** Expands a compact rate row. */
function expandRate(r: CompactRate): TariffInput['rates'][number] {
  const [
    fuel,
    region,
    payMethod,
    meter,
    standingCharge,
    unitRate,
    dayRate,
    nightRate,
    exitFeeGbp,
    annualDiscountGbp,
    annualFeeGbp,
  ] = r;
  return {
    fuel,
    region,
    payMethod,
    meter,
    standingCharge,
    unitRate,
    dayRate,
    nightRate,
    exitFeeGbp,
    annualDiscountGbp,
    annualFeeGbp,
  };
}

/** Reads the bundled reference documents (projects get their SVG images inlined as base64). */
function readReferenceDocs(dir = DATA_DIR): ReferenceDocs {
  const projects = readJson<
    (Omit<ReferenceDocs['carbonProjects'][number], 'imageBase64'> & { image: string })[]
  >(dir, 'carbon-projects.json');
  return {
    lookups: readJson(dir, 'lookups.json'),
    estimateModel: readJson(dir, 'estimate-model.json'),
    usageBands: readJson(dir, 'usage-bands.json'),
    carbonFactors: readJson(dir, 'carbon-factors.json'),
    carbonProjects: projects.map(({ image, ...p }) => ({
      ...p,
      imageBase64: readFileSync(join(dir, image)).toString('base64'),
    })),
    ev: readJson(dir, 'ev.json'),
    postcodeRegions: readJson(dir, 'postcode-regions.json'),
  };
}

/**
 * Loads the bundled market data (server/data) into the database, once: a second call with the same
 * files is a no-op (the files' hash is stored in `market_meta`). When the bundled files change, the
 * seed is applied again, but tariffs an operator imported are kept. Concurrent starts on one
 * PostgreSQL are serialised by an advisory lock.
 */
export async function seedMarket(db: Db, dir = DATA_DIR): Promise<SeedResult> {
  const hash = bundledDataHash(dir);
  const [done] = await db.query<{ value: string }>(`SELECT value FROM market_meta WHERE key = 'seed_hash'`);
  if (done?.value === hash) return { loaded: false, hash };
  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(72617)');
    const [again] = await tx.query<{ value: string }>(
      `SELECT value FROM market_meta WHERE key = 'seed_hash'`,
    );
    if (again?.value === hash) return { loaded: false, hash };
    const counts = await loadBundled(tx, dir);
    await tx.query(
      `INSERT INTO market_meta (key, value) VALUES ('seed_hash', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [hash],
    );
    await bumpMarketVersion(tx);
    return { loaded: true, hash, counts };
  });
  clearReferenceCache(db);
  return result;
}

async function loadBundled(tx: DbTx, dir: string): Promise<NonNullable<SeedResult['counts']>> {
  const suppliers = readJson<(SupplierInput & { logo?: string })[]>(dir, 'suppliers.json').map(
    ({ logo, ...s }) => ({
      ...s,
      logoSvg: logo ? readFileSync(join(dir, logo), 'utf8') : null,
    }),
  );
  await upsertSuppliers(tx, suppliers);

  const file = readJson<SeedTariffFile>(dir, 'tariffs.json');
  const imported = new Set(
    (await tx.query<{ id: number }>(`SELECT id FROM tariffs WHERE source = 'import'`)).map((r) => r.id),
  );
  const tariffs: TariffInput[] = file.tariffs
    .filter((t) => !imported.has(t.id))
    .map((t) => ({ ...t, rates: t.rates.map(expandRate) }));
  await replaceTariffs(tx, tariffs, 'seed');

  const addresses = readJson<SeedAddress[]>(dir, 'addresses.json');
  await tx.query('DELETE FROM addresses WHERE id = ANY($1::int[])', [addresses.map((a) => a.id)]);
  const addressRows = addresses.map((a) => {
    const postcode = normalisePostcode(a.postcode);
    const text = [a.line1, a.line2, a.city, a.county, postcode].filter(Boolean).join(', ');
    return {
      id: a.id,
      postcode_key: compactPostcode(postcode),
      postcode,
      line1: a.line1,
      line2: a.line2,
      city: a.city,
      county: a.county,
      text,
    };
  });
  await tx.query(
    `INSERT INTO addresses (id, postcode_key, postcode, line1, line2, city, county, text)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, postcode_key text, postcode text, line1 text, line2 text, city text, county text, text text)`,
    [JSON.stringify(addressRows)],
  );
  const meterRows = addresses.flatMap((a) =>
    a.meters.map((m) => ({
      address_id: a.id,
      fuel: m.fuel,
      mpan: m.mpan ?? null,
      mprn: m.mprn ?? null,
      is_domestic: m.isDomestic,
      is_prepayment: m.isPrepayment,
      is_smart: m.isSmartMeter,
      mug_supplier_id: m.mugSupplierId,
      mpaq: m.mpaq ?? null,
    })),
  );
  await tx.query(
    `INSERT INTO meters (address_id, fuel, mpan, mprn, is_domestic, is_prepayment, is_smart, mug_supplier_id, mpaq)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(address_id int, fuel text, mpan text, mprn text, is_domestic boolean,
       is_prepayment boolean, is_smart boolean, mug_supplier_id int, mpaq int)`,
    [JSON.stringify(meterRows)],
  );

  const docs = readReferenceDocs(dir);
  for (const [key, data] of Object.entries(docs)) {
    const dated = Array.isArray(data) ? undefined : (data as { effectiveFrom?: string; source?: string });
    await tx.query(
      `INSERT INTO market_reference (key, effective_from, source, data) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (key) DO UPDATE SET effective_from = EXCLUDED.effective_from, source = EXCLUDED.source, data = EXCLUDED.data`,
      [key, dated?.effectiveFrom ?? null, dated?.source ?? '', JSON.stringify(data)],
    );
  }
  return {
    suppliers: suppliers.length,
    tariffs: tariffs.length,
    rates: tariffs.reduce((n, t) => n + t.rates.length, 0),
    addresses: addresses.length,
    meters: meterRows.length,
  };
}
