/**
 * What More Info and Switch Now do (spec section 4, flow 3-4). Both store the chosen payment method
 * and switch option; Switch Now then asks the server for a switch key, keeps it where sign-up reads
 * it, and goes to personalDetails.
 */
import { AxiosError, type AxiosInstance } from 'axios';
import type { SwitchKeyRequest } from '../../api/endpoints/switchKey';
import { requestSwitchKey } from '../../api/endpoints/switchKey';
import { isHandledByErrorPage } from '../../api/client';
import { PATHS } from '../../routes/routeTable';
import type { ChosenSwitch } from '../../stores/switchKey';
import { fuelsOf } from './fuels';
import type { QuoteRef } from './quoteRef';
import type { Selection } from '../../stores/results';
import { failureMessage } from './useApiCall';

/** What the actions need, injected so they are testable without React, a router or a server. */
export interface ResultActionDeps {
  api: AxiosInstance;
  quote: QuoteRef;
  select(selection: Selection): void;
  setSwitchKey(chosen: ChosenSwitch): void;
  /** Records that the quote was switched already (another tab or visit), as the route guard does. */
  markAlreadySwitched(): void;
  navigate(path: string): void;
  startLoader(): void;
  stopLoader(): void;
}

/** More Info: stores the payment method and switch option, and opens tariff details priced for that method. */
export function openDetails(selection: Selection, deps: Pick<ResultActionDeps, 'select' | 'navigate'>): void {
  deps.select(selection);
  deps.navigate(PATHS.tariffDetails(String(selection.tariffId), selection.payMethod));
}

/**
 * The switch plan of a Switch Now: the chosen tariff and payment method for each fuel of the quote.
 * @internal Exported for its unit test.
 */
export function switchKeyRequest(quote: QuoteRef, selection: Selection): SwitchKeyRequest {
  const part = { tariffId: selection.tariffId, payMethod: selection.payMethod };
  return {
    switchId: quote.switchId,
    ...(quote.switchType ? { switchType: quote.switchType } : {}),
    switchPlan: Object.fromEntries(fuelsOf(quote.switchType).map((fuel) => [fuel, part])),
  };
}

/** How a Switch Now ended: at sign-up, refused (review only), failed with a message, or at the error page. */
export type SwitchNowOutcome =
  { kind: 'done' } | { kind: 'reviewOnly' } | { kind: 'failed'; message: string } | { kind: 'left' };

/**
 * Switch Now: stores the payment method, obtains the switch key (POST switch/pro/key), stores it
 * for sign-up and goes to personalDetails. A review-only tariff is never sent. A quote switched
 * already (the key call answers 409: one quote, one switch) goes to switchComplete, as the route
 * guard's already-switched check does, rather than showing an error on a page that can no longer act.
 */
export async function switchNow(selection: Selection, deps: ResultActionDeps): Promise<SwitchNowOutcome> {
  if (selection.switchOption === 'None') return { kind: 'reviewOnly' };
  deps.select(selection);
  deps.startLoader();
  try {
    const switchKey = await requestSwitchKey(deps.api, switchKeyRequest(deps.quote, selection));
    deps.setSwitchKey({
      switchKey,
      switchId: deps.quote.switchId,
      tariffId: selection.tariffId,
      payMethod: selection.payMethod,
    });
    deps.navigate(PATHS.personalDetails);
    return { kind: 'done' };
  } catch (error) {
    if (isHandledByErrorPage(error)) return { kind: 'left' };
    if (error instanceof AxiosError && error.response?.status === 409) {
      deps.markAlreadySwitched();
      deps.navigate(PATHS.switchComplete);
      return { kind: 'left' };
    }
    return { kind: 'failed', message: failureMessage(error, 'results.switchFailed') };
  } finally {
    deps.stopLoader();
  }
}
