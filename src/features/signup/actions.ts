/**
 * The named actions the sign-up journey's effects call (journey/actions.json): address searches and
 * filling an address from the one chosen, the MPRN lookup, the remote MPAN check, loading the
 * special-needs list, and tracking. Dependencies are injected so they run in tests without React.
 */
import type { AxiosInstance } from 'axios';
import type { ActionRegistry, JourneyAction, StateAccess } from '../../../engine/core/index.js';
import type { TrackingAction } from '../../../contract/api/track-records';
import { checkMpan, fetchSignUpLookup } from '../../api/endpoints/signup';
import { chosenItem, lookUpMprn, searchAddresses } from './addressSearch';
import { ADDRESS_LISTS, useSignUpLookups, type AddressListName } from '../../stores/signupLookups';
import { partsOfItem } from '../../widgets/addressText';

/** What the sign-up actions need. */
export interface SignUpActionDeps {
  api: AxiosInstance;
  switchKey: () => string;
  useGbAddressData: () => boolean;
  track(details: TrackingAction[]): void;
}

const listArg = (args: Record<string, unknown>): AddressListName | null =>
  (ADDRESS_LISTS as readonly string[]).includes(String(args.list)) ? (args.list as AddressListName) : null;

/** The postcode each address list searches (journey/actions.json, findAddresses). */
function postcodeFor(list: AddressListName, state: StateAccess): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : '');
  if (list === 'signup.presentAddresses') return text(useSignUpLookups.getState().customerAddress?.postcode);
  if (list === 'signup.billingAddresses') return text(state.get('billingPostcode'));
  return text(state.get('previousPostcode'));
}

/** `findAddresses` (args.list): the addresses of that list's postcode. */
function findAddressesAction(deps: SignUpActionDeps): JourneyAction {
  return async (args, state) => {
    const list = listArg(args);
    if (!list) return;
    const postcode = postcodeFor(list, state);
    if (!postcode) {
      useSignUpLookups.getState().setAddresses(list, { status: 'idle', items: [] });
      return;
    }
    await searchAddresses(deps.api, list, postcode, deps.useGbAddressData());
  };
}

const TARGET_FIELDS = {
  billing: ['billingLine1', 'billingLine2', 'billingCity', 'billingCounty'],
  previous: ['previousLine1', 'previousLine2', 'previousCity', 'previousCounty'],
} as const;

/** `fillAddress` (args.list, args.target): the chosen item's lines into the target's fields. */
function fillAddressAction(): JourneyAction {
  return (args, state) => {
    const list = listArg(args);
    const target = args.target === 'billing' || args.target === 'previous' ? args.target : null;
    if (!list || !target) return;
    const picked = target === 'billing' ? state.get('billingAddress') : state.get('previousAddress');
    const item = chosenItem(list, picked);
    const [line1, line2, city, county] = TARGET_FIELDS[target];
    if (!item) return { [line1]: undefined, [line2]: undefined, [city]: undefined, [county]: undefined };
    const parts = partsOfItem(item);
    const blank = (v: string) => (v.trim() === '' ? undefined : v);
    return {
      [line1]: blank(parts.line1),
      [line2]: blank(parts.line2),
      [city]: blank(parts.city),
      [county]: blank(parts.county),
    };
  };
}

/** `lookUpMprn`: the MPRN of the address chosen in mprnAddress, or the not-found / failed flags. */
function lookUpMprnAction(deps: SignUpActionDeps): JourneyAction {
  return async (_args, state) => {
    const item = chosenItem('signup.presentAddresses', state.get('mprnAddress'));
    if (!item) return;
    const outcome = await lookUpMprn(deps.api, item, state.get('payMethod'));
    if (outcome.kind === 'found') return { mprnNumber: outcome.mprn, findMprn: false };
    if (outcome.kind === 'notFound') return { 'mprnLookup.notFound': true };
    return { 'mprnLookup.failed': true };
  };
}

/**
 * `validateMpan` (spec section 4): once the MPAN has its 21 digits and both the domestic and the
 * economy 7 answers exist, asks the server and stores mpanValid (1 valid, 0 not). Before that, or when
 * the check cannot be made, it is unchecked (null).
 */
function validateMpanAction(deps: SignUpActionDeps): JourneyAction {
  return async (_args, state) => {
    const digits = () => String(state.get('mpanNumber') ?? '').replace(/\s+/g, '');
    const mpan = digits();
    if (!/^\d{21}$/.test(mpan) || state.get('domesticMeter') == null || state.get('economy7Meter') == null)
      return { mpanValid: null };
    try {
      const reply = await checkMpan(deps.api, mpan);
      // A newer MPAN typed meanwhile gets its own check.
      if (digits() !== mpan) return {};
      return { mpanValid: reply.valid ? 1 : 0 };
    } catch {
      return { mpanValid: null };
    }
  };
}

/** `loadSpecialNeeds`: loads the medical condition / individual requirement list once. */
function loadSpecialNeedsAction(deps: SignUpActionDeps): JourneyAction {
  return async () => {
    const status = useSignUpLookups.getState().listStatus.specialNeeds;
    if (status === 'done' || status === 'loading') return;
    useSignUpLookups.getState().setList('specialNeeds', 'loading');
    try {
      const items = await fetchSignUpLookup(deps.api, 'specialNeeds', deps.switchKey());
      useSignUpLookups.getState().setList('specialNeeds', 'done', items);
    } catch {
      useSignUpLookups.getState().setList('specialNeeds', 'failed', []);
    }
  };
}

/** `trackAction`: records the action args.name (with a yes/no or number value, never personal data). */
function trackActionAction(deps: SignUpActionDeps): JourneyAction {
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
    findAddresses: findAddressesAction(deps),
    fillAddress: fillAddressAction(),
    lookUpMprn: lookUpMprnAction(deps),
    validateMpan: validateMpanAction(deps),
    loadSpecialNeeds: loadSpecialNeedsAction(deps),
    trackAction: trackActionAction(deps),
  };
}
