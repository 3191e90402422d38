/**
 * Loads flows and variant maps: prepares their rules, resolves the cards and variant maps their steps
 * name, and checks step ids and step lists.
 */
import { didYouMean } from './suggest.js';
import { JourneyError, pointer } from './errors.js';
import type { Prepare } from './load-options.js';
import { prepareRule } from './rules/prepare.js';
import type { PreparedRule, RuleEnvironment } from './rules/types.js';
import type { FlowFile, Scenario, VariantMapFile } from './types.js';
import type { Journey, LoadedCard, LoadedFlow, LoadedStep, LoadedVariantMap, Locate } from './view-types.js';

/** Flows and variant maps are not composed: a path in them is a path in their own file. */
function identity(file: string): Locate {
  return (path) => ({ file, path });
}

/** Load a variant map. */
export function loadVariantMap(
  path: string,
  file: VariantMapFile,
  prepare: Prepare,
  scenariosOf: (p: string, f: FlowFile | VariantMapFile) => Scenario[],
): LoadedVariantMap {
  const at = identity(path);
  const selector = prepare(file.selector, at, '/selector');
  return {
    file,
    path,
    selector: selector ?? prepareRule(null, { varKind: () => null }, { file: path, path: '/selector' }),
    scenarios: scenariosOf(path, file),
  };
}

/** Load a flow: its derived values, steps (with their cards or variant maps) and step lists. */
export function loadFlow(
  path: string,
  file: FlowFile,
  model: Journey['model'],
  cards: ReadonlyMap<string, LoadedCard>,
  variantMaps: ReadonlyMap<string, LoadedVariantMap>,
  prepare: Prepare,
  scenariosOf: (p: string, f: FlowFile | VariantMapFile) => Scenario[],
  faults: JourneyError[],
): LoadedFlow {
  const at = identity(path);
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
    const rule = prepare(file.derived?.[name], at, pointer('/derived', name), env);
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
          new JourneyError(
            path,
            `${base}/variants`,
            `variant map "${step.variants}" does not exist${didYouMean(step.variants, variantMaps.keys())}`,
          ),
        );
      else cardIds = [...new Set([...Object.values(variantMap.file.variants), variantMap.file.default])];
    } else if (step.card !== undefined) {
      if (!cards.has(step.card))
        faults.push(
          new JourneyError(
            path,
            `${base}/card`,
            `card "${step.card}" does not exist${didYouMean(step.card, cards.keys())}`,
          ),
        );
      cardIds = [step.card];
    } else {
      faults.push(new JourneyError(path, base, 'a step needs "card" or "variants"'));
    }
    return {
      id: step.id,
      index,
      cardIds,
      variantMap,
      includeWhen: prepare(step.includeWhen, at, `${base}/includeWhen`),
      unlockWhen: prepare(step.unlockWhen, at, `${base}/unlockWhen`),
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
    stepListSelector: prepare(file.stepListSelector, at, '/stepListSelector'),
    scenarios: scenariosOf(path, file),
  };
}
