import type { Db, DbTx } from '../db/db.js';
import { SUPPLIER_COLUMNS, toSupplier, type SupplierRow } from './rows.js';
import type { QuoteScope } from './tariffs.js';
import type { Supplier } from './types.js';

type Q = Pick<Db, 'query'> | DbTx;

/**
 * Suppliers by name. With a scope, only those with at least one tariff that has a rate for every
 * fuel of the scope in its region and payment method (and meter for electricity): the current-supplier
 * picker of the quote form.
 */
export async function listSuppliers(db: Q, scope?: Partial<QuoteScope>): Promise<Supplier[]> {
  if (!scope || Object.values(scope).every((v) => v === undefined)) {
    const rows = await db.query<SupplierRow>(`SELECT ${SUPPLIER_COLUMNS} FROM suppliers ORDER BY name, id`);
    return rows.map(toSupplier);
  }
  const params: unknown[] = [];
  const conds: string[] = [`(r.fuel = 'electricity' OR r.meter = 'standard')`];
  if (scope.region !== undefined) conds.push(`r.region = $${params.push(scope.region)}`);
  if (scope.payMethod !== undefined) {
    conds.push(
      `r.pay_method = ANY($${params.push(Array.isArray(scope.payMethod) ? scope.payMethod : [scope.payMethod])}::text[])`,
    );
  }
  if (scope.meter !== undefined) conds.push(`(r.fuel = 'gas' OR r.meter = $${params.push(scope.meter)})`);
  const fuels = scope.fuels?.length ? scope.fuels : ['gas', 'electricity'];
  const need = scope.fuels?.length ?? 1;
  conds.push(`r.fuel = ANY($${params.push(fuels)}::text[])`);
  const rows = await db.query<SupplierRow>(
    `SELECT ${SUPPLIER_COLUMNS} FROM suppliers WHERE id IN (
       SELECT t.supplier_id FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id
       WHERE ${conds.join(' AND ')}
       GROUP BY t.id, t.supplier_id HAVING count(DISTINCT r.fuel) >= ${need})
     ORDER BY name, id`,
    params,
  );
  return rows.map(toSupplier);
}

/** One supplier, or null. */
export async function getSupplier(db: Q, id: number): Promise<Supplier | null> {
  const [row] = await db.query<SupplierRow>(`SELECT ${SUPPLIER_COLUMNS} FROM suppliers WHERE id = $1`, [id]);
  return row ? toSupplier(row) : null;
}
