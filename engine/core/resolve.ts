/**
 * The resolver: (journey, state, UI state) to the resolved view of one flow. Pure: the same inputs
 * give an equal view. Order of work: derived values, the current step list, then steps in order; a
 * card's fields and validity are resolved on first need (a `sectionValid` rule may ask for a card
 * before its step is reached) and memoised for this call, with cycle detection.
 */
import { JourneyError } from './errors.js';
import { truthy } from './rules/prepare.js';
import type { EvalContext } from './rules/types.js';
import { todayIso } from './rules/dates.js';
import { lockedNoticeOf, presentCard, resolveCardContent, type CardContent } from './resolve-card.js';
import { validateField, type FieldValidator } from './validate-field.js';
import type {
  Journey,
  JourneyState,
  LoadedFlow,
  LoadedStep,
  ResolveOptions,
  ResolvedCard,
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
function pickFlow(journey: Journey, flowId: string | null | undefined): LoadedFlow | null {
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
        if (notice)
          resolved = cards[cardId] = {
            ...resolved,
            lockedNotice: notice,
            lockedNoticeKey: flow.file.lockedNotice,
          };
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
