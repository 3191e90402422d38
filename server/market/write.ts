import type { Db, DbTx } from '../db/db.js';
import type { Supplier, TariffRate } from './types.js';

type Q = Pick<Db, 'query'> | DbTx;

/** A tariff to store: the product fields plus its rate rows (what seed files and imports produce). */
export interface TariffInput {
  id: number;
  supplierId: number;
  name: string;
  isFixed: boolean;
  endDate: string | null;
  isGreen: boolean;
  isDefaultOrStandard: boolean;
  switchable: boolean;
  hasPaperBilling: boolean;
  hasOnlineManagement: boolean;
  hasWarmHomeDiscount: boolean;
  features: string[];
  rates: TariffRate[];
}

/** A supplier to store (logo optional). */
export type SupplierInput = Omit<Supplier, 'logoSvg' | 'customerServicesPhone'> & {
  logoSvg?: string | null;
  customerServicesPhone?: string | null;
};

/** Inserts or updates suppliers by id. */
export async function upsertSuppliers(tx: Q, suppliers: SupplierInput[]): Promise<void> {
  if (!suppliers.length) return;
  const rows = suppliers.map((s) => ({
    id: s.id,
    name: s.name,
    sample: s.sample,
    description: s.description,
    supplier_terms_url: s.supplierTermsUrl,
    tariff_terms_url: s.tariffTermsUrl,
    switch_option: s.switchOption,
    big_six: s.isBigSix,
    logo_svg: s.logoSvg ?? null,
    customer_services_phone: s.customerServicesPhone ?? null,
  }));
  await tx.query(
    `INSERT INTO suppliers (id, name, sample, description, supplier_terms_url, tariff_terms_url, switch_option, big_six, logo_svg, customer_services_phone)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, sample boolean, description text, supplier_terms_url text,
       tariff_terms_url text, switch_option text, big_six boolean, logo_svg text, customer_services_phone text)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sample = EXCLUDED.sample, description = EXCLUDED.description,
       supplier_terms_url = EXCLUDED.supplier_terms_url, tariff_terms_url = EXCLUDED.tariff_terms_url,
       switch_option = EXCLUDED.switch_option, big_six = EXCLUDED.big_six,
       logo_svg = COALESCE(EXCLUDED.logo_svg, suppliers.logo_svg),
       customer_services_phone = COALESCE(EXCLUDED.customer_services_phone, suppliers.customer_services_phone)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Replaces the named tariffs (by id) with these: their old rate rows go, the new ones come in.
 * Tariffs not named are untouched. Run inside a transaction so a failure changes nothing.
 */
export async function replaceTariffs(
  tx: Q,
  tariffs: TariffInput[],
  source: 'seed' | 'import',
): Promise<void> {
  if (!tariffs.length) return;
  const ids = tariffs.map((t) => t.id);
  await tx.query('DELETE FROM tariffs WHERE id = ANY($1::int[])', [ids]);
  const products = tariffs.map((t) => ({
    id: t.id,
    supplier_id: t.supplierId,
    name: t.name,
    is_fixed: t.isFixed,
    end_date: t.endDate,
    is_green: t.isGreen,
    is_standard: t.isDefaultOrStandard,
    switchable: t.switchable,
    paper_billing: t.hasPaperBilling,
    online_management: t.hasOnlineManagement,
    warm_home_discount: t.hasWarmHomeDiscount,
    features: t.features,
    source,
  }));
  await tx.query(
    `INSERT INTO tariffs (id, supplier_id, name, is_fixed, end_date, is_green, is_standard, switchable, paper_billing,
       online_management, warm_home_discount, features, source)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, supplier_id int, name text, is_fixed boolean, end_date date,
       is_green boolean, is_standard boolean, switchable boolean, paper_billing boolean, online_management boolean,
       warm_home_discount boolean, features jsonb, source text)`,
    [JSON.stringify(products)],
  );
  const rates = tariffs.flatMap((t) =>
    t.rates.map((r) => ({
      tariff_id: t.id,
      fuel: r.fuel,
      region: r.region,
      pay_method: r.payMethod,
      meter: r.meter,
      standing_charge: r.standingCharge,
      unit_rate: r.unitRate,
      day_rate: r.dayRate,
      night_rate: r.nightRate,
      exit_fee: r.exitFeeGbp,
      annual_discount: r.annualDiscountGbp,
      annual_fee: r.annualFeeGbp,
    })),
  );
  // Chunked so one statement's JSON stays a few MB at most.
  for (let i = 0; i < rates.length; i += 2000) {
    await tx.query(
      `INSERT INTO tariff_rates (tariff_id, fuel, region, pay_method, meter, standing_charge, unit_rate, day_rate, night_rate,
         exit_fee, annual_discount, annual_fee)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(tariff_id int, fuel text, region int, pay_method text, meter text,
         standing_charge float8, unit_rate float8, day_rate float8, night_rate float8, exit_fee float8, annual_discount float8,
         annual_fee float8)`,
      [JSON.stringify(rates.slice(i, i + 2000))],
    );
  }
}

/** Records a change to the market data: caches compare this number to know when to reload. */
export async function bumpMarketVersion(tx: Q): Promise<number> {
  const [row] = await tx.query<{ value: string }>(
    `INSERT INTO market_meta (key, value) VALUES ('version', '1')
     ON CONFLICT (key) DO UPDATE SET value = (market_meta.value::int + 1)::text, updated_at = now()
     RETURNING value`,
  );
  return Number(row.value);
}

/**
 * The current market data version (0 before the first seed).
 * @internal For the tests only: they check that a data change moves the version.
 */
export async function marketVersion(db: Q): Promise<number> {
  const [row] = await db.query<{ value: string }>(`SELECT value FROM market_meta WHERE key = 'version'`);
  return row ? Number(row.value) : 0;
}

/** When prices last changed (ISO timestamp), for the "prices last updated" assumption; null before seed. */
export async function pricesUpdatedAt(db: Q): Promise<string | null> {
  const [row] = await db.query<{ at: string }>(
    `SELECT updated_at::text AS at FROM market_meta WHERE key = 'version'`,
  );
  return row?.at ?? null;
}
