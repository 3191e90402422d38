import type { FromSchema } from 'json-schema-to-ts';

/** `POST {apiBase}/request/ev/regno`: body. */
export const evRegRequestSchema = {
  type: 'object',
  required: ['registrationNumber'],
  properties: { registrationNumber: { type: 'string', minLength: 2, maxLength: 10 } },
} as const;

/** A vehicle found by registration (404 when unknown). */
export const evVehicleReplySchema = {
  type: 'object',
  required: [
    'registrationNumber',
    'make',
    'model',
    'engineSize',
    'batteryKWh',
    'milesPerKWh',
    'suggestedChargeType',
  ],
  properties: {
    registrationNumber: { type: 'string' },
    makeId: { type: 'integer' },
    make: { type: 'string' },
    modelId: { type: 'integer' },
    model: { type: 'string' },
    engineSizeId: { type: 'integer' },
    /** The battery or variant name, e.g. "64 kWh". */
    engineSize: { type: 'string' },
    batteryKWh: { type: 'number' },
    /** Efficiency, miles per kWh. */
    milesPerKWh: { type: 'number' },
    year: { type: 'integer' },
    colour: { type: 'string' },
    /** One of the spec's charge types: 3-pin plug, 11kW connection, 22kW. */
    suggestedChargeType: { type: 'string' },
    /** Home charging a year at the average mileage, kWh. */
    estimatedAnnualKWh: { type: 'number' },
  },
} as const;

const idName = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** `GET ev/make` reply. */
export const evMakesReplySchema = {
  type: 'object',
  required: ['makes'],
  properties: { makes: { type: 'array', items: idName } },
} as const;

/** `GET ev/make/:id/model` reply. */
export const evModelsReplySchema = {
  type: 'object',
  required: ['models'],
  properties: { models: { type: 'array', items: idName } },
} as const;

/** `GET ev/model/:id/enginesize` reply. */
export const evEngineSizesReplySchema = {
  type: 'object',
  required: ['engineSizes'],
  properties: {
    engineSizes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'batteryKWh', 'milesPerKWh'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          batteryKWh: { type: 'number' },
          milesPerKWh: { type: 'number' },
        },
      },
    },
  },
} as const;

/** Path parameter `:id` of the EV list routes. */
export const evIdParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export type EvRegRequest = FromSchema<typeof evRegRequestSchema>;
export type EvVehicleReply = FromSchema<typeof evVehicleReplySchema>;
export type EvMakesReply = FromSchema<typeof evMakesReplySchema>;
export type EvModelsReply = FromSchema<typeof evModelsReplySchema>;
export type EvEngineSizesReply = FromSchema<typeof evEngineSizesReplySchema>;
export type EvIdParams = FromSchema<typeof evIdParamsSchema>;
