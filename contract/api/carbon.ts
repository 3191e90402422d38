import type { FromSchema } from 'json-schema-to-ts';
import { idSchema } from './common.js';

/**
 * A completed switch's uuid (from `switch/pro/complete`), or its switch id as the existing-switch
 * form stores it (spec section 2).
 */
const uuidSchema = { type: 'string', minLength: 1, maxLength: 36 } as const;

/** `POST {apiBase}/request/clevel/customer/carbonoffset?uuid`: query. */
export const carbonUuidQuerySchema = {
  type: 'object',
  required: ['uuid'],
  properties: { uuid: uuidSchema },
} as const;

/**
 * `carbonoffset` body: the footprint in tonnes the app shows (kg / 1000), as a bare JSON number or
 * as `{ "carbonFootprint": n }`, or nothing. The server does not use it: the offset is priced from
 * the footprint it stored when the switch completed.
 */
export const carbonFootprintBodySchema = {
  if: { type: 'object' },
  then: {
    type: 'object',
    properties: { carbonFootprint: { type: 'number', minimum: 0, maximum: 1000 } },
  },
  else: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
} as const;
export type CarbonFootprintBody = number | null | { carbonFootprint?: number };

/** Carbon equivalent (spec section 3). */
export const carbonEquivalentReplySchema = {
  type: 'object',
  required: [
    'carbonFootprint',
    'fullCarbonCost',
    'firstName',
    'lastName',
    'customerId',
    'paymentReference',
    'projectSelected',
    'projectPercentage',
  ],
  properties: {
    /** Tonnes CO2e a year. */
    carbonFootprint: { type: 'number' },
    /** Pounds to offset all of it for a year. */
    fullCarbonCost: { type: 'number' },
    /** The server's price, in pounds to the penny, of each share (25, 50, 75, 100%) a payment may buy. */
    offsetPrices: {
      type: 'array',
      items: {
        type: 'object',
        required: ['percentage', 'amount'],
        properties: { percentage: { type: 'integer' }, amount: { type: 'number' } },
      },
    },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    customerId: { type: 'string' },
    /** Set once an offset has been paid. */
    paymentReference: { type: ['string', 'null'] },
    projectSelected: { type: ['integer', 'null'] },
    projectPercentage: { type: ['integer', 'null'] },
  },
} as const;

/** `GET clevel/projects` reply. */
export const carbonProjectsReplySchema = {
  type: 'object',
  required: ['projects'],
  properties: {
    projects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'location', 'imageBase64', 'discription', 'overview'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          location: { type: 'string' },
          imageBase64: { type: 'string' },
          discription: { type: 'string' },
          overview: { type: 'string' },
        },
      },
    },
  },
} as const;

/** `POST clevel/customer/carbonoffset/payment`: body. */
export const carbonPaymentRequestSchema = {
  type: 'object',
  required: ['uuid', 'projectId', 'percentage'],
  properties: {
    uuid: uuidSchema,
    projectId: idSchema,
    percentage: { type: 'integer', enum: [25, 50, 75, 100] },
  },
} as const;

/** `carbonoffset/payment` reply: where to send the browser (the embedded sandbox checkout). */
export const carbonPaymentReplySchema = {
  type: 'object',
  required: ['checkOutUrl', 'orderId', 'amount'],
  properties: { checkOutUrl: { type: 'string' }, orderId: { type: 'string' }, amount: { type: 'number' } },
} as const;

/** `GET clevel/customer/carbonoffset/payment/update?id&oid&c`: query (c set means the payment failed). */
export const carbonPaymentUpdateQuerySchema = {
  type: 'object',
  required: ['id', 'oid'],
  properties: {
    id: uuidSchema,
    oid: { type: 'string', minLength: 1, maxLength: 64 },
    c: { type: 'string', maxLength: 10 },
  },
} as const;

/** `carbonoffset/payment/update` reply. */
export const carbonPaymentUpdateReplySchema = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['paid', 'failed'] },
    paymentReference: { type: ['string', 'null'] },
    amount: { type: 'number' },
    /** The share of the footprint the order offsets. */
    percentage: { type: 'integer' },
  },
} as const;

export type CarbonUuidQuery = FromSchema<typeof carbonUuidQuerySchema>;
export type CarbonEquivalentReply = FromSchema<typeof carbonEquivalentReplySchema>;
export type CarbonProjectsReply = FromSchema<typeof carbonProjectsReplySchema>;
export type CarbonPaymentRequest = FromSchema<typeof carbonPaymentRequestSchema>;
export type CarbonPaymentReply = FromSchema<typeof carbonPaymentReplySchema>;
export type CarbonPaymentUpdateQuery = FromSchema<typeof carbonPaymentUpdateQuerySchema>;
export type CarbonPaymentUpdateReply = FromSchema<typeof carbonPaymentUpdateReplySchema>;
