/**
 * Runs a journey file's named scenarios through the core: a controller is created with the
 * scenario's state (its `given` starting states, then its own `state`; so onShow effects run), its changes are applied (so onChange effects run), and
 * the resolved view is compared with `expect`. Actions are stubs that record their calls.
 */
import { createJourneyController } from './controller.js';
import { pointer } from './errors.js';
import { didYouMean } from './suggest.js';
import { deepEqual } from './validate-field.js';
import type { JsonObject, Scenario } from './types.js';
import type { ActionRegistry, FieldError, Journey, JourneyController, ResolvedView } from './view-types.js';

/** The outcome of one scenario: each failure with the JSON path of the expectation it broke. */
export interface ScenarioResult {
  readonly name: string;
  readonly failures: ReadonlyArray<{ readonly path: string; readonly message: string }>;
}

/** Default "today" of scenarios, so date rules give the same answer every day. */
const SCENARIO_TODAY = '2025-01-15';

/** Every scenario of the journey with its owner and its base JSON path (for messages). */
export function listScenarios(
  journey: Journey,
): Array<{ file: string; ownerId: string; index: number; scenario: Scenario }> {
  const all: Array<{ file: string; ownerId: string; index: number; scenario: Scenario }> = [];
  const add = (file: string, ownerId: string, scenarios: readonly Scenario[]) =>
    scenarios.forEach((scenario, index) => all.push({ file, ownerId, index, scenario }));
  for (const flow of journey.flows.values()) add(flow.path, flow.file.id, flow.scenarios);
  for (const card of journey.cards.values()) add(card.path, card.file.id, card.scenarios);
  for (const map of journey.variantMaps.values()) add(map.path, map.file.id, map.scenarios);
  return all;
}

/** The flow a scenario runs in: its own `flow`, the owner flow, a flow holding the owner, or none. */
function flowForScenario(journey: Journey, ownerId: string, scenario: Scenario): string | null {
  if (scenario.flow) return scenario.flow;
  if (journey.flows.has(ownerId)) return ownerId;
  for (const flow of journey.flows.values()) {
    if (flow.steps.some((step) => step.cardIds.includes(ownerId) || step.variantMap?.file.id === ownerId))
      return flow.file.id;
  }
  return journey.flows.size === 1 ? [...journey.flows.keys()][0] : null;
}

/**
 * A controller set up as a scenario says: its state, UI state and "today", then its changes applied
 * through the controller (so effects run), with stub actions that record their calls and return what
 * the scenario's `actionResults` say.
 * @param flow - the flow to run in; default the scenario's (see `flowForScenario`). `null` resolves the
 *   owner card on its own, without any flow (a card previewed outside its flow), its `onShow` applied.
 */
export async function controllerForScenario(
  journey: Journey,
  ownerId: string,
  scenario: Scenario,
  flow?: string | null,
): Promise<JourneyController> {
  // Actions are stubs: each records its call and returns what the scenario says it returns, if anything.
  const actions: ActionRegistry = Object.fromEntries(
    journey.actionUses.map((use) => [use.name, () => scenario.actionResults?.[use.name] ?? undefined]),
  );
  const controller = createJourneyController(flow === null ? onItsOwn(journey, ownerId) : journey, {
    actions,
    flow: flow === undefined ? flowForScenario(journey, ownerId, scenario) : flow,
    today: scenario.today ?? SCENARIO_TODAY,
    initialState: startingState(journey, scenario),
    initialUi: {
      touched: Object.fromEntries((scenario.ui?.touched ?? []).map((name) => [name, true as const])),
      submitted: scenario.ui?.submitted ?? false,
    },
  });
  for (const change of scenario.changes ?? []) {
    if ('set' in change)
      await controller.setValue(change.set, change.value === null ? undefined : change.value);
    else if ('touch' in change) controller.touch(change.touch);
    else controller.submitAttempt(change.submit === true ? undefined : change.submit);
  }
  await controller.whenIdle();
  return controller;
}

