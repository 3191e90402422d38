import type { FastifyInstance } from 'fastify';
import {
  trackRecordsReplySchema,
  trackRecordsRequestSchema,
  type TrackRecordsRequest,
} from '../../contract/api/track-records.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import type { AppDeps } from '../http/deps.js';

/** `POST /request/user/track-records`: stores page views and actions (never personal data). */
export function registerTrackingRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: TrackRecordsRequest }>(
    API_ROUTES.trackRecords.path,
    { schema: { body: trackRecordsRequestSchema, response: { 200: trackRecordsReplySchema } } },
    async (req) => {
      for (const r of req.body) {
        await db.query(
          'INSERT INTO track_records (user_tracking_id, switch_id, referral_branch, property_details) VALUES ($1, $2, $3, $4)',
          [
            r.userTrackingId ?? null,
            r.switchId ?? null,
            r.referralBranch ?? null,
            JSON.stringify(r.propertyDetails),
          ],
        );
      }
      return { recorded: req.body.length };
    },
  );
}
