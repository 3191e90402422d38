import type { FastifyInstance, FastifySchema } from 'fastify';

/** A route as registered: method, full path and its request schemas. */
interface AppRoute {
  method: string;
  path: string;
  schema?: FastifySchema;
}

/** Every route registered on each app (keyed by its server), for the fuzz's coverage check. */
const routes = new WeakMap<object, AppRoute[]>();

/**
 * Records every route registered on `app` from now on (HEAD twins left out), at the root and in
 * every plugin, so a test can check that it covers all of them rather than a list kept by hand.
 * Call before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const list: AppRoute[] = [];
  routes.set(app.server, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') list.push({ method, path: route.url, schema: route.schema });
  });
}

/**
 * The routes registered on `app` (every one, API base included), in registration order.
 * @internal For the tests only: the fuzz test goes through every registered route.
 */
export function registeredRoutes(app: FastifyInstance): AppRoute[] {
  return routes.get(app.server) ?? [];
}
