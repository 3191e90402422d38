import type { FromSchema } from 'json-schema-to-ts';
import {
  anyPayMethodSchema,
  idSchema,
  lookupItemSchema,
  SIGN_UP_PAY_METHODS,
  switchIdSchema,
  switchKeySchema,
  switchTypeSchema,
} from './common.js';

/**
 * Switching: the switch key, the sign-up lookups, the switch plan, completion and the already-switched
 * check. THE SWITCH-KEY RULE: `switch/pro/key` issues a random secret for one new sign-up of a quote;
 * every sign-up call names it and can read or change only that sign-up. A second key for the same
 * quote opens a separate, empty sign-up.
 */

const planPart = {
  type: 'object',
  required: ['tariffId'],
  properties: { tariffId: idSchema, payMethod: anyPayMethodSchema },
} as const;

/** `POST {apiBase}/request/switch/pro/key`: body. */
export const switchKeyRequestSchema = {
  type: 'object',
  required: ['switchId', 'switchPlan'],
  properties: {
    switchId: switchIdSchema,
    switchType: switchTypeSchema,
    /** The chosen tariff per fuel; dual types name the same tariff for both fuels (either part is enough). */
    switchPlan: { type: 'object', properties: { electricity: planPart, gas: planPart } },
  },
} as const;

/** `switch/pro/key` reply. */
export const switchKeyReplySchema = {
  type: 'object',
  required: ['geniusSwitchKeyDto'],
  properties: {
    geniusSwitchKeyDto: {
      type: 'object',
      required: ['switchKey'],
      properties: { switchKey: { type: 'string' } },
    },
  },
} as const;

/** A lookup reply: `{ <property>: [{ id, name }] }`, e.g. `{ titles: [...] }`. */
export const lookupReplySchema = (property: string) =>
  ({
    type: 'object',
    required: [property],
    properties: { [property]: { type: 'array', items: lookupItemSchema } },
  }) as const;

/** One fuel of the switch plan (spec section 3, Switch plan). */
const switchPlanPartSchema = {
  type: 'object',
  required: [
    'cost',
    'savings',
    'supplierId',
    'tariffId',
    'tariffName',
    'supplierName',
    'payMethod',
    'fuelTitle',
  ],
  properties: {
    /** Annual cost of this fuel, pounds (for dual types the electricity part also carries gasCost and gasSavings). */
    cost: { type: 'number' },
    monthlyCost: { type: 'number' },
    savings: { type: ['number', 'null'] },
    gasCost: { type: ['number', 'null'] },
    gasSavings: { type: ['number', 'null'] },
    isEconomy7: { type: 'boolean' },
    tariffDetails: { type: 'array', items: { type: 'string' } },
    supplierTosUrl: { type: 'string' },
    tariffTosUrl: { type: 'string' },
    supplierId: { type: 'integer' },
    tariffId: { type: 'integer' },
    tariffName: { type: 'string' },
    supplierName: { type: 'string' },
    payMethod: { type: 'string', enum: SIGN_UP_PAY_METHODS },
    fuelTitle: { type: 'string', enum: ['Gas', 'Electricity', 'Gas & Electricity'] },
  },
} as const;

/** `POST switch/pro/info/switch-plan` reply: `geniusSwitchPlanInfoDto.geniusSwitchPlanInfo.switchPlanInfoDto`. */
export const switchPlanReplySchema = {
  type: 'object',
  required: ['geniusSwitchPlanInfoDto'],
  properties: {
    geniusSwitchPlanInfoDto: {
      type: 'object',
      required: ['geniusSwitchPlanInfo'],
      properties: {
        geniusSwitchPlanInfo: {
          type: 'object',
          required: ['switchPlanInfoDto'],
          properties: {
            switchPlanInfoDto: {
              type: 'object',
              properties: { gas: switchPlanPartSchema, electricity: switchPlanPartSchema },
            },
            switchType: switchTypeSchema,
            switchId: switchIdSchema,
          },
        },
      },
    },
  },
} as const;

/** `POST switch/pro/complete`: body. */
export const completeRequestSchema = {
  type: 'object',
  required: ['switchKey', 'switchCompleteOption'],
  properties: { switchKey: switchKeySchema, switchCompleteOption: { type: 'string', enum: ['None'] } },
} as const;

/** `switch/pro/complete` reply; the same switch on every call with the same key. */
export const completeReplySchema = {
  type: 'object',
  required: ['geniusSwitchedDto'],
  properties: {
    geniusSwitchedDto: {
      type: 'object',
      required: ['title', 'firstName', 'lastName', 'supplier', 'uuid', 'referenceNumbers'],
      properties: {
        title: { type: 'string' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        /** The new supplier's name. */
        supplier: { type: 'string' },
        /** The completed switch's public id (carbon offset calls use it). */
        uuid: { type: 'string' },
        switchId: switchIdSchema,
        /** Supplier reference per fuel: g gas, e electricity. */
        referenceNumbers: { type: 'object', properties: { g: { type: 'string' }, e: { type: 'string' } } },
      },
    },
  },
} as const;

/** `POST customer/whitelabel/switch/complete`: body. */
export const alreadySwitchedRequestSchema = {
  type: 'object',
  required: ['switchId'],
  properties: { switchId: switchIdSchema },
} as const;

/** `customer/whitelabel/switch/complete` reply: a bare JSON `true` when a sign-up of that quote is complete, else `false`. */
export const alreadySwitchedReplySchema = { type: 'boolean' } as const;

export type SwitchKeyRequest = FromSchema<typeof switchKeyRequestSchema>;
export type SwitchKeyReply = FromSchema<typeof switchKeyReplySchema>;
export type SwitchPlanPart = FromSchema<typeof switchPlanPartSchema>;
export type SwitchPlanReply = FromSchema<typeof switchPlanReplySchema>;
export type CompleteRequest = FromSchema<typeof completeRequestSchema>;
export type CompleteReply = FromSchema<typeof completeReplySchema>;
export type AlreadySwitchedRequest = FromSchema<typeof alreadySwitchedRequestSchema>;
