/**
 * The server's renderer (issue 23 item 1): the app's own components, built by `npm run build` into
 * dist/.ssr/serverRender.js (src/router/serverRender.tsx), loaded once at start. A build without it (an older build,
 * or `vite build` alone), or one that fails to load, leaves every page to the browser, as before.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerRenderer } from '../../contract/pageData.js';
import type { Settings } from '../../contract/settings.js';

/** Where the build puts the renderer, under the app's folder (a dot folder: never served). */
const RENDERER_FILE = join('.ssr', 'serverRender.js');

/**
 * The app's stores persist to the tab's session storage, resolved when their module loads; the server
 * has none and keeps nothing: a storage that holds nothing, so they do not warn on every render.
 */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

/**
 * The renderer of the build in `distDir` for this start's settings, or null: without one in the build,
 * or when it fails to load (said through `warn`: every page then renders in the browser, as before).
 */
export async function loadServerRenderer(
  distDir: string,
  settings: Settings,
  warn: (message: string) => void,
): Promise<ServerRenderer | null> {
  const file = join(distDir, RENDERER_FILE);
  if (!existsSync(file)) {
    warn(`No server renderer in ${distDir}: run "npm run build". Pages render in the browser.`);
    return null;
  }
  try {
    const global = globalThis as { sessionStorage?: Storage };
    global.sessionStorage ??= noStorage;
    const mod = (await import(pathToFileURL(file).href)) as {
      createServerRenderer(settings: Settings): ServerRenderer;
    };
    return mod.createServerRenderer(settings);
  } catch (err) {
    warn(`The server renderer in ${file} failed to load (${String(err)}): pages render in the browser.`);
    return null;
  }
}
