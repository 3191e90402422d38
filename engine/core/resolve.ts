/**
 * The resolver: (journey, state, UI state) to the resolved view of one flow. Pure: the same inputs
 * give an equal view. Order of work: derived values, the current step list, then steps in order; a
 * card's fields and validity are resolved on first need (a `sectionValid` rule may ask for a card
 * before its step is reached) and memoised for this call, with cycle detection.
 */
import { JourneyError } from './errors.js';
import { formatMessage } from './messages.js';
import { truthy } from './rules/prepare.js';
import type { EvalContext } from './rules/types.js';
import { todayIso } from './rules/dates.js';
import type { FieldSchema } from './types.js';
import { defaultMessageKey, isEmptyValue, validateField, type FieldValidator } from './validate-field.js';
import type {
  FieldError,
  Journey,
  JourneyState,
  LoadedCard,
  LoadedFlow,
  LoadedStep,
  ResolveOptions,
  ResolvedCard,
  ResolvedField,
  ResolvedStep,
  ResolvedView,
  UiState,
} from './view-types.js';

/** A fresh UI state: nothing touched, no submit attempt. */
export function createUiState(initial: Partial<UiState> = {}): UiState {
  return {
    touched: initial.touched ?? {},
    submitted: initial.submitted ?? false,
    submittedCards: initial.submittedCards ?? [],
    changed: initial.changed ?? {},
  };
}

/** The flow `resolve` uses: the named one, the only one, or null for a journey without flows. */
export function pickFlow(journey: Journey, flowId: string | null | undefined): LoadedFlow | null {
  if (flowId === null) return null;
  if (flowId !== undefined) {
    const flow = journey.flows.get(flowId);
    if (!flow) throw new Error(`flow "${flowId}" is not in this journey`);
    return flow;
  }
  if (journey.flows.size === 0) return null;
  if (journey.flows.size === 1) return [...journey.flows.values()][0];
  throw new Error(
    `this journey has ${journey.flows.size} flows: name one (${[...journey.flows.keys()].join(', ')})`,
  );
}

/** A journey state under evaluation: its rule context, and each card's content resolved on first need. */
export interface Evaluation {
  readonly flow: LoadedFlow | null;
  readonly ctx: EvalContext;
  /** The current step list (null: every step). */
  readonly stepList: ReadonlySet<string> | null;
  /** A card's fields and validity (memoised for this evaluation; cycles are an error). */
  content(cardId: string): CardContent;
}

/**
 * Set up the evaluation of a state: derived values, the current step list, and the context rules read
 * (validity of steps and cards, step lists, which answer the householder changed last). The resolver and
 * `compute` effects both evaluate through it: one rule evaluator, the same fail-closed checks.
 */
export function evaluate(
  journey: Journey,
  state: JourneyState,
  ui: UiState,
  options: ResolveOptions = {},
  validator: FieldValidator = validateField,
): Evaluation {
  const flow = pickFlow(journey, options.flow);
  const derived: Record<string, unknown> = {};
  const cardCache = new Map<string, CardContent>();
  const inProgress = new Set<string>();
  let stepList: ReadonlySet<string> | null = null;

  const ctx: EvalContext = {
    state,
    derived,
    today: options.today ?? todayIso(),
    sectionValid: (id) => {
      const step = flow?.steps[flow.stepIndex.get(id) ?? -1];
      const cardId = step ? currentCardId(step, ctx) : id;
      if (!journey.cards.has(cardId)) throw new Error(`sectionValid: "${id}" is neither a step nor a card`);
      return content(cardId).valid;
    },
    inStepList: (id) => {
      if (!flow?.stepIndex.has(id)) throw new Error(`inStepList: "${id}" is not a step of the flow`);
      return stepList === null || stepList.has(id);
    },
    changedAfter: (a, b) => (ui.changed[a] ?? 0) > (ui.changed[b] ?? 0),
  };

  const content = (cardId: string): CardContent => {
    const cached = cardCache.get(cardId);
    if (cached) return cached;
    if (inProgress.has(cardId)) {
      const card = journey.cards.get(cardId)!;
      throw new JourneyError(card.path, '', `rules of card "${cardId}" depend on its own validity`);
    }
    inProgress.add(cardId);
    const result = resolveCardContent(journey, journey.cards.get(cardId)!, ctx, validator);
    inProgress.delete(cardId);
    cardCache.set(cardId, result);
    return result;
  };

  if (flow) {
    for (const { name, rule } of flow.derived) derived[name] = rule.evaluate(ctx);
    stepList = currentStepList(flow, ctx);
  }
  return { flow, ctx, stepList, content };
}

