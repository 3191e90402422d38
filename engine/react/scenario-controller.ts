/**
 * A controller set up as a scenario describes it (state, UI state, today, then its changes), with stub
 * actions that only record their calls. Used by the staff preview and the render snapshots. Mirrors
 * engine/core's `runScenario` set-up; it lives here until the core exports one.
 */
import {
  createJourneyController,
  type ActionRegistry,
  type Journey,
  type JourneyController,
  type Scenario,
} from '../core/index.js';
import { flowForScenario, SCENARIO_TODAY } from '../core/scenarios.js';

/**
 * Creates the controller for `scenario` of the file whose id is `ownerId`, and applies its changes.
 * @param flow - the flow to run in; default the scenario's (see `flowForScenario`). `null` resolves the
 *   cards on their own, without any flow (a card previewed outside its flow, e.g. with no answers).
 */
export async function controllerForScenario(
  journey: Journey,
  ownerId: string,
  scenario: Scenario,
  flow?: string | null,
): Promise<JourneyController> {
  const actions: ActionRegistry = Object.fromEntries(
    journey.actionUses.map((use) => [use.name, () => undefined]),
  );
  const controller = createJourneyController(journey, {
    actions,
    flow: flow === undefined ? flowForScenario(journey, ownerId, scenario) : flow,
    today: scenario.today ?? SCENARIO_TODAY,
    initialState: scenario.state,
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

/** The ids of the cards a journey file shows: itself for a card, its steps' cards for a flow, its variants for a map. */
export function cardsOfFile(journey: Journey, fileId: string): string[] {
  if (journey.cards.has(fileId)) return [fileId];
  const flow = journey.flows.get(fileId);
  if (flow) return [...new Set(flow.steps.flatMap((step) => [...step.cardIds]))];
  const map = journey.variantMaps.get(fileId);
  if (map) return [...new Set([...Object.values(map.file.variants), map.file.default])];
  return [];
}
