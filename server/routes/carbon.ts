import type { FastifyInstance } from 'fastify';
import {
  carbonEquivalentReplySchema,
  carbonFootprintBodySchema,
  carbonPaymentReplySchema,
  carbonPaymentRequestSchema,
  carbonPaymentUpdateQuerySchema,
  carbonPaymentUpdateReplySchema,
  carbonProjectsReplySchema,
  carbonUuidQuerySchema,
  type CarbonEquivalentReply,
  type CarbonFootprintBody,
  type CarbonPaymentRequest,
  type CarbonPaymentUpdateQuery,
  type CarbonUuidQuery,
} from '../../contract/api/carbon.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { emptyQuerySchema } from '../../contract/api/estimation.js';
import { sessionOf } from '../auth/plugin.js';
import type { AppDeps } from '../http/deps.js';
import { dataKeyring } from '../secrets.js';
import { offsetCustomer } from '../carbon/access.js';
import { confirmPaid, createOrder, getOrder, paidOrderIdOf, paidOrderOf } from '../carbon/orders.js';
import type { Db } from '../db/db.js';
import { errorReplies, fieldError, HttpError } from '../http/errors.js';
import { getCarbonFactors, listCarbonProjects } from '../market/index.js';
import { offsetCostGbp } from '../pricing/index.js';
import { sealer, type Sealer } from '../switching/seal.js';

/** The shares of the full offset a customer may buy (spec section 9). */
const OFFSET_PERCENTAGES = [25, 50, 75, 100] as const;

/** The full offset price of a footprint (tonnes a year) and the share the customer chose, to the penny. */
async function offsetPrice(
  db: Db,
  tonnes: number,
  percentage = 100,
): Promise<{ full: number; share: number }> {
  const full = offsetCostGbp(tonnes * 1000, await getCarbonFactors(db));
  return { full, share: Math.round(full * percentage) / 100 };
}

/**
 * The carbon equivalent of the completed switch `uuid` as `POST .../carbonoffset` answers it, for
 * `session` (404 for a session that may not see it): footprint and prices from what was stored when
 * the switch completed, the names only for the session that completed it, and the payment if made.
 * One function for the route and the server-rendered offset page (server/web/pageData.ts).
 */
export async function carbonEquivalentReply(
  db: Db,
  seal: Sealer,
  uuid: string,
  session: string,
): Promise<CarbonEquivalentReply> {
  const c = await offsetCustomer(db, seal, uuid, session);
  const paid = await paidOrderOf(db, c.rowId);
  const prices = await Promise.all(
    OFFSET_PERCENTAGES.map(async (percentage) => ({
      percentage,
      amount: (await offsetPrice(db, c.carbonTonnes, percentage)).share,
    })),
  );
  return {
    carbonFootprint: c.carbonTonnes,
    fullCarbonCost: prices[prices.length - 1].amount,
    offsetPrices: prices,
    // A switch id is shown to the customer and sent to the affiliate, so it is never a key to
    // personal data by itself: a session let in by the existing-switch check (the switch id
    // alone) may offset the switch's carbon, but only the session that completed it sees names.
    firstName: c.own ? c.firstName : '',
    lastName: c.own ? c.lastName : '',
    customerId: c.switchId,
    paymentReference: paid?.paymentReference ?? null,
    projectSelected: paid?.projectId ?? null,
    projectPercentage: paid?.percentage ?? null,
  };
}

/**
 * Carbon offset: the carbon equivalent of a completed switch, the projects, a payment (an order and
 * the sandbox checkout URL) and the payment update the process page calls on return. The price is
 * the server's: the footprint stored when the switch completed times the chosen share (25, 50, 75
 * or 100%); what the browser sends as a footprint is not used. Footprint and orders open only for
 * the session that completed the switch, or one whose existing-switch check found it; the names only
 * for the session that completed it.
 */
export function registerCarbonRoutes(api: FastifyInstance, { db, secrets }: AppDeps): void {
  const seal = sealer(dataKeyring(secrets));
  api.post<{ Querystring: CarbonUuidQuery; Body: CarbonFootprintBody }>(
    API_ROUTES.carbonEquivalent.path,
    {
      schema: {
        querystring: carbonUuidQuerySchema,
        body: carbonFootprintBodySchema,
        response: { 200: carbonEquivalentReplySchema, ...errorReplies },
      },
    },
    async (req) => carbonEquivalentReply(db, seal, req.query.uuid, sessionOf(req)),
  );

  api.get(
    API_ROUTES.carbonProjects.path,
    {
      schema: {
        querystring: emptyQuerySchema,
        response: { 200: carbonProjectsReplySchema, ...errorReplies },
      },
    },
    async () => ({ projects: await listCarbonProjects(db) }),
  );

  api.post<{ Body: CarbonPaymentRequest }>(
    API_ROUTES.carbonPayment.path,
    {
      schema: {
        body: carbonPaymentRequestSchema,
        response: { 200: carbonPaymentReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const { uuid, projectId, percentage } = req.body;
      const c = await offsetCustomer(db, seal, uuid, sessionOf(req));
      // One offset per switch: a second tab (or a stale page) must not start a second charge.
      const paid = await paidOrderOf(db, c.rowId);
      if (paid)
        throw new HttpError(409, `Your carbon offset is already paid (reference ${paid.paymentReference}).`);
      // Paid at the provider, before the return page has confirmed it: still paid, still one charge.
      if (await paidOrderIdOf(db, c.rowId)) throw new HttpError(409, 'Your carbon offset is already paid.');
      if (!(await listCarbonProjects(db)).some((p) => p.id === projectId))
        throw fieldError('projectId', 'projectId is not one of the projects');
      const amount = (await offsetPrice(db, c.carbonTonnes, percentage)).share;
      const orderId = await createOrder(db, c.rowId, projectId, percentage, amount);
      api.metrics.payments.inc({ event: 'ordered' });
      return { checkOutUrl: `${req.protocol}://${req.host}/sandbox/checkout/${orderId}`, orderId, amount };
    },
  );

  api.get<{ Querystring: CarbonPaymentUpdateQuery }>(
    API_ROUTES.carbonPaymentUpdate.path,
    {
      schema: {
        querystring: carbonPaymentUpdateQuerySchema,
        response: { 200: carbonPaymentUpdateReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const { id, oid, c } = req.query;
      const order = /^[0-9a-f]{1,64}$/.test(oid) ? await getOrder(db, oid) : null;
      if (!order || order.uuid.toLowerCase() !== id.toLowerCase())
        throw new HttpError(404, 'We could not find this payment.');
      // Only a session that may see the switch may see its orders.
      await offsetCustomer(db, seal, order.uuid, sessionOf(req)).catch(() => {
        throw new HttpError(404, 'We could not find this payment.');
      });
      // The provider's record decides: the return URL alone can neither mark an order paid nor
      // hide a payment that went through. Processing the same return again answers the same.
      if (order.providerStatus === 'paid')
        return {
          status: 'paid' as const,
          paymentReference: await confirmPaid(db, oid),
          amount: order.amount,
          percentage: order.percentage,
        };
      if (c || order.providerStatus === 'failed')
        return {
          status: 'failed' as const,
          paymentReference: null,
          amount: order.amount,
          percentage: order.percentage,
        };
      throw new HttpError(409, 'This payment has not been completed.');
    },
  );
}
