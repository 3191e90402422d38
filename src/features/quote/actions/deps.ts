/**
 * What the quote form's named actions need, injected so they are testable without a server or a
 * browser: the API client, the lookups store, settings, tracking and the loader.
 */
import type { AxiosInstance } from 'axios';
import type { TrackRecord } from '../../../api/endpoints/trackRecords';
import type { QuoteLookupsState } from '../../../stores/quoteLookups';

/** A zustand-like handle on the lookups store. */
interface LookupsHandle {
  getState(): QuoteLookupsState;
}

/** Dependencies of the quote actions. */
export interface QuoteActionDeps {
  api: AxiosInstance;
  lookups: LookupsHandle;
  useGbAddressData: () => boolean;
  /** Sends tracking records (fire and forget). */
  track(records: TrackRecord[]): void;
  /** Builds the common part of a tracking record (referral pair, tracking id, switch id). */
  trackingBase(): Omit<TrackRecord, 'propertyDetails'>;
  startLoader(): void;
  stopLoader(): void;
}

/** Runs `work` with the full-page loader requested (it shows only after its delay). */
export async function withLoader<T>(deps: QuoteActionDeps, work: () => Promise<T>): Promise<T> {
  deps.startLoader();
  try {
    return await work();
  } finally {
    deps.stopLoader();
  }
}
