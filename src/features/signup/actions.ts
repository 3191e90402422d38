/**
 * The named actions the sign-up journey's effects call (journey/actions.json): the remote MPAN check,
 * loading the special-needs list, and tracking. Dependencies are injected so they run in tests
 * against a real server without React.
 */
import type { AxiosInstance } from 'axios';
import type { ActionRegistry, JourneyAction } from '../../../engine/core/index.js';
import type { TrackingAction } from '../../../contract/api/track-records';
import { checkMpan, fetchSignUpLookup } from '../../api/endpoints/signup';
import { useSignUpLookups } from './lookups';

/** What the sign-up actions need. */
export interface SignUpActionDeps {
  api: AxiosInstance;
  switchKey: () => string;
  track(details: TrackingAction[]): void;
}

const unchecked = { mpanValid: null, mpanDomestic: null, mpanEconomy7: null };

/**
 * `validateMpan` (spec section 4): once the MPAN has its 21 digits and both the domestic and the
 * economy 7 answers exist, asks the server; stores mpanValid (1 valid, 0 not), and whether the meter
 * is domestic and economy 7. Before that, or when the check cannot be made, nothing is checked.
 */
export function validateMpanAction(deps: SignUpActionDeps): JourneyAction {
  return async (_args, state) => {
    const mpan = String(state.get('mpanNumber') ?? '').replace(/\s+/g, '');
    const domestic = state.get('domesticMeter');
    const economy7 = state.get('economy7Meter');
    if (!/^\d{21}$/.test(mpan) || domestic == null || economy7 == null) return unchecked;
    try {
      const reply = await checkMpan(deps.api, mpan);
      // The answer belongs to the MPAN asked about: a newer one typed meanwhile is checked on its own.
      if (String(state.get('mpanNumber') ?? '').replace(/\s+/g, '') !== mpan) return {};
      return { mpanValid: reply.valid ? 1 : 0, mpanDomestic: reply.domestic, mpanEconomy7: reply.economy7 };
    } catch {
      return unchecked;
    }
  };
}

/** `loadSpecialNeeds`: loads the medical condition / individual requirement list once. */
export function loadSpecialNeedsAction(deps: SignUpActionDeps): JourneyAction {
  return async () => {
    const lookups = useSignUpLookups.getState();
    if (lookups.listStatus.specialNeeds === 'done' || lookups.listStatus.specialNeeds === 'loading') return;
    lookups.setList('specialNeeds', 'loading');
    try {
      const items = await fetchSignUpLookup(deps.api, 'specialNeeds', deps.switchKey());
      useSignUpLookups.getState().setList('specialNeeds', 'done', items);
    } catch {
      useSignUpLookups.getState().setList('specialNeeds', 'failed', []);
    }
  };
}

/** `trackAction`: records the action args.name (with the value of args.field, never personal data). */
export function trackActionAction(deps: SignUpActionDeps): JourneyAction {
  return (args, state) => {
    const value = args.field ? state.get(String(args.field)) : undefined;
    deps.track([
      { name: 'Action', value: String(args.name ?? 'Changed') },
      ...(typeof value === 'boolean' || typeof value === 'number'
        ? [{ name: 'Value', value: String(value) }]
        : []),
    ]);
  };
}

/** The sign-up's action registry. */
export function createSignUpActions(deps: SignUpActionDeps): ActionRegistry {
  return {
    validateMpan: validateMpanAction(deps),
    loadSpecialNeeds: loadSpecialNeedsAction(deps),
    trackAction: trackActionAction(deps),
  };
}
