import type { FromSchema } from 'json-schema-to-ts';
import { lookupItemSchema, postcodeSchema, switchTypeSchema } from './common.js';

const answer = { type: 'integer', minimum: 0, maximum: 1000 } as const;

/** `GET {apiBase}/request/estimation/usage`: the five help-me-estimate answers (lookup ids). */
export const estimationQuerySchema = {
  type: 'object',
  required: [
    'houseType',
    'numberOfBedrooms',
    'occupancyFrequency',
    'modernisationLevel',
    'heatingAndCooking',
  ],
  properties: {
    houseType: answer,
    numberOfBedrooms: answer,
    occupancyFrequency: answer,
    modernisationLevel: answer,
    heatingAndCooking: answer,
    switchType: switchTypeSchema,
    postcode: postcodeSchema,
  },
} as const;

/** `estimation/usage` reply: annual kWh per fuel (0 for a fuel the switch type does not quote). */
export const estimationReplySchema = {
  type: 'object',
  required: ['estimatedUsageDto'],
  properties: {
    estimatedUsageDto: {
      type: 'object',
      required: ['gasUsage', 'electricityUsage'],
      properties: { gasUsage: { type: 'number' }, electricityUsage: { type: 'number' } },
    },
  },
} as const;

const list = { type: 'array', items: lookupItemSchema } as const;

/** `GET estimation/detail/all` reply: the lists behind the five questions. */
export const estimationListsReplySchema = {
  type: 'object',
  required: ['bedRooms', 'fuelUseTypes', 'houseTypes', 'occupancyFrequencies', 'energyEfficiencies'],
  properties: {
    bedRooms: list,
    fuelUseTypes: list,
    houseTypes: list,
    occupancyFrequencies: list,
    energyEfficiencies: list,
  },
} as const;

/** An empty query (routes without parameters still declare one, so unknown parameters are dropped). */
export const emptyQuerySchema = { type: 'object', properties: {} } as const;

export type EstimationQuery = FromSchema<typeof estimationQuerySchema>;
export type EstimationReply = FromSchema<typeof estimationReplySchema>;
export type EstimationListsReply = FromSchema<typeof estimationListsReplySchema>;
