/**
 * Composition ahead of time. Resolving `extends`, parameters and overlays while tracing every value's
 * origin is the loader's most costly step (about 60 ms on a mid-range phone for the quote journey), and
 * its result depends on the journey files alone. So the app's build composes each journey once
 * (scripts/vite/precomposedJourney.ts) and the browser loads the result with `loadPrecomposedJourney` (load-precomposed.ts), which
 * takes each card as written. Faults still name a file: the composed card's own (origins are a build
 * concern, reported by `journey:check` and the build itself).
 */
import { composeJourneyFiles } from './compose.js';
import type { JourneyError } from './errors.js';
import type { JsonObject } from './json.js';
import type { JourneyFiles } from './load-options.js';

/**
 * Journey files with every card composed: each shown card file replaced by its resolved card (no
 * `extends`, parameters or overlays; scenarios inlined), templates left out, every other file (flows,
 * variant maps, scenarios files) as written. Load the result with `loadPrecomposedJourney`.
 */
export function precomposeJourney(files: JourneyFiles): { files: JourneyFiles; faults: JourneyError[] } {
  const { cards, faults } = composeJourneyFiles(files);
  const out: Record<string, unknown> = {};
  for (const [path, data] of Object.entries(files)) {
    if (!isCardData(data)) out[path] = data;
    else {
      const composed = cards.get(path);
      if (composed) out[path] = composed.card;
    }
  }
  return { files: out, faults };
}

function isCardData(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const { id, kind } = data as JsonObject;
  return typeof id === 'string' && (kind === undefined || kind === 'card');
}
