import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';

/** A carbon offset order. */
export interface CarbonOrder {
  orderId: string;
  /** The switch's row id (internal). */
  switchRow: string;
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
    `SELECT o.order_id, o.switch_row::text AS switch_row, s.uuid::text AS uuid, o.project_id, o.percentage, o.amount, o.provider_status, o.payment_reference
       FROM carbon_orders o JOIN switches s ON s.id = o.switch_row WHERE o.order_id = $1`,
    [orderId],
  );
  if (!r) return null;
  return {
    orderId: r.order_id as string,
    switchRow: r.switch_row as string,
    uuid: r.uuid as string,
    projectId: r.project_id as number,
    percentage: r.percentage as number,
    amount: Number(r.amount),
    providerStatus: r.provider_status as CarbonOrder['providerStatus'],
    paymentReference: (r.payment_reference as string | null) ?? null,
  };
}

/** What recording the provider's outcome did. */
export type ProviderOutcome = 'recorded' | 'alreadyPaid';

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === '23505';

/**
 * The payment provider's side (the sandbox stands in for it): records pay or fail for an order that
 * is not paid. A paid order stays paid, and a switch has at most one paid order (a partial unique
 * index, migration 005): paying a second order of a switch whose offset is already paid, say from a
 * second tab, charges nothing and answers `alreadyPaid`.
 */
export async function recordProviderOutcome(
  db: Db,
  orderId: string,
  outcome: 'paid' | 'failed',
): Promise<ProviderOutcome> {
  try {
    const rows = await db.query<{ order_id: string }>(
      `UPDATE carbon_orders o SET provider_status = $2, updated_at = now()
        WHERE o.order_id = $1 AND o.provider_status <> 'paid'
          AND NOT EXISTS (SELECT 1 FROM carbon_orders p
                           WHERE p.switch_row = o.switch_row AND p.provider_status = 'paid')
        RETURNING o.order_id`,
      [orderId, outcome],
    );
    if (rows.length > 0) return 'recorded';
  } catch (e) {
    // Two payments at the same moment: the index lets one through, the other lands here.
    if (isUniqueViolation(e)) return 'alreadyPaid';
    throw e;
  }
  const order = await getOrder(db, orderId);
  return order?.providerStatus === 'paid' ? 'recorded' : 'alreadyPaid';
}

/** The switch's paid order, if any (whichever order or tab paid it). */
export async function paidOrderIdOf(db: Db, rowId: string): Promise<string | null> {
  const [r] = await db.query<{ order_id: string }>(
    `SELECT order_id FROM carbon_orders WHERE switch_row = $1::bigint AND provider_status = 'paid' LIMIT 1`,
    [rowId],
  );
  return r?.order_id ?? null;
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