/**
 * Resolve the view: for every card of the flow and every field, visible / required / enabled /
 * errors (display mode applied), each step's inclusion and unlocking, the payload and validity.
 * @param validator - the field validator (default: the core's keyword validator).
 */
export function resolve(
  journey: Journey,
  state: JourneyState,
  ui: UiState,
  options: ResolveOptions = {},
  validator: FieldValidator = validateField,
): ResolvedView {
  const { flow, ctx, stepList, content } = evaluate(journey, state, ui, options, validator);
  const steps: ResolvedStep[] = [];
  const cards: Record<string, ResolvedCard> = {};
  const payload: Record<string, unknown> = {};
  let allValid = true;
  const shownCard = (cardId: string, shown: boolean) => {
    const card = journey.cards.get(cardId)!;
    const resolved = presentCard(journey, card, content(cardId), shown, ui, state, ctx);
    cards[cardId] = resolved;
    if (shown) Object.assign(payload, resolved.payload);
    return resolved;
  };

  if (flow) {
    // In sequential mode, the first included step that is not valid holds back every later step.
    let blocking: ResolvedStep | null = null;
    let noticeGiven = false;
    for (const step of flow.steps) {
      const cardId = currentCardId(step, ctx);
      const card = journey.cards.get(cardId)!;
      const included =
        (stepList === null || stepList.has(step.id)) &&
        (!step.includeWhen || truthy(step.includeWhen.evaluate(ctx))) &&
        (!card.visibleWhen || truthy(card.visibleWhen.evaluate(ctx)));
      const ownUnlock = !step.unlockWhen || truthy(step.unlockWhen.evaluate(ctx));
      const sequential = flow.file.mode === 'sequential';
      const unlocked = ownUnlock && (!sequential || blocking === null);
      const shown = included && unlocked;
      let resolved = shownCard(cardId, shown);
      const waitingFor = included && sequential && blocking !== null ? blocking.id : undefined;
      if (waitingFor && !noticeGiven && flow.file.lockedNotice) {
        noticeGiven = true;
        const notice = lockedNoticeOf(journey, flow.file.lockedNotice, cards[blocking!.cardId]);
        if (notice) resolved = cards[cardId] = { ...resolved, lockedNotice: notice };
      }
      if (included) allValid &&= resolved.valid;
      const resolvedStep: ResolvedStep = {
        id: step.id,
        cardId,
        included,
        unlocked,
        shown,
        valid: resolved.valid,
        ...(waitingFor ? { waitingFor } : {}),
      };
      if (included && !resolved.valid && blocking === null) blocking = resolvedStep;
      steps.push(resolvedStep);
    }
  } else {
    for (const card of journey.cards.values()) {
      const shown = !card.visibleWhen || truthy(card.visibleWhen.evaluate(ctx));
      const resolved = shownCard(card.file.id, shown);
      if (shown) allValid &&= resolved.valid;
    }
  }

  return {
    flowId: flow?.file.id ?? null,
    stepList: flow ? currentStepListName(flow, ctx) : null,
    steps,
    cards,
    derived: ctx.derived,
    payload,
    valid: allValid,
  };
}

/**
 * Why later steps wait, when the blocking card shows an error to the householder (a card still being
 * filled in holds later steps back as usual, without a word): the flow's message with the card title,
 * the field label and the error shown.
 */
function lockedNoticeOf(journey: Journey, key: string, blocking: ResolvedCard | undefined): string | null {
  if (!blocking?.visible) return null;
  for (const name of blocking.fieldOrder) {
    const field = blocking.fields[name];
    const error = field.errors[0];
    if (error)
      return formatMessage(journey.messages, key, {
        card: blocking.title,
        field: field.label,
        error: error.message,
      });
  }
  return null;
}

/** The card a step shows now: its card, or its variant map's choice. */
export function currentCardId(step: LoadedStep, ctx: EvalContext): string {
  const map = step.variantMap;
  if (!map) return step.cardIds[0];
  const key = map.selector.evaluate(ctx);
  const chosen = key === null || key === undefined ? undefined : map.file.variants[String(key)];
  return chosen ?? map.file.default;
}

function currentStepListName(flow: LoadedFlow, ctx: EvalContext): string | null {
  const lists = flow.file.stepLists;
  if (!lists) return null;
  if (!flow.stepListSelector) return 'default' in lists ? 'default' : null;
  const value = flow.stepListSelector.evaluate(ctx);
  const name = value === null || value === undefined ? '' : String(value);
  if (Object.prototype.hasOwnProperty.call(lists, name)) return name;
  if ('default' in lists) return 'default';
  throw new JourneyError(
    flow.path,
    '/stepListSelector',
    `step list selector gave "${name}", which is not a step list and there is no "default" list`,
  );
}

