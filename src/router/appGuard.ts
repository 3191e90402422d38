import { redirect, type LoaderFunction } from 'react-router-dom';
import { apiClient, fetchToken, isAxiosError, isHandledByErrorPage } from '../api/client';
import { checkAlreadySwitched } from '../api/endpoints/alreadySwitched';
import { t } from '../i18n/t';
import { track } from '../tracking';
import { useQuoteStore } from '../stores/quote';
import { useSwitchKeyStore } from '../stores/switchKey';
import { getReferral, storeReferralFromRoute } from '../stores/referral';
import { useSessionStore } from '../stores/session';
import { useStartingAgainStore } from '../stores/startingAgain';
import { hasSwitchOutcome, useSwitchOutcomeStore } from '../stores/switchOutcome';
import { runGuard, type GuardDeps } from './guard';
import { PATHS, ROUTES, type RouteName, type RouteNeed } from '../routes/routeTable';

/** Query parameter of the server's redirect to the quote form for want of a quote (server/web/pageGuard.ts). */
const STARTING_AGAIN_PARAM = 'from';

/** Where each need of a route is met in the app's stores. */
const NEEDS: Record<RouteNeed, () => boolean> = {
  quote: () => useQuoteStore.getState().switchId !== null,
  // A key for this quote: one left from an earlier quote opens nothing useful.
  switchKey: () => {
    const chosen = useSwitchKeyStore.getState().chosen;
    return chosen !== null && chosen.switchId === useQuoteStore.getState().switchId;
  },
  switched: () => hasSwitchOutcome(useSwitchOutcomeStore.getState()),
};

/** The guard's dependencies, wired to the real API client and stores. */
const appGuardDeps: GuardDeps = {
  fetchToken,
  getSwitchId: () => useQuoteStore.getState().switchId,
  // The check is a safety net against switching twice: a 401/500 goes to the error page like any
  // call, but another failure (say a 404 from an API without the route) must not block the journey.
  checkAlreadySwitched: (switchId) =>
    checkAlreadySwitched(apiClient(), switchId).catch((err: unknown) => {
      if (isHandledByErrorPage(err)) throw err;
      return false;
    }),
  setAlreadySwitched: (value) => useSwitchOutcomeStore.getState().setAlreadySwitched(value),
  // Batched with the pages' actions: one call for several records, never in the page's way.
  track,
  getReferral,
  getUserTrackingId: () => useSessionStore.getState().userTrackingId,
  has: (need) => NEEDS[need](),
};

/** The unreachable-server text when `error` got no reply (a network failure), else none. */
function unreachableText(error: unknown): string | undefined {
  return isAxiosError(error) && !error.response ? t('error.unreachable') : undefined;
}

/**
 * A React Router loader that runs the navigation guard before the route renders. The first screen
 * also stores the referral pair from its route values, before tracking reads it.
 */
export function guardLoader(name: RouteName, deps: GuardDeps = appGuardDeps): LoaderFunction {
  const meta = ROUTES[name];
  return async ({ params, request }) => {
    if (name === 'currentTariff') {
      // The server sent a page opened without a quote here (server/web/pageGuard.ts), naming it in
      // `from`: say why, as for the app's own redirect, and show the form's own address.
      const url = new URL(request.url);
      const from = url.searchParams.get(STARTING_AGAIN_PARAM);
      if (from !== null) {
        useStartingAgainStore.getState().note(from);
        url.searchParams.delete(STARTING_AGAIN_PARAM);
        return redirect(url.pathname + url.search);
      }
      storeReferralFromRoute(params);
    }
    // Any page but the quote form ends the quote form's "starting again" line (the householder has
    // moved on); a redirect below may note it again.
    else useStartingAgainStore.getState().clear();
    const outcome = await runGuard(meta, t(meta.titleKey), params, deps);
    if (outcome.action === 'redirect') {
      // Sent back to the quote form for want of a quote: the form says why (one line), and the
      // address bar shows the form's own address (a redirect, never the form under the old path).
      if (outcome.to === PATHS.currentTariff && !deps.has('quote'))
        useStartingAgainStore.getState().note(new URL(request.url).pathname);
      return redirect(outcome.to);
    }
    if (outcome.action === 'failed') {
      // A 401/500 has already stored its message and left for the error page (this redirect then
      // loses to that navigation); anything else, such as an unreachable server, shows as a 500.
      const handled = isHandledByErrorPage(outcome.error);
      // No reply at all (the server unreachable): say so, rather than blame the server.
      if (!handled)
        useSessionStore.getState().setError({ status: 500, message: unreachableText(outcome.error) });
      return redirect(PATHS.error(useSessionStore.getState().error?.status ?? 500));
    }
    return null;
  };
}
