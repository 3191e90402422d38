/**
 * The loader's common part: journey files (parsed JSON, by path) to a checked Journey with every rule
 * prepared, once a composer has resolved the cards. Kept apart from live composition
 * (compose.ts, load.ts) so the app, which loads journeys composed at build time
 * (load-precomposed.ts), does not ship the composer.
 */
import type { ComposedCard } from './compose.js';
import { JourneyError } from './errors.js';
import { loadCard } from './load-card.js';
import { conditionTable } from './load-conditions.js';
import { loadFlow, loadVariantMap } from './load-flow.js';
import type { JourneyFiles, LoadOptions, LoadOutcome, Prepare } from './load-options.js';
import { collectModel } from './load-model.js';
import { checkReferences } from './load-refs.js';
import { joinPath } from './paths.js';
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

/** Resolves the card files (path -> file as written) to composed cards, pushing its faults. */
export type Composer = (
  cardSources: Map<string, CardFile | CardOverlay>,
  files: JourneyFiles,
  faults: JourneyError[],
) => { cards: ReadonlyMap<string, ComposedCard>; complete: boolean };

/**
 * Load and check a journey whose cards `compose` resolves (composing them, or taking them as
 * precomposed): every fault is collected, none thrown.
 */
export function collectWith(files: JourneyFiles, options: LoadOptions, compose: Composer): LoadOutcome {
  const faults: JourneyError[] = [];
  const read = readFiles(files, options, faults);
  if (faults.length > 0) return { journey: null, faults };

  const cardSources = new Map<string, CardFile | CardOverlay>();
  for (const { path, file } of read)
    if (isCardFile(file)) cardSources.set(path, file as CardFile | CardOverlay);
  const composition = compose(cardSources, files, faults);
  if (!composition.complete) return { journey: null, faults };
  const composed = composition.cards;

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
