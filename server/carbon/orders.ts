import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

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
