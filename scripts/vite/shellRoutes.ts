/**
 * A Vite plugin that writes `shell-routes.json` into the build: the app's routes (name, path pattern,
 * title key, progress step) from src/routes/routeTable.ts, so the server renders the page shell of the
 * page a URL opens (server/web/shell.ts) without importing the app.
 */
import type { Plugin } from 'vite';
import { ROUTES } from '../../src/routes/routeTable.js';
import type { ShellRoute } from '../../server/web/shell.js';

/**
 * File name of the route list in the build output.
 * @internal Exported for its unit test.
 */
export const SHELL_ROUTES_FILE = 'shell-routes.json';

/** The route list as the server reads it, in the route table's order. */
export function shellRouteList(): ShellRoute[] {
  return Object.values(ROUTES).map(({ name, path, titleKey, step }) => ({
    name,
    path,
    titleKey,
    ...(step ? { step } : {}),
  }));
}

/** The plugin. */
export function shellRoutes(): Plugin {
  return {
    name: 'shell-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: SHELL_ROUTES_FILE,
        source: `${JSON.stringify(shellRouteList(), null, 2)}\n`,
      });
    },
  };
}
