/**
 * Building blocks of the API contract shared by the server (validation) and the app (types).
 * Every string has a maximum length so an oversize value is a 400, never a slow request.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** A short free-text string (names, ids as text). */
export const shortText = { type: 'string', maxLength: 150 } as const;

/** A switch id as issued by quote creation. */
export const switchIdSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** The error reply every route may answer with (400, 401, 404, 409, 429, 500). */
export const errorReplySchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** A positive database id (tariff, supplier, lookup item ...). */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = { type: 'string', maxLength: 10, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;

/** A postcode as typed (spaces and case are normalised by the server, which also refuses non-GB areas). */
export const postcodeSchema = { type: 'string', minLength: 1, maxLength: 10 } as const;

/** A switch key from `switch/pro/key`: the secret that opens one sign-up. */
export const switchKeySchema = { type: 'string', minLength: 20, maxLength: 100 } as const;

/** The four switch (quote) types of spec section 3. */
const SWITCH_TYPES = [
  'gasToGas',
  'electricityToElectricity',
  'dualConsolidatedToDualConsolidated',
  'dualDistinctToDualConsolidated',
] as const;
/** A switch type. */
export const switchTypeSchema = { type: 'string', enum: SWITCH_TYPES } as const;
export type SwitchType = (typeof SWITCH_TYPES)[number];

/** The four payment methods as the quote form names them (spec section 9). */
export const PAY_METHOD_NAMES = [
  'monthlyDirectDebit',
  'quarterlyDirectDebit',
  'cashOrCheque',
  'prePaymentMeter',
] as const;
/** A quote-form payment method. */
export const payMethodSchema = { type: 'string', enum: PAY_METHOD_NAMES } as const;
export type PayMethodName = (typeof PAY_METHOD_NAMES)[number];

/**
 * Payment methods as the sign-up stage names them (spec section 4, `QuaterlyDirectDebit` spelled so),
 * accepted wherever a pay method is, next to the quote-form names.
 */
export const SIGN_UP_PAY_METHODS = [
  'MonthlyDirectDebit',
  'QuaterlyDirectDebit',
  'CashOrCheque',
  'PrePaymentMeter',
] as const;
export type SignUpPayMethod = (typeof SIGN_UP_PAY_METHODS)[number];
/** Either spelling of a payment method. */
export const anyPayMethodSchema = {
  type: 'string',
  enum: [...PAY_METHOD_NAMES, ...SIGN_UP_PAY_METHODS],
} as const;

/** A fuel. */
export const fuelSchema = { type: 'string', enum: ['gas', 'electricity'] } as const;

/** A boolean that may be unset (agreement checkboxes are true or null, never false). */
export const optionalBoolean = { type: ['boolean', 'null'] } as const;

/** One item of a lookup list. */
export const lookupItemSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** One item of a lookup list: an id and its name. */
export type LookupItem = FromSchema<typeof lookupItemSchema>;

/** The `{ status: 'OK' }` reply of the update calls. */
export const statusReplySchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['OK'] } },
} as const;

/** A body holding only a switch key (lookups, switch plan). */
export const switchKeyBodySchema = {
  type: 'object',
  required: ['switchKey'],
  properties: { switchKey: switchKeySchema },
} as const;
