import type { FastifyInstance } from 'fastify';
import {
  emptyQuerySchema,
  estimationListsReplySchema,
  estimationQuerySchema,
  estimationReplySchema,
  type EstimationQuery,
} from '../../contract/api/estimation.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import type { AppDeps } from '../http/deps.js';
import { getEstimateModel, getLookup } from '../market/index.js';
import { estimateUsage } from '../pricing/index.js';
import { errorReplies, fieldError } from '../http/errors.js';
import { gbPostcode } from '../quotes/region.js';

/** Help-me-estimate: `GET /request/estimation/usage` and `GET /request/estimation/detail/all`. */
export function registerEstimationRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.get<{ Querystring: EstimationQuery }>(
    API_ROUTES.estimateUsage.path,
    {
      schema: {
        querystring: estimationQuerySchema,
        response: { 200: estimationReplySchema, ...errorReplies },
      },
    },
    async (req) => {
      const q = req.query;
      if (q.postcode) gbPostcode(q.postcode);
      let usage;
      try {
        usage = estimateUsage(q, await getEstimateModel(db));
      } catch (e) {
        // An answer id outside the lists: name the question it belongs to.
        const field = /unknown (\w+)/.exec(e instanceof Error ? e.message : '')?.[1] ?? 'query';
        throw fieldError(field, `${field} is not one of the listed answers`);
      }
      return {
        estimatedUsageDto: {
          gasUsage: q.switchType === 'electricityToElectricity' ? 0 : usage.gasUsage,
          electricityUsage: q.switchType === 'gasToGas' ? 0 : usage.electricityUsage,
        },
      };
    },
  );

  api.get(
    API_ROUTES.estimateLists.path,
    {
      schema: {
        querystring: emptyQuerySchema,
        response: { 200: estimationListsReplySchema, ...errorReplies },
      },
    },
    async () => ({
      bedRooms: await getLookup(db, 'bedRooms'),
      fuelUseTypes: await getLookup(db, 'fuelUseTypes'),
      houseTypes: await getLookup(db, 'houseTypes'),
      occupancyFrequencies: await getLookup(db, 'occupancyFrequencies'),
      energyEfficiencies: await getLookup(db, 'energyEfficiencies'),
    }),
  );
}
