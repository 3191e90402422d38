/**
 * Reference checks the loader runs after preparing rules: every name a card's `fields`, `checks` and
 * effects use exists; every action is registered; every message key is in the catalogue; every id
 * handed to `sectionValid` / `inStepList` is a step or card; every variant card exists.
 */
import { JourneyError, pointer } from './errors.js';
import { hasMessage } from './messages.js';
import type { PreparedRule } from './rules/prepare.js';
import type { Effect } from './types.js';
import type { Journey, LoadedCard } from './view-types.js';
import type { LoadOptions } from './load.js';

/** Check references; push faults; return where each action is used. */
export function checkReferences(
  journey: Journey,
  options: LoadOptions,
  faults: JourneyError[],
): Array<{ name: string; file: string; path: string }> {
  const actionUses: Array<{ name: string; file: string; path: string }> = [];
  const stepIds = new Set<string>();
  for (const flow of journey.flows.values()) for (const step of flow.steps) stepIds.add(step.id);
  const checkMessage = (file: string, path: string, key: string) => {
    if (options.messages && !hasMessage(options.messages, key))
      faults.push(new JourneyError(file, path, `message key "${key}" is not in the catalogue`));
  };
  const checkRule = (rule: PreparedRule | null) => {
    if (!rule) return;
    for (const id of rule.sectionRefs) {
      if (!stepIds.has(id) && !journey.cards.has(id))
        faults.push(
          new JourneyError(
            rule.location.file,
            rule.location.path,
            `sectionValid names "${id}", which is neither a step nor a card`,
          ),
        );
    }
    for (const id of rule.stepRefs) {
      if (!stepIds.has(id))
        faults.push(
          new JourneyError(
            rule.location.file,
            rule.location.path,
            `inStepList names "${id}", which is not a step`,
          ),
        );
    }
  };
  const checkEffects = (card: LoadedCard, effects: readonly Effect[], base: string) => {
    effects.forEach((effect, i) => {
      const path = `${base}/${i}`;
      if ('set' in effect) {
        for (const name of Object.keys(effect.set ?? {})) {
          if (journey.model.varKind(name) !== 'state')
            faults.push(
              new JourneyError(
                card.path,
                pointer(`${path}/set`, name),
                `effect sets undeclared field "${name}"`,
              ),
            );
        }
      } else if ('clear' in effect) {
        (effect.clear ?? []).forEach((name, j) => {
          if (journey.model.varKind(name) !== 'state')
            faults.push(
              new JourneyError(card.path, `${path}/clear/${j}`, `effect clears undeclared field "${name}"`),
            );
        });
      } else if ('action' in effect) {
        actionUses.push({ name: effect.action, file: card.path, path: `${path}/action` });
        if (options.actionNames && !options.actionNames.includes(effect.action)) {
          faults.push(
            new JourneyError(card.path, `${path}/action`, `action "${effect.action}" is not registered`),
          );
        }
      }
    });
  };

  for (const card of journey.cards.values()) {
    const fields = card.file.schema?.properties ?? {};
    checkRule(card.visibleWhen);
    for (const [name, rules] of Object.entries(card.fieldRules)) {
      if (!(name in fields))
        faults.push(
          new JourneyError(
            card.path,
            pointer('/fields', name),
            `"${name}" is not a field of this card's schema`,
          ),
        );
      checkRule(rules.visibleWhen);
      checkRule(rules.requiredWhen);
      checkRule(rules.enabledWhen);
    }
    for (const [name, rules] of Object.entries(card.file.fields ?? {})) {
      for (const [keyword, key] of Object.entries(rules.messages ?? {}))
        checkMessage(card.path, pointer(pointer(pointer('/fields', name), 'messages'), keyword), key);
    }
    (card.file.checks ?? []).forEach((check, i) => {
      if (!(check.field in fields))
        faults.push(
          new JourneyError(
            card.path,
            `/checks/${i}/field`,
            `"${check.field}" is not a field of this card's schema`,
          ),
        );
      checkMessage(card.path, `/checks/${i}/message`, check.message);
    });
    for (const rule of card.checks) checkRule(rule.when);
    (card.file.schema?.required ?? []).forEach((name, i) => {
      if (!(name in fields))
        faults.push(
          new JourneyError(card.path, `/schema/required/${i}`, `required field "${name}" is not a property`),
        );
    });
    checkEffects(card, card.file.onShow ?? [], '/onShow');
    for (const [name, effects] of Object.entries(card.file.onChange ?? {})) {
      if (journey.model.varKind(name) !== 'state')
        faults.push(
          new JourneyError(
            card.path,
            pointer('/onChange', name),
            `onChange names undeclared field "${name}"`,
          ),
        );
      checkEffects(card, effects, pointer('/onChange', name));
    }
  }
  for (const map of journey.variantMaps.values()) {
    checkRule(map.selector);
    for (const [value, cardId] of Object.entries(map.file.variants ?? {})) {
      if (!journey.cards.has(cardId))
        faults.push(
          new JourneyError(map.path, pointer('/variants', value), `card "${cardId}" does not exist`),
        );
    }
    if (!journey.cards.has(map.file.default))
      faults.push(new JourneyError(map.path, '/default', `card "${map.file.default}" does not exist`));
  }
  for (const flow of journey.flows.values()) {
    for (const step of flow.steps) {
      checkRule(step.includeWhen);
      checkRule(step.unlockWhen);
    }
    checkRule(flow.stepListSelector);
    for (const { rule } of flow.derived) checkRule(rule);
  }
  return actionUses;
}
