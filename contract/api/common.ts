/**
 * Building blocks of the API contract shared by the server (validation) and the app (types).
 * Every string has a maximum length so an oversize value is a 400, never a slow request.
 */

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