/** The names of a scenario's `given` states, in order. */
function givenNames(scenario: Scenario): string[] {
  if (scenario.given === undefined) return [];
  return typeof scenario.given === 'string' ? [scenario.given] : scenario.given;
}

/** Every named starting state of the journey (the flows' `given`), by name. */
function givenStates(journey: Journey): Map<string, JsonObject> {
  const states = new Map<string, JsonObject>();
  for (const flow of journey.flows.values())
    for (const [name, state] of Object.entries(flow.file.given ?? {}))
      if (!states.has(name)) states.set(name, state);
  return states;
}

/**
 * A scenario's state at the start: its `given` states merged in order, then its own `state` over them
 * (null included). Throws for a given name the journey does not have.
 */
function startingState(journey: Journey, scenario: Scenario): JsonObject {
  const states = givenStates(journey);
  const start: JsonObject = {};
  for (const name of givenNames(scenario)) {
    const state = states.get(name);
    if (!state) throw new Error(`no starting state "${name}" is given${didYouMean(name, states.keys())}`);
    Object.assign(start, state);
  }
  return { ...start, ...(scenario.state ?? {}) };
}

/**
 * The journey as a card shown on its own sees it: that card alone, so its `onShow` runs as when the app
 * shows it, and no other card's `onShow` writes the same fields (outside a flow every card would be
 * "shown" at once, and a variant's pre-ticked box could be unticked by another variant's).
 */
function onItsOwn(journey: Journey, ownerId: string): Journey {
  const card = journey.cards.get(ownerId);
  return card ? { ...journey, cards: new Map([[ownerId, card]]) } : journey;
}

/** Run one scenario; never throws for a failed expectation (a thrown rule error becomes a failure). */
export async function runScenario(
  journey: Journey,
  ownerId: string,
  scenario: Scenario,
): Promise<ScenarioResult> {
  const failures: Array<{ path: string; message: string }> = [];
  const fail = (path: string, message: string) => failures.push({ path, message });
  let controller: JourneyController;
  try {
    startingState(journey, scenario);
  } catch (error) {
    fail('/given', (error as Error).message);
    return { name: scenario.name, failures };
  }
  try {
    controller = await controllerForScenario(journey, ownerId, scenario);
  } catch (error) {
    fail('/state', `the scenario could not run: ${(error as Error).message}`);
    return { name: scenario.name, failures };
  }
  compare(journey, controller, scenario, fail);
  return { name: scenario.name, failures };
}

