import type { TrackRecord } from '../api/endpoints/trackRecords';
import type { Referral } from '../stores/referral';
import { PATHS, type RouteMeta, type RouteNeed } from '../routes/routeTable';

/** What the navigation guard may do; injected so the guard is a pure, testable function. */
export interface GuardDeps {
  /** Fetches and stores a fresh bearer token. */
  fetchToken(): Promise<unknown>;
  /** The stored quote's switch id, if a quote exists. */
  getSwitchId(): string | null;
  /** Asks the server whether that switch is already complete. */
  checkAlreadySwitched(switchId: string): Promise<boolean>;
  /** Remembers that the switch is already complete (Switch Complete shows 'Processing Switch'). */
  setAlreadySwitched(value: boolean): void;
  /** Sends tracking records; fire and forget. */
  track(records: TrackRecord[]): void;
  getReferral(): Referral;
  getUserTrackingId(): string;
  /** Whether the journey so far holds what a page needs (a quote, a switch key, a completed switch). */
  has(need: RouteNeed): boolean;
}

/** The guard's decision for one navigation. */
export type GuardOutcome =
  { action: 'enter' } | { action: 'redirect'; to: string } | { action: 'failed'; error: unknown };

/** Names tracking uses for route values (spec: name/value pairs such as 'Tariff Id'). */
const PARAM_NAMES: Record<string, string> = {
  tariffId: 'Tariff Id',
  refererBranch: 'Referer Branch',
  reference: 'Reference',
};

/**
 * The tracking record of a page view: title, 'Viewed', and the route values. Route values are ids
 * and referral codes only, never personal data, and no query values are sent.
 */
function pageViewRecord(
  title: string,
  params: Record<string, string | undefined>,
  deps: GuardDeps,
): TrackRecord {
  const referral = deps.getReferral();
  const switchId = deps.getSwitchId();
  const values = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => ({ name: PARAM_NAMES[name] ?? name, value }));
  return {
    userRefId: referral.reference,
    referralBranch: referral.refererBranch,
    userTrackingId: deps.getUserTrackingId(),
    ...(switchId ? { switchId } : {}),
    propertyDetails: [{ name: 'Page', value: title }, { name: 'Action', value: 'Viewed' }, ...values],
  };
}

/**
 * The navigation guard of spec section 2. Error pages pass straight through. A route opened
 * without what it needs (its `requires`, in order) goes where that need is met, before any call.
 * Every other route first gets a bearer token; quoteResults, tariffDetails and personalDetails
 * then check (when a quote exists) whether the switch is already complete and go to Switch
 * Complete if so; otherwise the page view is tracked and the route is entered. A failing call
 * gives `failed`, and the caller decides where to go (the API client has already sent a 401/500 to
 * the error page).
 */
export async function runGuard(
  route: RouteMeta,
  title: string,
  params: Record<string, string | undefined>,
  deps: GuardDeps,
): Promise<GuardOutcome> {
  if (!route.guarded) return { action: 'enter' };
  const unmet = route.requires.find((r) => !deps.has(r.need));
  if (unmet) return { action: 'redirect', to: PATHS[unmet.otherwise] };
  try {
    await deps.fetchToken();
    const switchId = route.checksAlreadySwitched ? deps.getSwitchId() : null;
    if (switchId && (await deps.checkAlreadySwitched(switchId))) {
      deps.setAlreadySwitched(true);
      return { action: 'redirect', to: PATHS.switchComplete };
    }
  } catch (error) {
    return { action: 'failed', error };
  }
  deps.track([pageViewRecord(title, params, deps)]);
  return { action: 'enter' };
}
