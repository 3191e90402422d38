/**
 * The journey linter's logic (pure; scripts/journey-check.ts reads the files and prints). It checks
 * what the meta-schema cannot: rule variables exist, actions are registered, message keys exist,
 * literals compared with a field are in its enum, patterns compile, no unlock rule depends on a later
 * step, no step is unreachable, and every scenario passes.
 */
import { JourneyError, pointer } from './errors.js';
import { collectJourney } from './load.js';
import type { JourneyFiles, LoadOptions } from './load-options.js';
import { joinPath } from './paths.js';
import { deadConditions } from './rules/never-true.js';
import type { PreparedRule } from './rules/types.js';
import { listScenarios, runScenario } from './scenarios.js';
import type { FieldSchema } from './types.js';
import { deepEqual } from './validate-field.js';
import type { Journey, LoadedCard, LoadedFlow } from './view-types.js';

/** One fault: `file: /json/path: message`. */
export interface CheckFault {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

/** Format a fault as the checker prints it. */
export function formatFault(fault: CheckFault): string {
  return `${fault.file}: ${fault.path || '/'}: ${fault.message}`;
}

/** Check a set of journey files; returns every fault found (empty when the journey is clean). */
export async function checkJourneyFiles(files: JourneyFiles, options: LoadOptions): Promise<CheckFault[]> {
  const outcome = collectJourney(files, options);
  const faults: CheckFault[] = outcome.faults.map(toFault);
  const journey = outcome.journey;
  if (!journey) return faults;
  faults.push(...checkPatterns(journey));
  faults.push(...checkEnumComparisons(journey));
  faults.push(...checkDeadRules(journey));
  faults.push(...checkUnusedConditions(journey));
  for (const flow of journey.flows.values()) faults.push(...checkFlowOrder(journey, flow));
  // Scenarios are only meaningful on a journey that loaded cleanly.
  if (faults.length === 0) faults.push(...(await checkScenarios(journey, files)));
  return faults;
}

function toFault(error: JourneyError): CheckFault {
  return { file: error.file, path: error.path, message: error.detail };
}

/** Every prepared rule of the journey. */
function allRules(journey: Journey): PreparedRule[] {
  const rules: Array<PreparedRule | null> = [];
  for (const card of journey.cards.values()) {
    rules.push(card.visibleWhen);
    for (const field of Object.values(card.fieldRules))
      rules.push(field.visibleWhen, field.requiredWhen, field.enabledWhen);
    for (const check of card.checks) rules.push(check.when);
    for (const notice of card.notices) rules.push(notice.when);
  }
  for (const flow of journey.flows.values()) {
    rules.push(flow.stepListSelector, ...flow.derived.map((d) => d.rule));
    for (const step of flow.steps) rules.push(step.includeWhen, step.unlockWhen);
  }
  for (const map of journey.variantMaps.values()) rules.push(map.selector);
  rules.push(...journey.conditions.values());
  return rules.filter((rule): rule is PreparedRule => rule !== null);
}

/** A condition that can never be true is a fault at the rule, not 40 scenario failures elsewhere. */
function checkDeadRules(journey: Journey): CheckFault[] {
  const faults: CheckFault[] = [];
  const seen = new Set<string>();
  for (const rule of allRules(journey)) {
    for (const dead of deadConditions(rule.source)) {
      const fault = {
        file: rule.location.file,
        path: rule.location.path + dead.path,
        message: `this condition can never be true: ${dead.reason}`,
      };
      // A template's rule is shared by the cards that extend it: report it once.
      const key = formatFault(fault);
      if (!seen.has(key)) faults.push(fault);
      seen.add(key);
    }
  }
  return faults;
}

/** A named condition no rule uses is left over from an edit (or its name is misspelt where used). */
function checkUnusedConditions(journey: Journey): CheckFault[] {
  const used = new Set<string>();
  for (const rule of allRules(journey)) for (const name of rule.conditionRefs.keys()) used.add(name);
  for (const card of journey.cards.values())
    for (const effect of [...card.onShow, ...Object.values(card.onChange).flat()])
      if ('compute' in effect)
        for (const rule of Object.values(effect.compute))
          for (const name of rule.conditionRefs.keys()) used.add(name);
  return [...journey.conditions]
    .filter(([name]) => !used.has(name))
    .map(([name, rule]) => ({ ...rule.location, message: `condition "${name}" is used by no rule` }));
}

function checkEnumComparisons(journey: Journey): CheckFault[] {
  const faults: CheckFault[] = [];
  for (const rule of allRules(journey)) {
    for (const { name, value, path } of rule.comparisons) {
      const allowed = journey.model.entries.get(name)?.enum;
      if (allowed && value !== null && !allowed.some((option) => deepEqual(option, value))) {
        faults.push({
          file: rule.location.file,
          path,
          message: `${JSON.stringify(value)} is not a value of "${name}" (${allowed.map((v) => JSON.stringify(v)).join(', ')})`,
        });
      }
    }
  }
  return faults;
}

function checkPatterns(journey: Journey): CheckFault[] {
  const faults: CheckFault[] = [];
  const visit = (card: LoadedCard, path: string, schema: FieldSchema) => {
    if (schema.pattern !== undefined) {
      try {
        new RegExp(schema.pattern, 'u');
      } catch (error) {
        faults.push({
          ...card.locate(`${path}/pattern`),
          message: `invalid regular expression: ${(error as Error).message}`,
        });
      }
    }
    if (schema.items) visit(card, `${path}/items`, schema.items);
    for (const [name, sub] of Object.entries(schema.properties ?? {}))
      visit(card, pointer(`${path}/properties`, name), sub);
  };
  for (const card of journey.cards.values()) {
    for (const [name, schema] of Object.entries(card.file.schema.properties))
      visit(card, pointer('/schema/properties', name), schema);
  }
  return faults;
}

/** No include/unlock rule may read a later step (its validity or its fields); every step reachable. */
function checkFlowOrder(journey: Journey, flow: LoadedFlow): CheckFault[] {
  const faults: CheckFault[] = [];
  const firstStepOfField = new Map<string, number>();
  const stepOfCard = new Map<string, number>();
  for (const step of flow.steps) {
    for (const cardId of step.cardIds) {
      if (!stepOfCard.has(cardId)) stepOfCard.set(cardId, step.index);
      for (const name of Object.keys(journey.cards.get(cardId)?.file.schema.properties ?? {})) {
        if (!firstStepOfField.has(name)) firstStepOfField.set(name, step.index);
      }
    }
  }
  const lists = flow.file.stepLists;
  for (const step of flow.steps) {
    for (const [key, rule] of [
      ['unlockWhen', step.unlockWhen],
      ['includeWhen', step.includeWhen],
    ] as const) {
      if (!rule) continue;
      const path = `/steps/${step.index}/${key}`;
      for (const id of rule.sectionRefs) {
        const at = flow.stepIndex.get(id) ?? stepOfCard.get(id);
        if (at !== undefined && at >= step.index) {
          faults.push({
            file: flow.path,
            path,
            message: `depends on step "${flow.steps[at].id}", which is ${at === step.index ? 'this step' : 'a later step'}`,
          });
        }
      }
      for (const name of rule.vars) {
        const at = firstStepOfField.get(name);
        if (at !== undefined && at > step.index)
          faults.push({
            file: flow.path,
            path,
            message: `reads "${name}", a field of the later step "${flow.steps[at].id}"`,
          });
      }
    }
    if (lists && !Object.values(lists).some((ids) => ids.includes(step.id))) {
      faults.push({
        file: flow.path,
        path: `/steps/${step.index}`,
        message: `step "${step.id}" is in no step list, so it can never be shown`,
      });
    }
    for (const [key, rule] of [
      ['unlockWhen', step.unlockWhen],
      ['includeWhen', step.includeWhen],
    ] as const) {
      if (rule && !isOperationOrTrue(rule.source))
        faults.push({
          file: flow.path,
          path: `/steps/${step.index}/${key}`,
          message: `is always false, so step "${step.id}" can never be shown`,
        });
    }
  }
  return faults;
}

/** A literal rule that is falsy makes its step unreachable. */
function isOperationOrTrue(source: unknown): boolean {
  if (typeof source === 'object' && source !== null) return !Array.isArray(source) || source.length > 0;
  return Boolean(source);
}

async function checkScenarios(journey: Journey, files: JourneyFiles): Promise<CheckFault[]> {
  const faults: CheckFault[] = [];
  for (const { file, ownerId, index, scenario } of listScenarios(journey)) {
    const card = journey.cards.get(ownerId);
    const ref = (files[file] as { scenarios?: unknown } | undefined)?.scenarios;
    const where = typeof ref === 'string' ? joinPath(file, ref) : file;
    const result = await runScenario(journey, ownerId, scenario);
    for (const failure of result.failures) {
      const path = `/scenarios/${index}${failure.path}`;
      faults.push({
        ...(card ? card.locate(path) : { file: where, path }),
        message: `scenario "${scenario.name}": ${failure.message}`,
      });
    }
  }
  return faults;
}
