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
  type CarbonFootprintBody,
  type CarbonPaymentRequest,
  type CarbonPaymentUpdateQuery,
  type CarbonUuidQuery,
} from '../../contract/api/carbon.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { emptyQuerySchema } from '../../contract/api/estimation.js';
import type { AppDeps } from '../http/deps.js';
import { confirmPaid, createOrder, customerByUuid, getOrder, paidOrderOf } from '../carbon/orders.js';
import type { Db } from '../db/db.js';
import { errorReplies, fieldError, HttpError } from '../http/errors.js';
import { getCarbonFactors, listCarbonProjects } from '../market/index.js';
import { carbonFootprintKg } from '../pricing/index.js';

const pence = (n: number) => Math.round(n * 100) / 100;

async function pricePerTonne(db: Db): Promise<number> {
  return (await getCarbonFactors(db)).offsetPriceGbpPerTonne;
}

/**
 * Carbon offset: the carbon equivalent of a completed switch, the projects, a payment (an order and
 * the sandbox checkout URL) and the payment update the process page calls on return.
 */
export function registerCarbonRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Querystring: CarbonUuidQuery; Body: CarbonFootprintBody }>(
    API_ROUTES.carbonEquivalent.path,
    {
      schema: {
        querystring: carbonUuidQuerySchema,
        body: carbonFootprintBodySchema,
        response: { 200: carbonEquivalentReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const c = await customerByUuid(db, req.query.uuid);
      const tonnes = typeof req.body === 'number' ? req.body : req.body.carbonFootprint;
      await db.query('UPDATE switches SET carbon_tonnes = $2 WHERE id = $1::bigint', [c.rowId, tonnes]);
      const paid = await paidOrderOf(db, c.rowId);
      return {
        carbonFootprint: tonnes,
        fullCarbonCost: pence(tonnes * (await pricePerTonne(db))),
        firstName: c.firstName,
        lastName: c.lastName,
        customerId: c.switchId,
        paymentReference: paid?.paymentReference ?? null,
        projectSelected: paid?.projectId ?? null,
        projectPercentage: paid?.percentage ?? null,
      };
    },
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
      const c = await customerByUuid(db, uuid);
      if (!(await listCarbonProjects(db)).some((p) => p.id === projectId))
        throw fieldError('projectId', 'projectId is not one of the projects');
      // The footprint the customer last viewed, else the quote's own usage.
      const tonnes = c.carbonTonnes ?? carbonFootprintKg(c.kWh, await getCarbonFactors(db)) / 1000;
      const amount = pence((tonnes * (await pricePerTonne(db)) * percentage) / 100);
      const orderId = await createOrder(db, c.rowId, projectId, percentage, amount);
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
      // The provider's record decides: the return URL alone cannot mark an order paid.
      if (c || order.providerStatus === 'failed')
        return { status: 'failed' as const, paymentReference: null, amount: order.amount };
      if (order.providerStatus !== 'paid') throw new HttpError(409, 'This payment has not been completed.');
      return { status: 'paid' as const, paymentReference: await confirmPaid(db, oid), amount: order.amount };
    },
  );
}
