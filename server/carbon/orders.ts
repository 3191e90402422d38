import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A completed switch as the carbon offset pages see it. */
export interface OffsetCustomer {
  rowId: string;
  switchId: string;
  firstName: string;
  lastName: string;
  carbonTonnes: number | null;
  kWh: { gas?: number; electricity?: number };
}

/** The completed switch of a uuid (from `switch/pro/complete`), or 404. */
export async function customerByUuid(db: Db, uuid: string): Promise<OffsetCustomer> {
  // Checked before the query: PostgreSQL rejects a malformed uuid with an error, not an empty result.
  const rows = UUID.test(uuid)
    ? await db.query<{
        id: string;
        switch_id: string;
        personal: unknown;
        carbon_tonnes: number | null;
        input: unknown;
      }>(
        `SELECT s.id::text AS id, s.switch_id, s.personal, s.carbon_tonnes, q.input
           FROM switches s JOIN quotes q ON q.switch_id = s.switch_id WHERE s.uuid = $1 AND s.completed_at IS NOT NULL`,
        [uuid.toLowerCase()],
      )
    : [];
  if (!rows.length) throw new HttpError(404, 'We could not find a switch with this Id');
  const r = rows[0];
  const parse = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const personal = parse<{ firstName: string; lastName: string }>(r.personal);
  return {
    rowId: r.id,
    switchId: r.switch_id,
    firstName: personal.firstName,
    lastName: personal.lastName,
    carbonTonnes: r.carbon_tonnes == null ? null : Number(r.carbon_tonnes),
    kWh: parse<{ kWh: { gas?: number; electricity?: number } }>(r.input).kWh,
  };
}

/** A carbon offset order. */
export interface CarbonOrder {
  orderId: string;
  uuid: string;
  projectId: number;
  percentage: number;
  amount: number;
  providerStatus: 'pending' | 'paid' | 'failed';
  paymentReference: string | null;
}

/** Creates an order with a random id for the checkout. */
export async function createOrder(
  db: Db,
  rowId: string,
  projectId: number,
  percentage: number,
  amount: number,
): Promise<string> {
  const orderId = randomBytes(12).toString('hex');
  await db.query(
    'INSERT INTO carbon_orders (order_id, switch_row, project_id, percentage, amount) VALUES ($1, $2::bigint, $3, $4, $5)',
    [orderId, rowId, projectId, percentage, amount],
  );
  return orderId;
}

/** An order by id (with its switch's uuid), or null. */
export async function getOrder(db: Db, orderId: string): Promise<CarbonOrder | null> {
  const [r] = await db.query<Record<string, unknown>>(
    `SELECT o.order_id, s.uuid::text AS uuid, o.project_id, o.percentage, o.amount, o.provider_status, o.payment_reference
       FROM carbon_orders o JOIN switches s ON s.id = o.switch_row WHERE o.order_id = $1`,
    [orderId],
  );
  if (!r) return null;
  return {
    orderId: r.order_id as string,
    uuid: r.uuid as string,
    projectId: r.project_id as number,
    percentage: r.percentage as number,
    amount: Number(r.amount),
    providerStatus: r.provider_status as CarbonOrder['providerStatus'],
    paymentReference: (r.payment_reference as string | null) ?? null,
  };
}

/**
 * The payment provider's side (the sandbox stands in for it): records pay or fail for a pending
 * order. A paid order stays paid.
 */
export async function recordProviderOutcome(
  db: Db,
  orderId: string,
  outcome: 'paid' | 'failed',
): Promise<void> {
  await db.query(
    `UPDATE carbon_orders SET provider_status = $2, updated_at = now() WHERE order_id = $1 AND provider_status <> 'paid'`,
    [orderId, outcome],
  );
}

/** Gives a paid order its payment reference once (idempotent) and returns it. */
export async function confirmPaid(db: Db, orderId: string): Promise<string> {
  const ref = `CO-${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.query(
    `UPDATE carbon_orders SET payment_reference = $2, updated_at = now()
      WHERE order_id = $1 AND provider_status = 'paid' AND payment_reference IS NULL`,
    [orderId, ref],
  );
  const [r] = await db.query<{ payment_reference: string }>(
    'SELECT payment_reference FROM carbon_orders WHERE order_id = $1',
    [orderId],
  );
  return r.payment_reference;
}

/** The latest paid order of a switch (the carbon equivalent shows its reference, project and share). */
export async function paidOrderOf(
  db: Db,
  rowId: string,
): Promise<{ paymentReference: string; projectId: number; percentage: number } | null> {
  const [r] = await db.query<{ payment_reference: string; project_id: number; percentage: number }>(
    `SELECT payment_reference, project_id, percentage FROM carbon_orders
      WHERE switch_row = $1::bigint AND payment_reference IS NOT NULL ORDER BY updated_at DESC LIMIT 1`,
    [rowId],
  );
  return r
    ? { paymentReference: r.payment_reference, projectId: r.project_id, percentage: r.percentage }
    : null;
}
