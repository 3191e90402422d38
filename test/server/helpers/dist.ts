import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_ROUTES_FILE, pageRouteList } from '../../../scripts/vite/pageRoutes.js';

/**
 * A throw-away build folder for tests of the web routes: a minimal index.html (one module script)
 * and the route list the build writes, so pages, guards and 404s answer as with a real build.
 * The caller removes it.
 */
export function minimalDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script type="module" src="/assets/i.js"></script></body></html>',
  );
  writeFileSync(join(dist, PAGE_ROUTES_FILE), JSON.stringify(pageRouteList()));
  return dist;
}
