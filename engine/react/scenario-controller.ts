/**
 * The cards a journey file shows, for the staff preview and the render snapshots (which set up a
 * controller with the core's `controllerForScenario`).
 */
import type { Journey } from '../core/index.js';

/** The ids of the cards a journey file shows: itself for a card, its steps' cards for a flow, its variants for a map. */
export function cardsOfFile(journey: Journey, fileId: string): string[] {
  if (journey.cards.has(fileId)) return [fileId];
  const flow = journey.flows.get(fileId);
  if (flow) return [...new Set(flow.steps.flatMap((step) => [...step.cardIds]))];
  const map = journey.variantMaps.get(fileId);
  if (map) return [...new Set([...Object.values(map.file.variants), map.file.default])];
  return [];
}
