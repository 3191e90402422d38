/**
 * Lookups run again outside the journey's own effects: the meters of the chosen address after a
 * failure (Try again), the addresses of an unchanged postcode whose list was dropped, lookups a
 * reload interrupted, and a failed usage estimate. They call the same named actions the journey
 * calls and apply what they return.
 */
import type { JourneyController, StateAccess } from '../../../engine/core/index.js';
import type { LookupAgain } from '../../widgets/LookupAgainContext';
import { appQuoteActionDeps, createQuoteActions } from './actions';
import type { SupplyKind } from '../../stores/quoteLookups';

/** Read access to the controller's live state, as actions get it. */
function stateAccessOf(controller: JourneyController): StateAccess {
  return {
    get: (name) =>
      name
        .split('.')
        .reduce<unknown>(
          (value, key) =>
            typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
          controller.getState(),
        ),
    snapshot: () => ({ ...controller.getState() }),
  };
}

/**
 * Looks up the meters of the chosen address again (after a failure, or a reload cut the lookup
 * short): the address's own effects run again, so later cards wait meanwhile and the defaults of
 * the meters found are set, exactly as on choosing the address.
 */
export function retryMeterLookup(controller: JourneyController): Promise<void> {
  return controller.replay('address');
}

/** Searches the addresses of the postcode already entered again (its list was dropped). */
export async function findAddressesAgain(controller: JourneyController): Promise<void> {
  await createQuoteActions(appQuoteActionDeps()).findAddresses({}, stateAccessOf(controller));
}

/** Loads a supply's tariff list again (a reload interrupted it), choosing the default as before. */
export async function loadTariffsAgain(controller: JourneyController, kind: SupplyKind): Promise<void> {
  const fuel = kind === 'dual' ? 'combined' : kind;
  const patch = await createQuoteActions(appQuoteActionDeps()).loadTariffs(
    { fuel },
    stateAccessOf(controller),
  );
  if (patch) await controller.patch(patch);
}

/** Asks for the help-me-estimate usage again (the last estimate failed). */
async function estimateAgain(controller: JourneyController): Promise<void> {
  const patch = await createQuoteActions(appQuoteActionDeps()).estimateUsage({}, stateAccessOf(controller));
  if (patch) await controller.patch(patch);
}

/** What the quote page gives its widgets to run again (src/widgets/LookupAgainContext.tsx). */
export const quoteLookupsAgain: LookupAgain = {
  addresses: findAddressesAgain,
  meters: retryMeterLookup,
  estimate: estimateAgain,
};
