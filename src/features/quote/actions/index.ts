/**
 * The quote form's named actions (journey/actions.json), by name. `createQuoteActions` wires them to
 * injected dependencies; `appQuoteActionDeps` wires those to the app's client and stores.
 */
import type { ActionRegistry } from '../../../../engine/core/index.js';
import { apiClient } from '../../../api/client';
import { track } from '../../../tracking';
import { getSettings } from '../../../settings';
import { startLoader, stopLoader } from '../../../stores/appLoader';
import { useQuoteStore } from '../../../stores/quote';
import { useQuoteLookups } from '../../../stores/quoteLookups';
import { getReferral } from '../../../stores/referral';
import { useSessionStore } from '../../../stores/session';
import { findAddressesAction, lookUpMetersAction } from './address';
import type { QuoteActionDeps } from './deps';
import { chooseTariffAction, loadSuppliersAction, loadTariffsAction } from './supply';
import { trackActionAction } from './tracking';
import {
  applyAverageAction,
  estimateUsageAction,
  loadEstimateListsAction,
  matchUsageTypeAction,
  restoreMeterUsageAction,
} from './usage';

export type { QuoteActionDeps };

/** The quote form's actions over the given dependencies. */
export function createQuoteActions(deps: QuoteActionDeps): ActionRegistry {
  return {
    findAddresses: findAddressesAction(deps),
    lookUpMeters: lookUpMetersAction(deps),
    loadSuppliers: loadSuppliersAction(deps),
    loadTariffs: loadTariffsAction(deps),
    chooseTariff: chooseTariffAction(deps),
    loadEstimateLists: loadEstimateListsAction(deps),
    estimateUsage: estimateUsageAction(deps),
    applyAverage: applyAverageAction(),
    restoreMeterUsage: restoreMeterUsageAction(),
    matchUsageType: matchUsageTypeAction(),
    trackAction: trackActionAction(deps),
  };
}

/** The dependencies wired to the app's API client, stores, settings and loader. */
export function appQuoteActionDeps(): QuoteActionDeps {
  return {
    api: apiClient(),
    lookups: useQuoteLookups,
    useGbAddressData: () => getSettings().useGbAddressData,
    // Batched with page views and the other pages' actions (src/tracking).
    track,
    trackingBase: () => {
      const referral = getReferral();
      const switchId = useQuoteStore.getState().switchId;
      return {
        userRefId: referral.reference,
        referralBranch: referral.refererBranch,
        userTrackingId: useSessionStore.getState().userTrackingId,
        ...(switchId ? { switchId } : {}),
      };
    },
    startLoader,
    stopLoader,
  };
}
