/**
 * Which modules the first page loads: those the entry, the app (src/boot.tsx) and the first page's
 * own module reach by static imports. vite.config.ts's chunk groups gather shared code into a few
 * files by path (the stores, the API client, MUI's styling core); without this check a group also
 * takes in modules of those paths that only later pages import (the sign-up store and endpoints, the
 * carbon and EV calls, MUI's roving tab index of the tabs), and the first page downloads them.
 * With it, a group takes a module only if the first page needs it; the rest stays with the pages
 * that import it.
 */
import type { Plugin } from 'vite';

/** The first page's modules, known once the module graph is complete (the plugin's `buildEnd`). */
export interface FirstPageReach {
  plugin: Plugin;
  /**
   * Whether the first page loads module `id`. Asked before the graph is complete (never, in a build:
   * chunking comes after), it throws rather than answer.
   */
  has(id: string): boolean;
}

/** Normalises a module id to a forward-slash path without a query, for matching entry suffixes. */
const pathOf = (id: string) => id.split('?')[0].replace(/\\/g, '/');

/**
 * A plugin that collects the static import closure of every module whose path ends with one of
 * `roots` (e.g. `/src/main.tsx`). Throws at the build's end when a root is not in the graph, so a
 * renamed entry fails the build instead of silently grouping nothing.
 */
export function firstPageReach(roots: string[]): FirstPageReach {
  let reached: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'first-page-reach',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      for (const root of roots) {
        const id = ids.find((m) => pathOf(m).endsWith(root));
        if (!id) throw new Error(`first-page-reach: no module ends with ${root}`);
        visit(id);
      }
      reached = seen;
    },
  };
  return {
    plugin,
    has(id) {
      if (!reached) throw new Error('first-page-reach: asked before the module graph was complete');
      return reached.has(id);
    },
  };
}
