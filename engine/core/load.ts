/**
 * The loader: journey files (parsed JSON, by path) to a checked Journey with every rule prepared.
 * It reports every fault it finds, each with file and JSON path, and throws them together.
 */
import { JourneyError, JourneyLoadError, pointer } from './errors.js';
import { collectModel } from './load-model.js';
import { checkReferences } from './load-refs.js';
import { prepareRule, type PreparedRule, type RuleEnvironment } from './rules/prepare.js';
import type { CardFile, FlowFile, JourneyFile, Rule, Scenario, VariantMapFile } from './types.js';
import { JOURNEY_FORMAT_VERSION } from './types.js';
import type {
  Journey,
  LoadedCard,
  LoadedFlow,
  LoadedStep,
  LoadedVariantMap,
  MessageCatalogue,
} from './view-types.js';

/** Journey files by path (relative to the journey folder, `/` separated), parsed JSON. */
export type JourneyFiles = Readonly<Record<string, unknown>>;

/**
 * Meta-schema validation of one file: faults as JSON Pointer + message. Injected, so a browser bundle
 * can skip it (files are checked at build time by `journey:check`) and never compiles Ajv at runtime.
 */
export type FileValidator = (path: string, data: unknown) => ReadonlyArray<{ path: string; message: string }>;

/** Options for `loadJourney`. */
export interface LoadOptions {
  /** The message catalogue; when given, every message key the journey uses must be in it. */
  messages?: MessageCatalogue;
  /** Meta-schema validator (see `createMetaValidator` in ajv-meta.ts). Skipped when absent. */
  validateFile?: FileValidator;
  /** Registered action names; when given, every action an effect names must be one of them. */
  actionNames?: readonly string[];
}

/** What the loader found: the journey (null when a fault stops it) and every fault. */
export interface LoadOutcome {
  readonly journey: Journey | null;
  readonly faults: readonly JourneyError[];
}

/**
 * Load, check and prepare a journey. Throws `JourneyLoadError` (its `faults` each name file and JSON
 * path) on a file that breaks the meta-schema, an unresolved card reference, an undeclared rule
 * variable, an unknown operation, an unregistered action or a missing message key.
 */
export function loadJourney(files: JourneyFiles, options: LoadOptions = {}): Journey {
  const outcome = collectJourney(files, options);
  if (outcome.faults.length > 0 || !outcome.journey) throw new JourneyLoadError(outcome.faults);
  return outcome.journey;
}

/** Like `loadJourney` but returns the faults instead of throwing (the checker uses this). */
export function collectJourney(files: JourneyFiles, options: LoadOptions = {}): LoadOutcome {
  const faults: JourneyError[] = [];
  const journeyFiles = readFiles(files, options, faults);
  if (faults.length > 0) return { journey: null, faults };

  const model = collectModel(journeyFiles);
  const prepare = (
    rule: Rule | undefined,
    file: string,
    path: string,
    env: RuleEnvironment = model,
  ): PreparedRule | null => {
    if (rule === undefined) return null;
    try {
      return prepareRule(rule, env, { file, path });
    } catch (error) {
      if (error instanceof JourneyError) faults.push(error);
      else throw error;
      return null;
    }
  };
  const scenariosOf = (file: string, data: JourneyFile): Scenario[] =>
    resolveScenarios(files, file, data, faults);

  const cards = new Map<string, LoadedCard>();
  const variantMaps = new Map<string, LoadedVariantMap>();
  const flowFiles: Array<{ path: string; file: FlowFile }> = [];
  for (const { path, file } of journeyFiles) {
    if (file.kind === 'flow') flowFiles.push({ path, file });
    else if (file.kind === 'variantMap')
      variantMaps.set(file.id, loadVariantMap(path, file, prepare, scenariosOf));
    else cards.set(file.id, loadCard(path, file, prepare, scenariosOf));
  }

  const flows = new Map<string, LoadedFlow>();
  for (const { path, file } of flowFiles)
    flows.set(file.id, loadFlow(path, file, model, cards, variantMaps, prepare, scenariosOf, faults));

  const journey: Journey = {
    cards,
    flows,
    variantMaps,
    model,
    messages: options.messages ?? {},
    actionUses: [],
  };
  const actionUses = checkReferences(journey, options, faults);
  return { journey: { ...journey, actionUses }, faults };
}

type Prepare = (
  rule: Rule | undefined,
  file: string,
  path: string,
  env?: RuleEnvironment,
) => PreparedRule | null;

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

