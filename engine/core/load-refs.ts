/**
 * Reference checks the loader runs after preparing rules: every name a card's `fields`, `checks` and
 * effects and ui schema use exists; every action is registered; every message key is in the catalogue;
 * every id handed to `sectionValid` / `inStepList` is a step or card; every variant card exists. Faults
 * in a card are reported where the value was written (`card.locate`), which for a composed card may be
 * the card it extends.
 */
import { JourneyError, pointer } from './errors.js';
import { hasMessage } from './messages.js';
import { didYouMean } from './suggest.js';
import type { LoadOptions } from './load-options.js';
import type { PreparedRule } from './rules/types.js';
import type { Journey, LoadedCard, PreparedEffect } from './view-types.js';

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
      faults.push(
        new JourneyError(
          file,
          path,
          `message key "${key}" is not in the catalogue${didYouMean(key, Object.keys(options.messages))}`,
        ),
      );
  };
  const cardFault = (card: LoadedCard, path: string, message: string) => {
    const at = card.locate(path);
    faults.push(new JourneyError(at.file, at.path, message));
  };
  const cardMessage = (card: LoadedCard, path: string, key: string) => {
    const at = card.locate(path);
    checkMessage(at.file, at.path, key);
  };
  const checkRule = (rule: PreparedRule | null) => {
    if (!rule) return;
    for (const id of rule.sectionRefs) {
      if (!stepIds.has(id) && !journey.cards.has(id))
        faults.push(
          new JourneyError(
            rule.location.file,
            rule.location.path,
            `sectionValid names "${id}", which is neither a step nor a card${didYouMean(id, [...stepIds, ...journey.cards.keys()])}`,
          ),
        );
    }
    for (const id of rule.stepRefs) {
      if (!stepIds.has(id))
        faults.push(
          new JourneyError(
            rule.location.file,
            rule.location.path,
            `inStepList names "${id}", which is not a step${didYouMean(id, stepIds)}`,
          ),
        );
    }
  };
  /** `ownOnly`: the effects set the card's starting values (onShow), so only its own fields. */
  const checkEffects = (
    card: LoadedCard,
    effects: readonly PreparedEffect[],
    base: string,
    ownOnly: boolean,
  ) => {
    const fields = card.file.schema?.properties ?? {};
    effects.forEach((effect, i) => {
      const path = `${base}/${i}`;
      if ('set' in effect || 'compute' in effect) {
        const kind = 'set' in effect ? 'set' : 'compute';
        const values = 'set' in effect ? effect.set : effect.compute;
        for (const name of Object.keys(values ?? {})) {
          if (journey.model.varKind(name) !== 'state')
            cardFault(
              card,
              pointer(`${path}/${kind}`, name),
              `effect sets undeclared field "${name}"${didYouMean(name, journey.model.names())}`,
            );
          else if (ownOnly && !(name in fields))
            cardFault(card, pointer(`${path}/${kind}`, name), notOwnField('sets', name, card));
        }
        if ('compute' in effect) for (const rule of Object.values(effect.compute)) checkRule(rule);
      } else if ('clear' in effect) {
        (effect.clear ?? []).forEach((name, j) => {
          if (journey.model.varKind(name) !== 'state')
            cardFault(
              card,
              `${path}/clear/${j}`,
              `effect clears undeclared field "${name}"${didYouMean(name, journey.model.names())}`,
            );
        });
      } else if ('action' in effect) {
        const at = card.locate(`${path}/action`);
        actionUses.push({ name: effect.action, file: at.file, path: at.path });
        if (options.actionNames && !options.actionNames.includes(effect.action))
          cardFault(
            card,
            `${path}/action`,
            `action "${effect.action}" is not registered${didYouMean(effect.action, options.actionNames)}`,
          );
      }
    });
  };

  for (const card of journey.cards.values()) {
    const fields = card.file.schema?.properties ?? {};
    checkRule(card.visibleWhen);
    for (const [name, rules] of Object.entries(card.fieldRules)) {
      if (!(name in fields))
        cardFault(
          card,
          pointer('/fields', name),
          `"${name}" is not a field of this card's schema${didYouMean(name, Object.keys(fields))}`,
        );
      checkRule(rules.visibleWhen);
      checkRule(rules.requiredWhen);
      checkRule(rules.enabledWhen);
    }
    for (const [name, rules] of Object.entries(card.file.fields ?? {})) {
      for (const [keyword, key] of Object.entries(rules.messages ?? {}))
        cardMessage(card, pointer(pointer(pointer('/fields', name), 'messages'), keyword), key);
    }
    (card.file.checks ?? []).forEach((check, i) => {
      if (!(check.field in fields))
        cardFault(
          card,
          `/checks/${i}/field`,
          `"${check.field}" is not a field of this card's schema${didYouMean(check.field, Object.keys(fields))}`,
        );
      cardMessage(card, `/checks/${i}/message`, check.message);
    });
    for (const rule of card.checks) checkRule(rule.when);
    (card.file.notices ?? []).forEach((notice, i) =>
      cardMessage(card, `/notices/${i}/message`, notice.message),
    );
    for (const notice of card.notices) checkRule(notice.when);
    (card.file.schema?.required ?? []).forEach((name, i) => {
      if (!(name in fields))
        cardFault(
          card,
          `/schema/required/${i}`,
          `required field "${name}" is not a property${didYouMean(name, Object.keys(fields))}`,
        );
    });
    checkUiSchema(card, fields, options.listNames, cardFault);
    checkEffects(card, card.onShow, '/onShow', true);
    for (const [name, effects] of Object.entries(card.onChange)) {
      if (journey.model.varKind(name) !== 'state')
        cardFault(
          card,
          pointer('/onChange', name),
          `onChange names undeclared field "${name}"${didYouMean(name, journey.model.names())}`,
        );
      checkEffects(card, effects, pointer('/onChange', name), false);
    }
  }
  for (const map of journey.variantMaps.values()) {
    checkRule(map.selector);
    for (const [value, cardId] of Object.entries(map.file.variants ?? {})) {
      if (!journey.cards.has(cardId))
        faults.push(
          new JourneyError(
            map.path,
            pointer('/variants', value),
            `card "${cardId}" does not exist${didYouMean(cardId, journey.cards.keys())}`,
          ),
        );
    }
    if (!journey.cards.has(map.file.default))
      faults.push(
        new JourneyError(
          map.path,
          '/default',
          `card "${map.file.default}" does not exist${didYouMean(map.file.default, journey.cards.keys())}`,
        ),
      );
  }
  for (const flow of journey.flows.values()) {
    if (flow.file.lockedNotice !== undefined)
      checkMessage(flow.path, '/lockedNotice', flow.file.lockedNotice);
    for (const step of flow.steps) {
      checkRule(step.includeWhen);
      checkRule(step.unlockWhen);
    }
    checkRule(flow.stepListSelector);
    for (const { rule } of flow.derived) checkRule(rule);
  }
  return actionUses;
}

