import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.js';
import { registerTrackingRoutes } from './tracking.js';

/**
 * Registers every API route (spec section 7) on `api`, which is already mounted under the API
 * base and guarded by the bearer token. One `register*Routes` function per group of calls.
 */
export async function registerApiRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  registerTrackingRoutes(api, deps);
}
