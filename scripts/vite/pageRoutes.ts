/**
 * A Vite plugin that writes `page-routes.json` into the build: the app's routes (name, path pattern,
 * title key, progress step, whether it is guarded, needs) from src/routes/routeTable.ts, so the server
 * knows the page a URL opens, what it needs and its title (server/web/routes.ts) without importing
 * the app.
 */
import type { Plugin } from 'vite';
import { PATHS, ROUTES, type RouteName } from '../../src/routes/routeTable.js';
import type { PageRequirement } from '../../server/web/pageGuard.js';
import type { PageRoute } from '../../server/web/routes.js';

/**
 * File name of the route list in the build output.
 * @internal Exported for its unit test.
 */
export const PAGE_ROUTES_FILE = 'page-routes.json';

/**
 * What the server checks beyond the route table's needs: the carbon offset page without its customer id
 * (a completed switch the session may open) is the 404 error page (spec section 2); the app's page
 * finds this out from its own call.
 */
const SERVER_ONLY: Partial<Record<RouteName, PageRequirement[]>> = {
  carbonOffset: [{ need: 'customer', to: PATHS.error(404) }],
};

/** The route list as the server reads it, in the route table's order. */
export function pageRouteList(): PageRoute[] {
  return Object.values(ROUTES).map(({ name, path, titleKey, step, guarded, requires }) => {
    const needs = [
      ...requires.map((r) => ({ need: r.need, to: PATHS[r.otherwise] })),
      ...(SERVER_ONLY[name] ?? []),
    ];
    return {
      name,
      path,
      titleKey,
      guarded,
      ...(step ? { step } : {}),
      ...(needs.length ? { requires: needs } : {}),
    };
  });
}

/** The plugin. */
export function pageRoutes(): Plugin {
  return {
    name: 'page-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: PAGE_ROUTES_FILE,
        source: `${JSON.stringify(pageRouteList(), null, 2)}\n`,
      });
    },
  };
}
