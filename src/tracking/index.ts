import { apiClient } from '../api/client';
import { sendTrackRecords, type TrackRecord } from '../api/endpoints/trackRecords';
import { API_ROUTES, relativePath } from '../../contract/api/routes';
import { getSettings } from '../settings';
import { getReferral } from '../stores/referral';
import { useQuoteStore } from '../stores/quote';
import { useSessionStore } from '../stores/session';
import { createBatcher, type Batcher } from './batcher';

/** One name/value pair of a tracking record beyond Page and Action (e.g. 'Tariff Id', 'Pay Method'). */
export type TrackingValue = { name: string; value: string };

/**
 * Sends a batch while the page is being left: `fetch` with `keepalive`, so the call outlives the
 * page (axios cannot ask for that), with the bearer token as every API call has it.
 */
function sendLeaving(records: TrackRecord[]): Promise<unknown> {
  const base = getSettings().apiBase.replace(/\/*$/, '/');
  const token = useSessionStore.getState().token;
  return fetch(base + relativePath(API_ROUTES.trackRecords.path), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(records),
  });
}

let batcher: Batcher | undefined;

/** The app's one batcher, created on first use; it flushes when the tab is hidden or closed. */
function appBatcher(): Batcher {
  if (batcher) return batcher;
  const made = createBatcher({
    send: (records, leaving) =>
      leaving ? sendLeaving(records) : Promise.resolve(sendTrackRecords(apiClient(), records)),
    delayMs: 1500,
    maxBatch: 20,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  if (typeof window !== 'undefined') {
    const leave = () => made.flush(true);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leave();
    });
  }
  batcher = made;
  return made;
}

/** Queues tracking records (page views from the navigation guard, actions from pages); never throws. */
export function track(records: TrackRecord[]): void {
  for (const record of records) appBatcher().add(record);
}

/** Sends whatever is queued now (before leaving for another site, such as the payment checkout). */
export function flushTracking(): void {
  appBatcher().flush(true);
}

/**
 * Tracks an action on a page (spec section 3: name/value pairs such as Page, Action, Tariff Id),
 * with the referral pair, the tracking id and the quote's switch id. Ids and choices only, never
 * personal data.
 */
export function trackAction(page: string, action: string, values: TrackingValue[] = []): void {
  const referral = getReferral();
  const switchId = useQuoteStore.getState().switchId;
  track([
    {
      userRefId: referral.reference,
      referralBranch: referral.refererBranch,
      userTrackingId: useSessionStore.getState().userTrackingId,
      ...(switchId ? { switchId } : {}),
      propertyDetails: [{ name: 'Page', value: page }, { name: 'Action', value: action }, ...values],
    },
  ]);
}
