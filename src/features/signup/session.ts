/**
 * The sign-up session: the journey controller of one switch key. Entering sign-up for a new key starts
 * afresh (spec section 4: customer, address, terms and payment are reset); a reload of the same
 * sign-up brings back the saved answers and section (never the bank details, which are not saved).
 */
import { createJourneyController, type JourneyController } from '../../../engine/core/index.js';
import type { TrackingAction } from '../../../contract/api/track-records';
import { apiClient } from '../../api/client';
import { sendTrackRecords } from '../../api/endpoints/trackRecords';
import { getSettings } from '../../settings';
import { getReferral } from '../../stores/referral';
import { useQuoteStore } from '../../stores/quote';
import { useSessionStore } from '../../stores/session';
import { useSignUpAnswersStore, type SavedSignUp } from '../../stores/signupAnswers';
import { createSignUpActions } from './actions';
import { SIGN_UP_FLOW_ID, signUpJourney } from './journey';
import { useSignUpLookups } from '../../stores/signupLookups';

/** The page name the sign-up's tracking records carry. */
const SIGN_UP_PAGE = 'Sign Up';

/** One sign-up's controller and what it was restored from. */
export interface SignUpSession {
  switchKey: string;
  controller: JourneyController;
  /** The answers it was restored from (a reload), or null for a new sign-up. */
  restored: SavedSignUp | null;
}

/** Sends one tracking record of the sign-up page with these name/value pairs after Page. */
export function trackSignUp(details: TrackingAction[]): void {
  const referral = getReferral();
  const switchId = useQuoteStore.getState().switchId;
  sendTrackRecords(apiClient(), [
    {
      userRefId: referral.reference,
      referralBranch: referral.refererBranch,
      userTrackingId: useSessionStore.getState().userTrackingId,
      ...(switchId ? { switchId } : {}),
      propertyDetails: [{ name: 'Page', value: SIGN_UP_PAGE }, ...details],
    },
  ]);
}

/** The sign-up's actions for one switch key, wired to the app's API client and settings. */
function signUpActions(switchKey: string) {
  return createSignUpActions({
    api: apiClient(),
    switchKey: () => switchKey,
    useGbAddressData: () => getSettings().useGbAddressData,
    track: trackSignUp,
  });
}

/**
 * A new, empty add-a-previous-address form: its own controller (the card is not a step of the flow),
 * so each address starts with nothing touched and its search reset.
 */
export function newPreviousAddressForm(switchKey: string): JourneyController {
  return createJourneyController(signUpJourney(), {
    flow: null,
    actions: signUpActions(switchKey),
    onActionError: () => undefined,
  });
}

/** The session of `switchKey`: the saved answers of that sign-up, or a fresh one. */
export function openSignUpSession(switchKey: string): SignUpSession {
  const saved = useSignUpAnswersStore.getState().saved;
  const restored = saved && saved.switchKey === switchKey ? saved : null;
  if (!restored) useSignUpAnswersStore.getState().reset();
  useSignUpLookups.getState().reset();
  const controller = createJourneyController(signUpJourney(), {
    flow: SIGN_UP_FLOW_ID,
    actions: signUpActions(switchKey),
    initialState: restored ? restored.state : {},
    ...(restored ? { initialUi: restored.ui } : {}),
    // A failed lookup already shows as an empty list; a 401/500 has gone to the error page.
    onActionError: () => undefined,
  });
  return { switchKey, controller, restored };
}