function currentStepList(flow: LoadedFlow, ctx: EvalContext): ReadonlySet<string> | null {
  const name = currentStepListName(flow, ctx);
  return name === null ? null : new Set(flow.file.stepLists![name]);
}

/** A card's fields resolved without the display mode: what validity and rules need. */
export interface CardContent {
  readonly fields: Record<
    string,
    { visible: boolean; required: boolean; enabled: boolean; label: string; errors: FieldError[] }
  >;
  readonly valid: boolean;
}

function resolveCardContent(
  journey: Journey,
  card: LoadedCard,
  ctx: EvalContext,
  validator: FieldValidator,
): CardContent {
  const properties = card.file.schema.properties;
  const fields: CardContent['fields'] = {};
  let valid = true;
  for (const name of card.fieldOrder) {
    const schema = properties[name];
    const rules = card.fieldRules[name];
    const visible = !rules?.visibleWhen || truthy(rules.visibleWhen.evaluate(ctx));
    const enabled = !rules?.enabledWhen || truthy(rules.enabledWhen.evaluate(ctx));
    const required =
      visible &&
      (card.requiredAlways.has(name) || (!!rules?.requiredWhen && truthy(rules.requiredWhen.evaluate(ctx))));
    const label = labelOf(card, name, schema);
    const errors: FieldError[] = [];
    if (visible) {
      const value = ctx.state[name];
      const overrides = card.file.fields?.[name]?.messages ?? {};
      if (isEmptyValue(value)) {
        if (required)
          errors.push(fieldError(journey, overrides.required ?? 'validation.required', { label }));
      } else {
        const failure = validator(schema, value);
        if (failure) {
          const key = overrides[failure.keyword] ?? defaultMessageKey(failure, schema);
          errors.push(fieldError(journey, key, { ...failure.params, label: failure.label ?? label }));
        }
      }
    }
    fields[name] = { visible, required, enabled, label, errors };
  }
  for (const check of card.checks) {
    const field = fields[check.field];
    if (!field?.visible) continue;
    if (truthy(check.when.evaluate(ctx)))
      field.errors.push(fieldError(journey, check.message, { ...check.params, label: field.label }));
  }
  for (const name of card.fieldOrder) if (fields[name].errors.length > 0) valid = false;
  return { fields, valid };
}

function labelOf(card: LoadedCard, name: string, schema: FieldSchema): string {
  const ui = card.file.uiSchema?.[name];
  const uiTitle = ui && typeof ui === 'object' && !Array.isArray(ui) ? ui['ui:title'] : undefined;
  return schema.title ?? (typeof uiTitle === 'string' ? uiTitle : name);
}

function fieldError(journey: Journey, key: string, params: Record<string, string | number>): FieldError {
  return { key, params, message: formatMessage(journey.messages, key, params) };
}

/** Apply visibility of the card and the error-display mode; compute values, payload and notices. */
function presentCard(
  journey: Journey,
  card: LoadedCard,
  content: CardContent,
  shown: boolean,
  ui: UiState,
  state: JourneyState,
  ctx: EvalContext,
): ResolvedCard {
  const submitted = ui.submitted || ui.submittedCards.includes(card.file.id);
  const fields: Record<string, ResolvedField> = {};
  const values: Record<string, unknown> = {};
  const payload: Record<string, unknown> = {};
  for (const name of card.fieldOrder) {
    const field = content.fields[name];
    const visible = shown && field.visible;
    const allErrors = visible ? field.errors : [];
    const display = visible && (submitted || ui.touched[name] === true);
    fields[name] = {
      name,
      label: field.label,
      visible,
      required: visible && field.required,
      enabled: field.enabled,
      errors: display ? allErrors : [],
      allErrors,
    };
    const value = state[name];
    values[name] = value;
    // Hidden-value policy: a hidden field's value stays in the state (so it comes back when the field
    // does) but leaves the payload.
    if (visible && value !== undefined) payload[name] = value;
  }
  const notices = shown
    ? card.notices
        .filter((notice) => truthy(notice.when.evaluate(ctx)))
        .map((notice) => formatMessage(journey.messages, notice.message, notice.params))
    : [];
  return {
    id: card.file.id,
    title: card.file.title,
    hint: card.file.hint,
    visible: shown,
    valid: content.valid,
    fields,
    fieldOrder: card.fieldOrder,
    values,
    payload,
    notices,
  };
}
