import type { Db, DbTx } from '../db/db.js';
import { RATE_COLUMNS, TARIFF_COLUMNS, toRate, toTariff, type RateRow, type TariffRow } from './rows.js';
import type { Fuel, MeterType, PayMethod, QuotableTariff, Tariff, TariffWithRates } from './types.js';

type Q = Pick<Db, 'query'> | DbTx;

/** Which rates a quote needs: region, fuels, payment method(s) and the electricity meter type. */
export interface QuoteScope {
  /** Distributor id 10-23. */
  region: number;
  /** One fuel, or both for dual fuel: a tariff must have a rate for every fuel listed. */
  fuels: Fuel[];
  /** One payment method, or several (includeAllPayMethodOptions): one result per method. */
  payMethod: PayMethod | PayMethod[];
  /** Electricity meter type; gas always uses `standard`. Default `standard`. */
  meter?: MeterType;
}

/** Filter of {@link listTariffs}: every field optional except the supplier. */
export interface TariffFilter extends Partial<QuoteScope> {
  supplierId: number;
}

/** A quotable tariff also names the payment method its rates are for. */
export interface QuotableTariffFor extends QuotableTariff {
  payMethod: PayMethod;
}

/** SQL conditions on `tariff_rates r` for a (partial) scope, appended to `params`. */
function rateConditions(scope: Partial<QuoteScope>, params: unknown[]): string[] {
  const where: string[] = [];
  if (scope.region !== undefined) {
    params.push(scope.region);
    where.push(`r.region = $${params.length}`);
  }
  if (scope.payMethod !== undefined) {
    params.push(Array.isArray(scope.payMethod) ? scope.payMethod : [scope.payMethod]);
    where.push(`r.pay_method = ANY($${params.length}::text[])`);
  }
  if (scope.fuels?.length) {
    params.push(scope.fuels);
    where.push(`r.fuel = ANY($${params.length}::text[])`);
  }
  if (scope.meter !== undefined) {
    params.push(scope.meter);
    where.push(`(r.fuel = 'gas' OR r.meter = $${params.length})`);
  }
  // Gas has no Economy 7: never pair an economy7 gas row even if one were imported.
  where.push(`(r.fuel = 'electricity' OR r.meter = 'standard')`);
  return where;
}

/**
 * The tariffs of one supplier, optionally only those with rates for a region, payment method,
 * meter and every fuel given (the current-tariff picker). Standard tariff first, then by name.
 */
export async function listTariffs(db: Q, filter: TariffFilter): Promise<Tariff[]> {
  const params: unknown[] = [filter.supplierId];
  const conds = rateConditions(filter, params);
  const fuels = filter.fuels?.length ? filter.fuels : null;
  const need = fuels ? fuels.length : 1;
  const rows = await db.query<TariffRow>(
    `SELECT ${TARIFF_COLUMNS} FROM tariffs t JOIN suppliers s ON s.id = t.supplier_id
     WHERE t.supplier_id = $1
       AND (SELECT count(DISTINCT r.fuel) FROM tariff_rates r WHERE r.tariff_id = t.id AND ${conds.join(' AND ')}) >= ${need}
     ORDER BY t.is_standard DESC, t.name, t.id`,
    params,
  );
  return rows.map(toTariff);
}

/** One tariff with every rate row it has, or null. */
export async function getTariff(db: Q, id: number): Promise<TariffWithRates | null> {
  const [row] = await db.query<TariffRow>(
    `SELECT ${TARIFF_COLUMNS} FROM tariffs t JOIN suppliers s ON s.id = t.supplier_id WHERE t.id = $1`,
    [id],
  );
  if (!row) return null;
  const rates = await db.query<RateRow>(
    `SELECT ${RATE_COLUMNS} FROM tariff_rates r WHERE r.tariff_id = $1 ORDER BY r.fuel, r.region, r.pay_method, r.meter`,
    [id],
  );
  return { ...toTariff(row), rates: rates.map(toRate) };
}

/**
 * Every tariff priced for a quote: one entry per tariff and payment method that has a rate for each
 * requested fuel in the region (electricity on the requested meter type). Unordered: rank with
 * `priceQuote`.
 */
export async function tariffsForQuote(
  db: Q,
  scope: QuoteScope,
  onlyTariffIds?: number[],
): Promise<QuotableTariffFor[]> {
  const params: unknown[] = [];
  const conds = rateConditions({ ...scope, meter: scope.meter ?? 'standard' }, params);
  if (onlyTariffIds) {
    params.push(onlyTariffIds);
    conds.push(`r.tariff_id = ANY($${params.length}::int[])`);
  }
  const rows = await db.query<TariffRow & RateRow>(
    `SELECT ${TARIFF_COLUMNS}, ${RATE_COLUMNS} FROM tariff_rates r
       JOIN tariffs t ON t.id = r.tariff_id JOIN suppliers s ON s.id = t.supplier_id
     WHERE ${conds.join(' AND ')}`,
    params,
  );
  const byKey = new Map<string, QuotableTariffFor>();
  for (const row of rows) {
    const key = `${row.tariff_id}|${row.pay_method}`;
    let t = byKey.get(key);
    if (!t) {
      t = { ...toTariff(row), id: row.tariff_id, payMethod: row.pay_method, rates: {} };
      byKey.set(key, t);
    }
    t.rates[row.fuel] = toRate(row);
  }
  return [...byKey.values()].filter((t) => scope.fuels.every((f) => t.rates[f]));
}

/** One tariff's rates for a quote scope (the current tariff, or a chosen result), or null. */
export async function quotableTariff(
  db: Q,
  tariffId: number,
  scope: QuoteScope,
): Promise<QuotableTariffFor | null> {
  const [first] = await tariffsForQuote(db, { ...scope, payMethod: firstOf(scope.payMethod) }, [tariffId]);
  return first ?? null;
}

/**
 * The supplier's standard (default) tariff for a quote scope: the roll-off target of a fixed tariff.
 * When a supplier marks several, the lowest id wins so the choice is stable.
 */
export async function standardTariff(
  db: Q,
  supplierId: number,
  scope: QuoteScope,
): Promise<QuotableTariffFor | null> {
  const ids = await db.query<{ id: number }>(
    'SELECT id FROM tariffs WHERE supplier_id = $1 AND is_standard ORDER BY id',
    [supplierId],
  );
  if (!ids.length) return null;
  const found = await tariffsForQuote(
    db,
    { ...scope, payMethod: firstOf(scope.payMethod) },
    ids.map((r) => r.id),
  );
  found.sort((a, b) => a.id - b.id);
  return found[0] ?? null;
}

function firstOf(p: PayMethod | PayMethod[]): PayMethod {
  return Array.isArray(p) ? p[0] : p;
}
