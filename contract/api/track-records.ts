import type { FromSchema } from 'json-schema-to-ts';
import { shortText } from './common.js';

/** One name/value pair of a tracking record: Page, Action, Tariff Id ... never personal data. */
const trackingActionSchema = {
  type: 'object',
  required: ['name', 'value'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 50 },
    value: { type: 'string', maxLength: 200 },
  },
} as const;

/** A tracking record (spec section 3). */
const trackRecordSchema = {
  type: 'object',
  required: ['propertyDetails'],
  properties: {
    userRefId: shortText,
    referralBranch: shortText,
    userTrackingId: shortText,
    switchId: shortText,
    propertyDetails: { type: 'array', maxItems: 50, items: trackingActionSchema },
  },
} as const;

/** `POST {apiBase}/request/user/track-records`: body. */
export const trackRecordsRequestSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 50,
  items: trackRecordSchema,
} as const;

/** `POST {apiBase}/request/user/track-records`: reply. */
export const trackRecordsReplySchema = {
  type: 'object',
  required: ['recorded'],
  properties: { recorded: { type: 'integer' } },
} as const;

export type TrackingAction = FromSchema<typeof trackingActionSchema>;
export type TrackRecord = FromSchema<typeof trackRecordSchema>;
export type TrackRecordsRequest = FromSchema<typeof trackRecordsRequestSchema>;
