/**
 * A React-free form controller over one flow (in the spirit of react-hook-form): it owns the state and
 * the UI state, runs effects, re-resolves after each change and notifies only the subscribers of cards
 * whose resolved slice changed, so typing in one card re-renders no other card.
 */
import { JourneyError, JourneyLoadError } from './errors.js';
import { runEffects, type EffectHost, type PendingAction } from './effects.js';
import { createUiState, evaluate, resolve } from './resolve.js';
import { deepEqual } from './validate-field.js';
import type {
  ControllerOptions,
  Journey,
  JourneyController,
  JourneyState,
  Listener,
  ResolvedCard,
  ResolvedView,
  StatePatch,
  UiState,
} from './view-types.js';

/** The async actions one card's effects started. */
interface StartedActions {
  cardId: string;
  actions: PendingAction[];
}

/** How many onShow rounds may follow one change before it counts as an effect loop. */
const MAX_SHOW_ROUNDS = 20;

/**
 * Create a controller. Throws when an action the journey uses is not in `options.actions` (naming
 * the file and JSON path of each use). onShow effects of the cards shown at the start run at once.
 */
export function createJourneyController(
  journey: Journey,
  options: ControllerOptions = {},
): JourneyController {
  const actions = options.actions ?? {};
  const missing = journey.actionUses.filter((use) => !(use.name in actions));
  if (missing.length > 0) {
    throw new JourneyLoadError(
      missing.map((use) => new JourneyError(use.file, use.path, `action "${use.name}" is not registered`)),
    );
  }

  let state: JourneyState = { ...(options.initialState ?? {}) };
  let ui: UiState = createUiState(options.initialUi);
  let view: ResolvedView | null = null;
  let shownCards = new Set<string>();
  const cardListeners = new Map<string, Set<Listener>>();
  const flowListeners = new Set<Listener>();
  /** Each async action in flight, with the card whose effect started it (its follow-ups keep it). */
  const pending = new Map<Promise<void>, string>();
  const actionLog: string[] = [];
  /** How many values the householder has changed so far: orders `ui.changed`. */
  let changes = Math.max(0, ...Object.values(ui.changed));

  const access = { get: (name: string) => readValue(state, name), snapshot: () => ({ ...state }) };
  const applyPatch = (patch: StatePatch) => {
    let next = { ...state };
    for (const [name, value] of Object.entries(patch)) next = withValue(next, name, value);
    state = next;
  };
  const resolveOptions = { flow: options.flow, today: options.today };
  const host: EffectHost = {
    actions,
    access,
    apply: applyPatch,
    evaluate: (rule) => rule.evaluate(evaluate(journey, state, ui, resolveOptions).ctx),
    logAction: (name) => actionLog.push(name),
  };

  /**
   * Follow async actions: apply each one's patch when it settles, run the effects that waited for it
   * (following any async action among them too), then settle the view. `cardId` is the card whose
   * effect started them (whenIdle can wait for one section's cards alone).
   */
  const track = (actionsRunning: PendingAction[], cardId: string) => {
    for (const { name, promise, rest } of actionsRunning) {
      const done: Promise<void> = promise
        .then((patch) => {
          if (patch) applyPatch(patch);
          const more = runEffects(rest, host);
          settle();
          track(more, cardId);
        })
        // A failed action changes nothing; the promise returned by setValue reports it (or onActionError).
        .catch((error: unknown) => options.onActionError?.(name, error))
        .finally(() => pending.delete(done));
      pending.set(done, cardId);
    }
  };

  /** Re-resolve, run onShow of newly shown cards until stable, then notify. */
  const settle = () => {
    const before = view;
    let next = resolveNow();
    for (let round = 0; ; round++) {
      const nowShown = new Set(
        Object.values(next.cards)
          .filter((card) => card.visible)
          .map((card) => card.id),
      );
      const appeared = [...nowShown].filter((id) => !shownCards.has(id));
      shownCards = nowShown;
      if (appeared.length === 0) break;
      if (round >= MAX_SHOW_ROUNDS)
        throw new Error(
          `onShow effects did not settle after ${MAX_SHOW_ROUNDS} rounds (cards: ${appeared.join(', ')})`,
        );
      for (const id of appeared) track(runEffects(journey.cards.get(id)!.onShow, host), id);
      next = resolveNow();
    }
    view = shareUnchanged(before, next);
    notify(before, view);
  };

  const resolveNow = () => resolve(journey, state, ui, resolveOptions);

  const notify = (before: ResolvedView | null, after: ResolvedView) => {
    for (const [cardId, listeners] of cardListeners) {
      if (before?.cards[cardId] !== after.cards[cardId]) for (const listener of [...listeners]) listener();
    }
    if (!before || !sameFlowSlice(before, after)) for (const listener of [...flowListeners]) listener();
  };

  const runSync = (work: () => StartedActions[]): Promise<void> => {
    let started: StartedActions[];
    try {
      started = work();
    } catch (error) {
      settle();
      return Promise.reject(error);
    }
    settle();
    for (const { cardId, actions: running } of started) track(running, cardId);
    const promises = started.flatMap(({ actions: running }) => running.map((action) => action.promise));
    const outcome = Promise.all(promises).then(() => controller.whenIdle());
    return options.onActionError ? outcome.catch(() => controller.whenIdle()) : outcome;
  };

  /** Start the onChange effects every card declares for `name`. */
  const runOnChange = (name: string): StartedActions[] => {
    const started: StartedActions[] = [];
    for (const cardId of Object.keys(view?.cards ?? {})) {
      const effects = journey.cards.get(cardId)!.onChange[name];
      if (effects) started.push({ cardId, actions: runEffects(effects, host) });
    }
    return started;
  };

  const controller: JourneyController = {
    setValue(name, value) {
      if (journey.model.varKind(name) !== 'state')
        throw new Error(`setValue: "${name}" is not a field or context value of this journey`);
      if (deepEqual(readValue(state, name), value)) return Promise.resolve();
      return runSync(() => {
        applyPatch({ [name]: value });
        changes += 1;
        ui = { ...ui, changed: { ...ui.changed, [name]: changes } };
        return runOnChange(name);
      });
    },
    replay(name) {
      if (journey.model.varKind(name) !== 'state')
        throw new Error(`replay: "${name}" is not a field or context value of this journey`);
      return runSync(() => runOnChange(name));
    },
    patch(values) {
      return runSync(() => {
        applyPatch(values);
        return [];
      });
    },
    touch(name) {
      if (ui.touched[name]) return;
      ui = { ...ui, touched: { ...ui.touched, [name]: true } };
      settle();
    },
    submitAttempt(cardId) {
      ui = cardId ? { ...ui, submittedCards: [...ui.submittedCards, cardId] } : { ...ui, submitted: true };
      settle();
    },
    getState: () => state,
    getUi: () => ui,
    getView: () => view!,
    getCard: (cardId) => view!.cards[cardId],
    subscribe(cardId, listener) {
      let listeners = cardListeners.get(cardId);
      if (!listeners) cardListeners.set(cardId, (listeners = new Set()));
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeFlow(listener) {
      flowListeners.add(listener);
      return () => flowListeners.delete(listener);
    },
    async whenIdle(cardIds) {
      const cards = cardIds ? new Set(cardIds) : null;
      const waited = () =>
        [...pending].filter(([, cardId]) => !cards || cards.has(cardId)).map(([done]) => done);
      for (let now = waited(); now.length > 0; now = waited()) await Promise.all(now);
    },
    actionLog,
  };

  settle();
  return controller;
}

/** Keep the previous object of every card whose slice is structurally unchanged (stable identity). */
function shareUnchanged(before: ResolvedView | null, after: ResolvedView): ResolvedView {
  if (!before) return after;
  const cards: Record<string, ResolvedCard> = {};
  for (const [id, card] of Object.entries(after.cards)) {
    const old = before.cards[id];
    cards[id] = old && deepEqual(old, card) ? old : card;
  }
  return { ...after, cards };
}

function sameFlowSlice(a: ResolvedView, b: ResolvedView): boolean {
  return (
    a.stepList === b.stepList &&
    a.valid === b.valid &&
    deepEqual(a.steps, b.steps) &&
    deepEqual(a.payload, b.payload) &&
    deepEqual(a.derived, b.derived)
  );
}

/**
 * A copy of `state` with `name` set (undefined removes it). Dotted names (context values such as
 * `meter.mpan`) write nested objects, copied on the way down, because rules read them nested.
 */
function withValue(state: JourneyState, name: string, value: unknown): JourneyState {
  const [head, ...rest] = name.split('.');
  const next = { ...state };
  if (rest.length === 0) {
    if (value === undefined) delete next[head];
    else next[head] = value;
    return next;
  }
  const child = next[head];
  next[head] = withValue(
    typeof child === 'object' && child !== null ? (child as JourneyState) : {},
    rest.join('.'),
    value,
  );
  return next;
}

function readValue(state: JourneyState, name: string): unknown {
  let value: unknown = state;
  for (const segment of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as JourneyState)[segment];
  }
  return value;
}
