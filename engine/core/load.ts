/**
 * The loader: journey files (parsed JSON, by path) to a checked Journey with every rule prepared. Card
 * composition (`extends`, parameters, overlays) is resolved first; everything after works on resolved
 * cards (load-collect.ts). Every fault is reported with the file and JSON path that caused it, and
 * thrown together.
 */
import { locate as locateIn } from './compose-merge.js';
import { composeCards, type ComposedCard } from './compose.js';
import { JourneyError, JourneyLoadError } from './errors.js';
import { collectWith, type Composer } from './load-collect.js';
import type { JourneyFiles, LoadOptions, LoadOutcome } from './load-options.js';
import type { Journey } from './view-types.js';

export type { FileValidator, JourneyFiles, LoadOptions, LoadOutcome } from './load-options.js';

/**
 * Load, check and prepare a journey. Throws `JourneyLoadError` (its `faults` each name file and JSON
 * path) on a file that breaks the meta-schema, a composition fault, an unresolved card reference, an
 * undeclared rule variable, an unknown operation, an unregistered action or a missing message key.
 */
export function loadJourney(files: JourneyFiles, options: LoadOptions = {}): Journey {
  const outcome = collectJourney(files, options);
  if (outcome.faults.length > 0 || !outcome.journey) throw new JourneyLoadError(outcome.faults);
  return outcome.journey;
}

/** Like `loadJourney` but returns the faults instead of throwing (the checker uses this). */
export function collectJourney(files: JourneyFiles, options: LoadOptions = {}): LoadOutcome {
  const compose: Composer = (cardSources, all, faults) => {
    const composition = composeCards(cardSources, all, faults);
    if (!composition.complete) return composition;
    const before = faults.length;
    checkResolvedCards(composition.cards, options, faults);
    return { cards: composition.cards, complete: faults.length === before };
  };
  return collectWith(files, options, compose);
}

/** A composed card must still be a whole card: check it against the meta-schema, faults at their origin. */
function checkResolvedCards(
  composed: ReadonlyMap<string, ComposedCard>,
  options: LoadOptions,
  faults: JourneyError[],
): void {
  if (!options.validateFile) return;
  for (const [path, c] of composed) {
    if (c.template || !('extends' in c.source || c.source.params)) continue;
    for (const fault of options.validateFile(path, c.card)) {
      const at = locateIn(c.origins, fault.path) ?? { file: path, path: fault.path };
      faults.push(
        new JourneyError(at.file, at.path, `${fault.message} (in the composed card "${c.card.id}")`),
      );
    }
  }
}
