/**
 * The loader: journey files (parsed JSON, by path) to a checked Journey with every rule prepared. Card
 * composition (`extends`, parameters, overlays) is resolved first; everything after works on resolved
 * cards. Every fault is reported with the file and JSON path that caused it, and thrown together.
 */
import { locate as locateIn } from './compose-merge.js';
import { composeCards, type ComposedCard } from './compose.js';
import { JourneyError, JourneyLoadError } from './errors.js';
import { loadCard } from './load-card.js';
import { conditionTable } from './load-conditions.js';
import { loadFlow, loadVariantMap } from './load-flow.js';
import type { JourneyFiles, LoadOptions, LoadOutcome, Prepare } from './load-options.js';
import { collectModel } from './load-model.js';
import { checkReferences } from './load-refs.js';
import { joinPath } from './paths.js';
import { asComposedCards } from './precompose.js';
import { prepareRule } from './rules/prepare.js';
import type {
  CardFile,
  CardOverlay,
  ConditionsFile,
  FlowFile,
  JourneyFile,
  Scenario,
  VariantMapFile,
} from './types.js';
import { JOURNEY_FORMAT_VERSION } from './types.js';
import type { Journey, LoadedCard, LoadedFlow, LoadedVariantMap } from './view-types.js';

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
  const faults: JourneyError[] = [];
  const read = readFiles(files, options, faults);
  if (faults.length > 0) return { journey: null, faults };

  const cardSources = new Map<string, CardFile | CardOverlay>();
  for (const { path, file } of read)
    if (isCardFile(file)) cardSources.set(path, file as CardFile | CardOverlay);
  const composition = options.precomposed
    ? { cards: asComposedCards(cardSources as Map<string, CardFile>), complete: true }
    : composeCards(cardSources, files, faults);
  if (!composition.complete) return { journey: null, faults };
  const composed = composition.cards;
  const before = faults.length;
  checkResolvedCards(composed, options, faults);
  if (faults.length > before) return { journey: null, faults };

  const shown = [...composed].filter(([, c]) => !c.template);
  const journeyFiles: Array<{ path: string; file: JourneyFile }> = [
    ...read.filter(({ file }) => !isCardFile(file)),
    ...shown.map(([path, c]) => ({ path, file: c.card as JourneyFile })),
  ];
  const model = collectModel(journeyFiles);
  const conditionFiles = read.filter(
    (entry): entry is { path: string; file: ConditionsFile } => entry.file.kind === 'conditions',
  );
  const conditions = conditionTable(conditionFiles, model, faults);
  const prepare: Prepare = (rule, at, path, override) => {
    if (rule === undefined) return null;
    try {
      return prepareRule(rule, override ? { ...conditions.env, ...override } : conditions.env, at(path));
    } catch (error) {
      if (error instanceof JourneyError) faults.push(error);
      else throw error;
      return null;
    }
  };
  const scenariosOf = (path: string, data: FlowFile | VariantMapFile): Scenario[] =>
    resolveScenarios(files, path, data, faults);

  const cards = new Map<string, LoadedCard>();
  for (const [path, c] of shown) cards.set(c.card.id, loadCard(path, c, prepare));
  const variantMaps = new Map<string, LoadedVariantMap>();
  const flows = new Map<string, LoadedFlow>();
  for (const { path, file } of read) {
    if (file.kind === 'variantMap')
      variantMaps.set(file.id, loadVariantMap(path, file, prepare, scenariosOf));
  }
  for (const { path, file } of read) {
    if (file.kind === 'flow')
      flows.set(file.id, loadFlow(path, file, model, cards, variantMaps, prepare, scenariosOf, faults));
  }
  const templates = new Map(
    [...composed].filter(([, c]) => c.template).map(([path, c]) => [c.source.id, { path, source: c.source }]),
  );
  const journey: Journey = {
    conditions: conditions.prepareAll(),
    cards,
    flows,
    variantMaps,
    templates,
    model,
    messages: options.messages ?? {},
    actionUses: [],
  };
  const actionUses = checkReferences(journey, options, faults);
  return { journey: { ...journey, actionUses }, faults };
}

function isCardFile(file: JourneyFile | CardOverlay): boolean {
  return file.kind === undefined || file.kind === 'card';
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

function readFiles(
  files: JourneyFiles,
  options: LoadOptions,
  faults: JourneyError[],
): Array<{ path: string; file: JourneyFile }> {
  const ids = new Map<string, string>();
  const result: Array<{ path: string; file: JourneyFile }> = [];
  for (const [path, data] of Object.entries(files)) {
    if (isScenariosFile(data)) continue;
    const metaFaults = options.validateFile?.(path, data) ?? [];
    for (const fault of metaFaults) faults.push(new JourneyError(path, fault.path, fault.message));
    if (metaFaults.length > 0) continue;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      faults.push(new JourneyError(path, '', 'a journey file must be a JSON object'));
      continue;
    }
    const file = data as JourneyFile;
    if (file.version !== JOURNEY_FORMAT_VERSION) {
      faults.push(
        new JourneyError(
          path,
          '/version',
          `unsupported version ${JSON.stringify(file.version)}: this engine reads version ${JOURNEY_FORMAT_VERSION}`,
        ),
      );
      continue;
    }
    if (typeof file.id !== 'string' || file.id === '') {
      faults.push(new JourneyError(path, '/id', 'a journey file needs an id'));
      continue;
    }
    const seen = ids.get(file.id);
    if (seen) {
      faults.push(new JourneyError(path, '/id', `id "${file.id}" is already used by ${seen}`));
      continue;
    }
    ids.set(file.id, path);
    result.push({ path, file });
  }
  return result;
}

function isScenariosFile(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'scenarios';
}

/** A flow's or variant map's scenarios: inline, or from the scenarios file it names. */
function resolveScenarios(
  files: JourneyFiles,
  path: string,
  data: FlowFile | VariantMapFile,
  faults: JourneyError[],
): Scenario[] {
  const ref = data.scenarios;
  if (ref === undefined) return [];
  if (Array.isArray(ref)) return ref;
  const target = joinPath(path, ref);
  const found = files[target];
  if (!isScenariosFile(found)) {
    faults.push(
      new JourneyError(
        path,
        '/scenarios',
        `scenarios file "${ref}" (${target}) is not among the journey files`,
      ),
    );
    return [];
  }
  return (found as { scenarios: Scenario[] }).scenarios ?? [];
}
