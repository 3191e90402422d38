import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppDeps } from '../http/deps.js';
import { registerAddressRoutes } from './address.js';
import { registerCarbonRoutes } from './carbon.js';
import { registerEstimationRoutes } from './estimation.js';
import { registerEvRoutes } from './ev.js';
import { registerProjectionRoutes } from './projections.js';
import { registerQuoteRoutes } from './quotes.js';
import { registerSignUpRoutes } from './signup.js';
import { registerSignUpUpdateRoutes } from './signup-updates.js';
import { registerTariffRoutes } from './tariffs.js';
import { registerTrackingRoutes } from './tracking.js';

/** An API route as registered: method, path relative to the API base, and its request schemas. */
interface RegisteredRoute {
  method: string;
  path: string;
  schema?: FastifySchema;
}

/** Routes registered under the API base, per server, for the route catalogue test and the fuzz. */
const registered = new WeakMap<object, RegisteredRoute[]>();

/**
 * The API routes registered on the app serving `server`.
 * @internal For the tests only: the route catalogue and the fuzz go through every API route.
 */
export function registeredApiRoutes(app: FastifyInstance): RegisteredRoute[] {
  return registered.get(app.server) ?? [];
}

/**
 * Registers every API route (spec section 7) on `api`, which is already mounted under the API
 * base and guarded by the bearer token. One `register*Routes` function per group of calls; every
 * path comes from `contract/api/routes.ts`, and test/server/routes/catalogue.ts holds a sample of
 * each route's input for the bad-input test and the fuzz.
 */
export async function registerApiRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const list: RegisteredRoute[] = [];
  registered.set(api.server, list);
  const prefix = deps.config.apiBase;
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        list.push({ method, path: route.url.slice(prefix.length), schema: route.schema });
    }
  });
  registerTrackingRoutes(api, deps);
  registerQuoteRoutes(api, deps);
  registerProjectionRoutes(api, deps);
  registerTariffRoutes(api, deps);
  registerAddressRoutes(api, deps);
  registerEstimationRoutes(api, deps);
  registerSignUpRoutes(api, deps);
  registerSignUpUpdateRoutes(api, deps);
  registerEvRoutes(api, deps);
  registerCarbonRoutes(api, deps);
}
