import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '../../contract/api/routes.js';
import {
  trackRecordsReplySchema,
  trackRecordsRequestSchema,
  type TrackRecordsRequest,
} from '../../contract/api/track-records.js';
import type { AppDeps } from '../http/deps.js';
import { errorReplies } from '../http/errors.js';
import { sessionOf } from '../auth/plugin.js';
import { storeTrackRecords } from '../tracking/records.js';

/**
 * `POST /request/user/track-records`: stores page views and actions (never personal data). The
 * whole batch is validated first (a bad record is a 400 naming it, e.g. `3.propertyDetails.0.value`)
 * and then stored all or nothing, for the caller's session: a switch id must be one of the session's
 * (404) and a session stores a bounded number of records (429), see tracking/records.ts.
 */
export function registerTrackingRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: TrackRecordsRequest }>(
    API_ROUTES.trackRecords.path,
    {
      schema: {
        body: trackRecordsRequestSchema,
        response: { 200: trackRecordsReplySchema, ...errorReplies },
      },
    },
    async (req) => ({ recorded: await storeTrackRecords(db, sessionOf(req), req.body) }),
  );
}
