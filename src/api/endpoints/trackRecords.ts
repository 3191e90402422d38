import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type { TrackRecord } from '../../../contract/api/track-records';

export type { TrackRecord };

/**
 * `POST {apiBase}/request/user/track-records`. Fire and forget: tracking must never stop or slow a
 * householder, so failures (including 401/500) are swallowed and never reach the error page.
 */
export function sendTrackRecords(api: AxiosInstance, records: TrackRecord[]): void {
  api
    .post(relativePath(API_ROUTES.trackRecords.path), records, { ignoreErrors: true })
    .catch(() => undefined);
}
