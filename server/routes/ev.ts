import type { FastifyInstance } from 'fastify';
import {
  evEngineSizesReplySchema,
  evIdParamsSchema,
  evMakesReplySchema,
  evModelsReplySchema,
  evRegRequestSchema,
  evVehicleReplySchema,
  type EvIdParams,
  type EvRegRequest,
} from '../../contract/api/ev.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { emptyQuerySchema } from '../../contract/api/estimation.js';
import type { AppDeps } from '../http/deps.js';
import { errorReplies, HttpError } from '../http/errors.js';
import {
  findEvByRegistration,
  getEvAssumptions,
  listEvEngineSizes,
  listEvMakes,
  listEvModels,
} from '../market/index.js';
import { evChargingKWh } from '../pricing/index.js';

/** The spec's charge type for a battery: big batteries suggest a faster connection. */
function suggestedChargeType(batteryKWh: number, types: { name: string; kW: number }[]): string {
  const byPower = [...types].sort((a, b) => a.kW - b.kW);
  if (!byPower.length) return '3-pin plug';
  if (batteryKWh >= 90) return byPower.at(-1)!.name;
  if (batteryKWh >= 40) return byPower[Math.min(1, byPower.length - 1)].name;
  return byPower[0].name;
}

/** EV lookups over the bundled vehicle data: by registration, or make, model and engine size. */
export function registerEvRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: EvRegRequest }>(
    API_ROUTES.evByRegistration.path,
    { schema: { body: evRegRequestSchema, response: { 200: evVehicleReplySchema, ...errorReplies } } },
    async (req) => {
      const v = await findEvByRegistration(db, req.body.registrationNumber);
      if (!v) throw new HttpError(404, 'We could not find a vehicle with this registration.');
      const a = await getEvAssumptions(db);
      return {
        registrationNumber: v.registrationNumber,
        makeId: v.make.id,
        make: v.make.name,
        modelId: v.model.id,
        model: v.model.name,
        engineSizeId: v.engineSize.id,
        engineSize: v.engineSize.name,
        batteryKWh: v.engineSize.batteryKWh,
        milesPerKWh: v.engineSize.milesPerKWh,
        year: v.year,
        colour: v.colour,
        suggestedChargeType: suggestedChargeType(v.engineSize.batteryKWh, a.chargeTypes),
        estimatedAnnualKWh: evChargingKWh(a.averageAnnualMiles, v.engineSize.milesPerKWh, a),
      };
    },
  );

  api.get(
    API_ROUTES.evMakes.path,
    { schema: { querystring: emptyQuerySchema, response: { 200: evMakesReplySchema, ...errorReplies } } },
    async () => ({ makes: await listEvMakes(db) }),
  );

  api.get<{ Params: EvIdParams }>(
    API_ROUTES.evModels.path,
    {
      schema: {
        params: evIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: evModelsReplySchema, ...errorReplies },
      },
    },
    async (req) => ({ models: await listEvModels(db, req.params.id) }),
  );

  api.get<{ Params: EvIdParams }>(
    API_ROUTES.evEngineSizes.path,
    {
      schema: {
        params: evIdParamsSchema,
        querystring: emptyQuerySchema,
        response: { 200: evEngineSizesReplySchema, ...errorReplies },
      },
    },
    async (req) => ({ engineSizes: await listEvEngineSizes(db, req.params.id) }),
  );
}
