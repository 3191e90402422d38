import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import defaults from '../../../journey/settings.json';

/** Every path the app's router can match. */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

/** The app's routes as built with `staffPreview` set as given. */
async function routesWith(staffPreview: boolean): Promise<string[]> {
  vi.resetModules();
  const settings = await import('../../../src/settings');
  settings.initSettings({ ...defaults, staffPreview });
  const { routes } = await import('../../../src/router/router');
  return pathsOf(routes);
}

describe('app routes', () => {
  it('have no staff preview route unless the setting turns it on (a production start keeps it off)', async () => {
    expect(defaults.staffPreview).toBe(false);
    const off = await routesWith(false);
    expect(off).not.toContain('/staff/preview');
    expect(off).toContain('/switch/home-energy/:refererBranch?/:reference?');
    expect(await routesWith(true)).toContain('/staff/preview');
  });
});
