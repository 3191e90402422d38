/**
 * Loading a journey composed at build time (precompose.ts): each card is taken as written, so the
 * composer (compose.ts and its helpers) is not needed, and not shipped to the browser by the app,
 * which loads its journeys this way. Faults still name a file: the composed card's own.
 */
import type { Origins } from './compose-merge.js';
import type { ComposedCard } from './compose.js';
import { JourneyLoadError } from './errors.js';
import { collectWith } from './load-collect.js';
import type { JourneyFiles, LoadOptions } from './load-options.js';
import type { CardFile } from './types.js';
import type { Journey } from './view-types.js';

/** Card files of a precomposed journey (see `precomposeJourney`) as the loader's composed cards. */
function asComposedCards(cardFiles: ReadonlyMap<string, CardFile>): Map<string, ComposedCard> {
  const composed = new Map<string, ComposedCard>();
  for (const [path, card] of cardFiles) {
    // Every value traces to the card's own file: `locate` climbs to the root's origin.
    const origins: Origins = new Map([['', { file: path, path: '' }]]);
    composed.set(path, { card, origins, source: card, template: false });
  }
  return composed;
}

/**
 * Load, check and prepare a journey precomposed by `precomposeJourney` (the same journey `loadJourney`
 * gives from the files as written). Throws `JourneyLoadError` on any fault, as `loadJourney` does.
 */
export function loadPrecomposedJourney(files: JourneyFiles, options: LoadOptions = {}): Journey {
  const outcome = collectWith(files, options, (cardSources) => ({
    cards: asComposedCards(cardSources as Map<string, CardFile>),
    complete: true,
  }));
  if (outcome.faults.length > 0 || !outcome.journey) throw new JourneyLoadError(outcome.faults);
  return outcome.journey;
}
