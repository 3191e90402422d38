/**
 * Entering sign-up (spec section 4): the lookup lists, then the switch plan (a failure goes back to
 * the quote form) and the customer's address; the plan's values become the journey's context
 * (supplier, switch type, pay method, economy 7, white label, the monthly Direct Debit), and a new
 * sign-up's smart-meter flags are pre-filled from the quote (neither, when neither is installed).
 */
import type { JourneyController } from '../../../engine/core/index.js';
import { apiClient } from '../../api/client';
import { fetchCustomerAddress, fetchSignUpLookup, fetchSwitchPlan } from '../../api/endpoints/signup';
import { getSettings } from '../../settings';
import type { SavedQuote } from '../../stores/quote';
import { useSignUpLookups, type SignUpListName } from './lookups';
import { monthlyDirectDebit, planOf, type SignUpPlan } from './plan';

/** The lists loaded on entry (special needs load when the medical condition box is ticked). */
const ENTRY_LISTS: readonly SignUpListName[] = [
  'employmentStatuses',
  'titles',
  'residentialStatuses',
  'directDebitDays',
  'prepayments',
];

/** Loads the entry lists; a failed one is empty (spec section 8). */
export async function loadEntryLists(switchKey: string): Promise<void> {
  await Promise.all(
    ENTRY_LISTS.map(async (name) => {
      useSignUpLookups.getState().setList(name, 'loading');
      try {
        const items = await fetchSignUpLookup(apiClient(), name, switchKey);
        useSignUpLookups.getState().setList(name, 'done', items);
      } catch {
        useSignUpLookups.getState().setList(name, 'failed', []);
      }
    }),
  );
}

/** The journey context of a plan. */
export function planContext(plan: SignUpPlan): Record<string, unknown> {
  return {
    supplierId: String(plan.part.supplierId),
    switchType: plan.switchType,
    payMethod: plan.part.payMethod,
    isEconomy7: plan.part.isEconomy7 === true,
    whiteLabel: getSettings().whiteLabel,
    monthlyDirectDebit: monthlyDirectDebit(plan),
    supplierName: plan.part.supplierName,
    supplierTosUrl: plan.part.supplierTosUrl ?? '',
  };
}

/** The smart-meter flags from the quote: neither when neither is installed (spec section 2). */
export function smartMeterPrefill(quote: SavedQuote | null): Record<string, boolean> {
  const gas = quote?.gasSmartMeter === true;
  const electricity = quote?.electricitySmartMeter === true;
  if (!gas && !electricity) return { neitherSmartMeterInstalled: true };
  return { gasSmartMeterInstalled: gas, electricitySmartMeterInstalled: electricity };
}

/** What loading answered: the plan, or that it failed (the page goes back to the quote form). */
export type LoadOutcome = { kind: 'loaded'; plan: SignUpPlan } | { kind: 'failed' };

/** Loads everything the sign-up shows and gives the controller its context. */
export async function loadSignUp(
  controller: JourneyController,
  switchKey: string,
  options: { fresh: boolean; quote: SavedQuote | null },
): Promise<LoadOutcome> {
  const lists = loadEntryLists(switchKey);
  let plan: SignUpPlan | null = null;
  try {
    plan = planOf(await fetchSwitchPlan(apiClient(), switchKey), options.quote?.switchType);
  } catch {
    plan = null;
  }
  if (!plan) return { kind: 'failed' };
  try {
    useSignUpLookups.getState().setCustomerAddress(await fetchCustomerAddress(apiClient(), switchKey));
  } catch {
    useSignUpLookups.getState().setCustomerAddress(null);
  }
  await controller.patch({
    ...planContext(plan),
    ...(options.fresh ? smartMeterPrefill(options.quote) : {}),
  });
  await lists;
  return { kind: 'loaded', plan };
}