function resolveScenarios(
  files: JourneyFiles,
  path: string,
  data: JourneyFile,
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

/** Resolve `relative` against the folder of `from` (both `/` separated, no leading slash). */
export function joinPath(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of relative.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function loadCard(
  path: string,
  file: CardFile,
  prepare: Prepare,
  scenariosOf: (p: string, f: JourneyFile) => Scenario[],
): LoadedCard {
  const fieldRules: Record<string, LoadedCard['fieldRules'][string]> = {};
  for (const [name, rules] of Object.entries(file.fields ?? {})) {
    const base = pointer('/fields', name);
    fieldRules[name] = {
      visibleWhen: prepare(rules.visibleWhen, path, pointer(base, 'visibleWhen')),
      requiredWhen: prepare(rules.requiredWhen, path, pointer(base, 'requiredWhen')),
      enabledWhen: prepare(rules.enabledWhen, path, pointer(base, 'enabledWhen')),
    };
  }
  const checks = (file.checks ?? []).flatMap((check, i) => {
    const when = prepare(check.when, path, `/checks/${i}/when`);
    return when ? [{ when, field: check.field, message: check.message, params: check.params ?? {} }] : [];
  });
  return {
    file,
    path,
    visibleWhen: prepare(file.visibleWhen, path, '/visibleWhen'),
    fieldRules,
    checks,
    fieldOrder: fieldOrderOf(file),
    requiredAlways: new Set(file.schema?.required ?? []),
    scenarios: scenariosOf(path, file),
  };
}

/** Field order: the uiSchema's `ui:order` (with `*` for the rest), else schema property order. */
function fieldOrderOf(file: CardFile): string[] {
  const names = Object.keys(file.schema?.properties ?? {});
  const order = file.uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n): n is string => typeof n === 'string' && names.includes(n));
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}

function loadVariantMap(
  path: string,
  file: VariantMapFile,
  prepare: Prepare,
  scenariosOf: (p: string, f: JourneyFile) => Scenario[],
): LoadedVariantMap {
  const selector = prepare(file.selector, path, '/selector');
  return {
    file,
    path,
    selector: selector ?? prepareRule(null, { varKind: () => null }, { file: path, path: '/selector' }),
    scenarios: scenariosOf(path, file),
  };
}

function loadFlow(
  path: string,
  file: FlowFile,
  model: Journey['model'],
  cards: ReadonlyMap<string, LoadedCard>,
  variantMaps: ReadonlyMap<string, LoadedVariantMap>,
  prepare: Prepare,
  scenariosOf: (p: string, f: JourneyFile) => Scenario[],
  faults: JourneyError[],
): LoadedFlow {
  const derived: Array<{ name: string; rule: PreparedRule }> = [];
  const derivedNames = Object.keys(file.derived ?? {});
  derivedNames.forEach((name, i) => {
    // A derived value may read the state and the derived values declared before it.
    const earlier = new Set(derivedNames.slice(0, i));
    const env: RuleEnvironment = {
      varKind: (v) => {
        const kind = model.varKind(v);
        return kind === 'derived' && !earlier.has(v) ? null : kind;
      },
    };
    const rule = prepare(file.derived?.[name], path, pointer('/derived', name), env);
    if (rule) derived.push({ name, rule });
  });
  const steps: LoadedStep[] = (file.steps ?? []).map((step, index) => {
    const base = `/steps/${index}`;
    let cardIds: string[] = [];
    let variantMap: LoadedVariantMap | null = null;
    if (step.variants !== undefined) {
      variantMap = variantMaps.get(step.variants) ?? null;
      if (!variantMap)
        faults.push(
          new JourneyError(path, `${base}/variants`, `variant map "${step.variants}" does not exist`),
        );
      else cardIds = [...new Set([...Object.values(variantMap.file.variants), variantMap.file.default])];
    } else if (step.card !== undefined) {
      if (!cards.has(step.card))
        faults.push(new JourneyError(path, `${base}/card`, `card "${step.card}" does not exist`));
      cardIds = [step.card];
    } else {
      faults.push(new JourneyError(path, base, 'a step needs "card" or "variants"'));
    }
    return {
      id: step.id,
      index,
      cardIds,
      variantMap,
      includeWhen: prepare(step.includeWhen, path, `${base}/includeWhen`),
      unlockWhen: prepare(step.unlockWhen, path, `${base}/unlockWhen`),
    };
  });
  const stepIndex = new Map<string, number>();
  steps.forEach((step) => {
    if (stepIndex.has(step.id))
      faults.push(new JourneyError(path, `/steps/${step.index}/id`, `step id "${step.id}" is used twice`));
    stepIndex.set(step.id, step.index);
  });
  for (const [list, ids] of Object.entries(file.stepLists ?? {})) {
    ids.forEach((id, i) => {
      if (!stepIndex.has(id))
        faults.push(
          new JourneyError(
            path,
            `${pointer('/stepLists', list)}/${i}`,
            `step "${id}" is not a step of this flow`,
          ),
        );
    });
  }
  return {
    file,
    path,
    steps,
    stepIndex,
    derived,
    stepListSelector: prepare(file.stepListSelector, path, '/stepListSelector'),
    scenarios: scenariosOf(path, file),
  };
}