/**
 * A ui schema names only fields of the card (per-field entries and `ui:order`, besides `*`), and only
 * lists the app serves (`ui:options.list`).
 */
function checkUiSchema(
  card: LoadedCard,
  fields: Readonly<Record<string, unknown>>,
  listNames: readonly string[] | undefined,
  fault: (card: LoadedCard, path: string, message: string) => void,
): void {
  const ui = card.file.uiSchema ?? {};
  for (const [key, entry] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (!(key in fields))
      fault(
        card,
        pointer('/uiSchema', key),
        `"${key}" is not a field of this card's schema${didYouMean(key, Object.keys(fields))}`,
      );
    const options =
      typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? entry['ui:options'] : null;
    const list =
      typeof options === 'object' && options !== null && !Array.isArray(options) ? options.list : undefined;
    if (listNames && list !== undefined && !listNames.includes(String(list)))
      fault(
        card,
        `${pointer('/uiSchema', key)}/ui:options/list`,
        `list "${String(list)}" is not a list the app serves (${listNames.join(', ')})`,
      );
  }
  const order = ui['ui:order'];
  if (Array.isArray(order))
    order.forEach((name, i) => {
      if (name !== '*' && !(typeof name === 'string' && name in fields))
        fault(
          card,
          `/uiSchema/ui:order/${i}`,
          `"${String(name)}" is not a field of this card's schema${didYouMean(String(name), Object.keys(fields))}`,
        );
    });
}

/**
 * A card's onShow gives its own fields their starting values: a value set for a field the card does not
 * have (say a consent a variant removed) would be sent without the householder ever seeing it. (onChange
 * effects may reset other cards' answers: a new address clears the usage questions. Clearing is always
 * allowed: it only makes sure nothing stale is sent.)
 */
function notOwnField(verb: 'sets', name: string, card: LoadedCard): string {
  return `effect ${verb} "${name}", which is not a field of the card "${card.file.id}"${didYouMean(name, Object.keys(card.file.schema?.properties ?? {}))}`;
}