function compare(
  journey: Journey,
  controller: JourneyController,
  scenario: Scenario,
  fail: (path: string, message: string) => void,
): void {
  const view = controller.getView();
  const expect = scenario.expect ?? {};
  const state = controller.getState();
  (expect.visible ?? []).forEach((id, i) => {
    const shown = isShown(journey, view, id);
    if (shown === null) fail(`/expect/visible/${i}`, `"${id}" is not a step, card or field of this flow`);
    else if (!shown) fail(`/expect/visible/${i}`, `expected "${id}" to be visible, but it is hidden`);
  });
  (expect.hidden ?? []).forEach((id, i) => {
    const shown = isShown(journey, view, id);
    if (shown === null) fail(`/expect/hidden/${i}`, `"${id}" is not a step, card or field of this flow`);
    else if (shown) fail(`/expect/hidden/${i}`, `expected "${id}" to be hidden, but it is visible`);
  });
  // An expected error or notice is a catalogue key (compared with the key shown, so a text change
  // never breaks a scenario) or, in older files, the text itself.
  const isKey = (expected: string) => Object.hasOwn(journey.messages, expected);
  for (const [field, expected] of Object.entries(expect.errors ?? {})) {
    const error = shownError(view, field);
    const shown = error && expected !== null && isKey(expected) ? error.key : (error?.message ?? null);
    if (shown !== expected)
      fail(
        pointer('/expect/errors', field),
        `expected error ${JSON.stringify(expected)}, got ${JSON.stringify(shown)}`,
      );
  }
  const stepOf = (id: string) => view.steps.find((step) => step.id === id);
  (expect.unlocked ?? []).forEach((id, i) => {
    const step = stepOf(id);
    if (!step) fail(`/expect/unlocked/${i}`, `"${id}" is not a step of this flow`);
    else if (!step.unlocked || !step.included)
      fail(
        `/expect/unlocked/${i}`,
        `expected step "${id}" to be unlocked, but it is ${step.included ? 'locked' : 'not included'}`,
      );
  });
  (expect.locked ?? []).forEach((id, i) => {
    const step = stepOf(id);
    if (!step) fail(`/expect/locked/${i}`, `"${id}" is not a step of this flow`);
    else if (step.unlocked && step.included)
      fail(`/expect/locked/${i}`, `expected step "${id}" to be locked, but it is unlocked`);
  });
  if (expect.payload !== undefined && !deepEqual(view.payload, expect.payload)) {
    fail(
      '/expect/payload',
      `expected payload ${JSON.stringify(expect.payload)}, got ${JSON.stringify(view.payload)}`,
    );
  }
  if (expect.notices !== undefined) {
    const texts = noticesShown(view);
    const keys = noticesShown(view, 'keys');
    const shown = texts.map((text, i) => (isKey(expect.notices![i] ?? '') ? keys[i] : text));
    if (!deepEqual(shown, expect.notices))
      fail(
        '/expect/notices',
        `expected notices ${JSON.stringify(expect.notices)}, got ${JSON.stringify(shown)}`,
      );
  }
  if (expect.valid !== undefined && view.valid !== expect.valid)
    fail('/expect/valid', `expected valid to be ${expect.valid}, got ${view.valid}`);
  for (const [name, expected] of Object.entries(expect.values ?? {})) {
    const actual = state[name] ?? null;
    if (!deepEqual(actual, expected))
      fail(
        pointer('/expect/values', name),
        `expected value ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
      );
  }
  if (expect.actions !== undefined && !deepEqual([...controller.actionLog], expect.actions)) {
    fail(
      '/expect/actions',
      `expected actions ${JSON.stringify(expect.actions)}, got ${JSON.stringify(controller.actionLog)}`,
    );
  }
}

/** Whether a step, card or field is shown; null when the id names none of them. */
function isShown(journey: Journey, view: ResolvedView, id: string): boolean | null {
  const step = view.steps.find((s) => s.id === id);
  if (step) return step.shown;
  const card = view.cards[id];
  if (card) return card.visible;
  let found = false;
  for (const c of Object.values(view.cards)) {
    const field = c.fields[id];
    if (field) {
      found = true;
      if (field.visible) return true;
    }
  }
  // Not in this view but declared in the journey (a variant not chosen, a card of another flow): hidden.
  if (found || journey.cards.has(id) || journey.model.entries.get(id)?.kind === 'field') return false;
  return null;
}

/** The first error shown for a field in any card, or null. */
function shownError(view: ResolvedView, field: string): FieldError | null {
  for (const card of Object.values(view.cards)) {
    const first = card.fields[field]?.errors[0];
    if (first) return first;
  }
  return null;
}

/**
 * Every notice shown, in step (else card) order: each card's notices, and a locked step's message;
 * as texts, or as their catalogue keys.
 */
function noticesShown(view: ResolvedView, as: 'texts' | 'keys' = 'texts'): string[] {
  const order = view.steps.length > 0 ? view.steps.map((step) => step.cardId) : Object.keys(view.cards);
  return order.flatMap((id) => {
    const card = view.cards[id];
    if (!card) return [];
    const locked = as === 'keys' ? card.lockedNoticeKey : card.lockedNotice;
    return [...(as === 'keys' ? card.noticeKeys : card.notices), ...(locked ? [locked] : [])];
  });
}
