/**
 * What each usage tab held when the householder left it (issue 9 A.8). The journey's `usageTab`
 * effects reset the usage fields on every tab change (spec section 4); coming back to a tab puts
 * back what was typed or chosen on it, so nothing typed is lost and no field shows an error that the
 * householder did not cause. Kept for the visit with the quote journey.
 */
import { create } from './create';
import type { JourneyController } from '../../engine/core/index.js';

/** The five help-me-estimate answers in question order (spec section 9). */
export const ESTIMATE_FIELDS = [
  'estimateHouseType',
  'estimateBedrooms',
  'estimateOccupancy',
  'estimateModernisation',
  'estimateHeatingAndCooking',
] as const;

/** The fields a tab change resets: usage types and units, figures, averages, estimate answers. */
const USAGE_FIELDS = [
  'gasUsageType',
  'gasUsageUnit',
  'gasUsage',
  'gasCost',
  'electricityUsageType',
  'electricityUsageUnit',
  'electricityUsage',
  'electricityCost',
  'gasAverage',
  'electricityAverage',
  'electricityAverageE7',
  ...ESTIMATE_FIELDS,
] as const;

/** Each tab's usage fields as last left (a field absent from a tab's record was empty there). */
export type UsageTabMemory = Record<string, Record<string, unknown>>;

/** The usage tab memory of the current quote. */
export const useUsageTabMemory = create<{ tabs: UsageTabMemory }>()(() => ({ tabs: {} }));

/**
 * Moves the quote to usage tab `next`: remembers what the current tab holds, lets the journey run
 * its tab-change effects, then puts back what `next` held when it was last left (if it was).
 */
export async function switchUsageTab(controller: JourneyController, next: string): Promise<void> {
  const state = controller.getState();
  const current = state.usageTab;
  if (current === next) return;
  const held = Object.fromEntries(
    USAGE_FIELDS.filter((f) => state[f] !== undefined).map((f) => [f, state[f]]),
  );
  const tabs = { ...useUsageTabMemory.getState().tabs };
  if (typeof current === 'string') tabs[current] = held;
  useUsageTabMemory.setState({ tabs });
  const changed = controller.setValue('usageTab', next);
  const kept = tabs[next];
  if (kept) await controller.patch(Object.fromEntries(USAGE_FIELDS.map((f) => [f, kept[f]])));
  await changed;
}

/**
 * Whether the help-me-estimate usage failed: all five answers given on the estimate tab, and a
 * compared fuel's usage came back as 0 (spec section 8: a failed estimate gives 0), which no real
 * home uses.
 */
export function estimateFailed(state: Readonly<Record<string, unknown>>): boolean {
  if (state.usageTab !== 'estimate' || ESTIMATE_FIELDS.some((f) => typeof state[f] !== 'number'))
    return false;
  const fuel = state.compareFuel;
  return (fuel !== 'electricity' && state.gasUsage === 0) || (fuel !== 'gas' && state.electricityUsage === 0);
}
