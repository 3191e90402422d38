/**
 * Why an item is hidden, locked or read-only in the staff preview: the JSON-Logic rule that decides it
 * and the current values of the variables the rule reads. A named condition the rule uses is shown by
 * its name, with its current value (`condition previousAddressesNeeded: false`).
 */
import {
  evaluate,
  type EvalContext,
  type Journey,
  type JourneyController,
  type JsonValue,
  type PreparedRule,
} from '../../../engine/core/index.js';

/** One hidden, locked or read-only item with the rule behind it. */
export interface Explanation {
  kind: 'step' | 'card' | 'field';
  id: string;
  /** What the user sees: hidden, locked, not in the step list, read-only. */
  status: string;
  /** The rule as written in the journey file, or null when no single rule decides it. */
  rule: JsonValue | null;
  /** Why, in words, when the rule alone does not say it. */
  note?: string;
  /** Current values of the variables the rule reads. */
  values: Record<string, unknown>;
}

function valueOf(
  name: string,
  state: Record<string, unknown>,
  derived: Readonly<Record<string, unknown>>,
): unknown {
  if (name in state) return state[name];
  if (name in derived) return derived[name];
  let current: unknown = state;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function explainRule(
  rule: PreparedRule | null,
  state: Record<string, unknown>,
  derived: Readonly<Record<string, unknown>>,
  ctx?: EvalContext,
) {
  if (!rule) return { rule: null, values: {} };
  const values: Record<string, unknown> = {};
  if (ctx)
    for (const [name, named] of rule.conditionRefs) values[`condition ${name}`] = conditionValue(named, ctx);
  for (const name of [...rule.vars].sort()) values[name] = valueOf(name, state, derived) ?? null;
  for (const id of rule.sectionRefs) values[`sectionValid(${id})`] = undefined;
  return { rule: rule.source as JsonValue, values };
}

/** A named condition's value now (null when it cannot be evaluated: the trace must not throw). */
function conditionValue(rule: PreparedRule, ctx: EvalContext): unknown {
  try {
    return rule.evaluate(ctx) ?? null;
  } catch {
    return null;
  }
}

/** Every hidden, locked or read-only item of the controller's current view, with its rule and values. */
export function explainView(
  journey: Journey,
  controller: JourneyController,
  cardIds: readonly string[],
): Explanation[] {
  const view = controller.getView();
  const state = controller.getState() as Record<string, unknown>;
  const ctx = evaluate(journey, controller.getState(), controller.getUi(), { flow: view.flowId }).ctx;
  const out: Explanation[] = [];
  const flow = view.flowId ? journey.flows.get(view.flowId) : undefined;
  const stepValid = new Map(view.steps.map((s) => [s.id, s.valid]));
  const withSections = (e: ReturnType<typeof explainRule>) => {
    for (const key of Object.keys(e.values)) {
      const id = /^sectionValid\((.*)\)$/.exec(key)?.[1];
      if (id !== undefined) e.values[key] = stepValid.get(id) ?? view.cards[id]?.valid ?? null;
    }
    return e;
  };

  for (const step of view.steps) {
    const loaded = flow?.steps.find((s) => s.id === step.id);
    if (!step.included) {
      const inList =
        !flow?.file.stepLists ||
        !view.stepList ||
        (flow.file.stepLists[view.stepList] ?? []).includes(step.id);
      if (!inList) {
        out.push({
          kind: 'step',
          id: step.id,
          status: 'not in the step list',
          rule: (flow?.file.stepListSelector ?? null) as JsonValue | null,
          note: `step list "${view.stepList}" does not include it`,
          values: withSections(explainRule(flow?.stepListSelector ?? null, state, view.derived)).values,
        });
      } else {
        const e = withSections(
          explainRule(
            loaded?.includeWhen ?? journey.cards.get(step.cardId)?.visibleWhen ?? null,
            state,
            view.derived,
            ctx,
          ),
        );
        out.push({ kind: 'step', id: step.id, status: 'not included', ...e });
      }
    } else if (!step.unlocked) {
      const e = withSections(explainRule(loaded?.unlockWhen ?? null, state, view.derived, ctx));
      const earlierInvalid = view.steps
        .slice(0, view.steps.indexOf(step))
        .filter((s) => s.included && !s.valid)
        .map((s) => s.id);
      const note =
        flow?.file.mode === 'sequential' && earlierInvalid.length > 0
          ? `earlier steps not valid yet: ${earlierInvalid.join(', ')}`
          : undefined;
      out.push({ kind: 'step', id: step.id, status: 'locked', ...e, note });
    }
  }

  for (const cardId of cardIds) {
    const card = view.cards[cardId];
    const loaded = journey.cards.get(cardId);
    if (!card || !loaded) continue;
    if (!card.visible && loaded.visibleWhen) {
      out.push({
        kind: 'card',
        id: cardId,
        status: 'hidden',
        ...withSections(explainRule(loaded.visibleWhen, state, view.derived, ctx)),
      });
    }
    for (const name of card.fieldOrder) {
      const field = card.fields[name];
      const rules = loaded.fieldRules[name];
      if (!field || !rules) continue;
      if (!field.visible)
        out.push({
          kind: 'field',
          id: `${cardId} / ${name}`,
          status: 'hidden',
          ...withSections(explainRule(rules.visibleWhen, state, view.derived, ctx)),
        });
      else if (!field.enabled)
        out.push({
          kind: 'field',
          id: `${cardId} / ${name}`,
          status: 'read-only',
          ...withSections(explainRule(rules.enabledWhen, state, view.derived, ctx)),
        });
    }
  }
  return out;
}
