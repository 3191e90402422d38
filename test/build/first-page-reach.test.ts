import { describe, expect, it } from 'vitest';
import { firstPageReach } from '../../scripts/vite/firstPageReach';

/** A module graph as the bundler's plugin context gives it: static and dynamic imports per module. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  '/app/src/main.tsx': {
    importedIds: ['/app/src/stores/session.ts'],
    dynamicallyImportedIds: ['/app/src/boot.tsx'],
  },
  '/app/src/boot.tsx': {
    importedIds: ['/app/src/api/client.ts'],
    dynamicallyImportedIds: ['/app/src/features/signup/Page.tsx'],
  },
  '/app/src/api/client.ts': { importedIds: ['/app/src/stores/session.ts'], dynamicallyImportedIds: [] },
  '/app/src/stores/session.ts': { importedIds: [], dynamicallyImportedIds: [] },
  '/app/src/features/signup/Page.tsx': {
    importedIds: ['/app/src/stores/signup.ts'],
    dynamicallyImportedIds: [],
  },
  '/app/src/stores/signup.ts': { importedIds: [], dynamicallyImportedIds: [] },
};

/** Runs the plugin's `buildEnd` over `graph`. */
function endBuild(reach: ReturnType<typeof firstPageReach>, error?: Error): void {
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id] ?? null,
  };
  (reach.plugin.buildEnd as unknown as (this: typeof context, e?: Error) => void).call(context, error);
}

describe('the first page modules the chunk groups may take (scripts/vite/firstPageReach.ts)', () => {
  it('are those the roots reach by static imports, not what a lazily loaded page imports', () => {
    const reach = firstPageReach(['/src/main.tsx', '/src/boot.tsx']);
    endBuild(reach);
    expect(reach.has('/app/src/api/client.ts')).toBe(true);
    expect(reach.has('/app/src/stores/session.ts')).toBe(true);
    expect(reach.has('/app/src/features/signup/Page.tsx')).toBe(false);
    expect(reach.has('/app/src/stores/signup.ts')).toBe(false);
  });

  it('a root missing from the graph fails the build, naming it', () => {
    const reach = firstPageReach(['/src/main.tsx', '/src/renamed.tsx']);
    expect(() => endBuild(reach)).toThrow(/no module ends with \/src\/renamed\.tsx/);
  });

  it('is never answered before the graph is complete (or after a failed build)', () => {
    const reach = firstPageReach(['/src/main.tsx']);
    expect(() => reach.has('/app/src/main.tsx')).toThrow(/before the module graph was complete/);
    endBuild(reach, new Error('a parse error'));
    expect(() => reach.has('/app/src/main.tsx')).toThrow(/before the module graph was complete/);
  });
});
