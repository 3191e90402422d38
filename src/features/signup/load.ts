/**
 * Entering sign-up (spec section 4): the lookup lists, then the switch plan (a failure goes back to
 * the quote form) and the customer's address; the plan's values become the journey's context
 * (supplier, switch type, pay method, economy 7, white label) with what the quote found at the
 * address (`fromQuote`: its meter numbers, which the journey prefills), and a new sign-up is pre-filled
 * with the quote's smart-meter flags (neither, when neither is installed).
 */
import type { JourneyController } from '../../../engine/core/index.js';
import { apiClient } from '../../api/client';
import {
  fetchCustomerAddress,
  fetchSignUpLookup,
  fetchSwitchPlan,
  type CustomerAddress,
  type SignUpLookupKind,
} from '../../api/endpoints/signup';
import { getSettings } from '../../settings';
import type { SavedQuote } from '../../stores/quote';
import { useSignUpLookups, type LookupListName } from '../../stores/signupLookups';
import { planOf, type SignUpPlan } from './plan';

/** The lists loaded on entry, by list name, with the lookup each comes from (special needs load when the medical box is ticked). */
const ENTRY_LISTS: ReadonlyArray<[LookupListName, SignUpLookupKind]> = [
  ['employmentStatuses', 'employmentStatuses'],
  ['titles', 'titles'],
  ['residentialStatuses', 'residentialStatuses'],
  ['paymentDays', 'directDebitDays'],
  ['prepayments', 'prepayments'],
];

/** Loads the entry lists; a failed one is empty (spec section 8). */
async function loadEntryLists(switchKey: string): Promise<void> {
  await Promise.all(
    ENTRY_LISTS.map(async ([name, kind]) => {
      useSignUpLookups.getState().setList(name, 'loading');
      try {
        const items = await fetchSignUpLookup(apiClient(), kind, switchKey);
        useSignUpLookups.getState().setList(name, 'done', items);
      } catch {
        useSignUpLookups.getState().setList(name, 'failed', []);
      }
    }),
  );
}

/** The journey context of a plan and the customer's address (journey/signup/signup.flow.json `context`). */
function planContext(plan: SignUpPlan, address: CustomerAddress | null): Record<string, unknown> {
  return {
    supplierId: plan.part.supplierId,
    switchType: plan.switchType,
    payMethod: plan.part.payMethod,
    isEconomy7: plan.part.isEconomy7 === true,
    whiteLabel: getSettings().whiteLabel,
    projectSupplier: false,
    mpanMissing: !address?.mpan,
  };
}

/** The smart-meter flags from the quote: neither when neither is installed (spec section 2). */
function smartMeterPrefill(quote: SavedQuote | null): Record<string, boolean> {
  const gas = quote?.gasSmartMeter === true;
  const electricity = quote?.electricitySmartMeter === true;
  if (!gas && !electricity) return { neitherSmartMeterInstalled: true };
  return { gasSmartMeterInstalled: gas, electricitySmartMeterInstalled: electricity };
}

/**
 * What the quote found at the address: the flow's `fromQuote` context, the named source the address
 * section's prefills read (journey/signup/address.json `onShow`, which never replaces an answer).
 */
function fromQuote(address: CustomerAddress | null): Record<string, string | null> {
  return { 'fromQuote.mprn': address?.mprn || null, 'fromQuote.mpan': address?.mpan || null };
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
  let plan: SignUpPlan | null;
  try {
    plan = planOf(await fetchSwitchPlan(apiClient(), switchKey), options.quote?.switchType);
  } catch {
    plan = null;
  }
  if (!plan) return { kind: 'failed' };
  let address: CustomerAddress | null;
  try {
    address = await fetchCustomerAddress(apiClient(), switchKey);
  } catch {
    address = null;
  }
  useSignUpLookups.getState().setCustomerAddress(address);
  // Applied at once; the check its prefills start (the address section's MPAN check) runs on while
  // the page shows: Continue on that section waits for it (continueSection.ts), the page does not.
  void controller.patch({
    ...planContext(plan, address),
    ...fromQuote(address),
    ...(options.fresh ? smartMeterPrefill(options.quote) : {}),
  });
  await lists;
  return { kind: 'loaded', plan };
}
