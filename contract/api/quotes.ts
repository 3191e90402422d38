import type { FromSchema } from 'json-schema-to-ts';
import {
  dateSchema,
  idSchema,
  payMethodSchema,
  postcodeSchema,
  shortText,
  switchIdSchema,
  switchTypeSchema,
} from './common.js';

/**
 * Quote creation: `POST {apiBase}/request/switch/v2/{gas,electricity,dual-consolidated,dual-distinct}`
 * with the request content of spec section 3. The path names the switch type; a `switchType` in the
 * body, when sent, must agree with it.
 *
 * Usage per fuel is annual (utilityPeriod is always `Annually`): `...CurrentUsageEstimated` in kWh
 * ("I use") wins over `...CurrentCostEstimated` in pounds ("I spend"); one of the two is required.
 */

const usageKWh = { type: 'number', exclusiveMinimum: 0, maximum: 1000000 } as const;
const costGbp = { type: 'number', exclusiveMinimum: 0, maximum: 100000 } as const;
const period = { type: 'string', enum: ['Annually'] } as const;

/** Fields every quote type sends. */
const commonProperties = {
  postcode: postcodeSchema,
  addressLine1: shortText,
  addressLine2: shortText,
  town: shortText,
  city: shortText,
  county: shortText,
  /** The domestic MPAN (21 digits) of the chosen address, when known. */
  mpan: { type: 'string', maxLength: 30 },
  /** The domestic MPRN (6-10 digits), when known. */
  mprn: { type: 'string', maxLength: 15 },
  switchType: switchTypeSchema,
  billConsumptionIsEstimated: { type: 'boolean' },
  /** Night share 1-100: sent only when Economy 7 applies. */
  economy7Percentage: { type: 'number', minimum: 1, maximum: 100 },
  /** The visitor's Economy 7 answer; when absent, Economy 7 follows economy7Percentage or the MPAN profile class 02. */
  isEconomy7: { type: 'boolean' },
  referrerBranchCode: shortText,
  switchOwnerReference: shortText,
  isHappyToBeAutoSwitched: { type: 'boolean' },
  accountManagementOnline: { type: 'string', maxLength: 30 },
  newTariffPaymentMethod: payMethodSchema,
  electricitySmartMeter: { type: 'boolean' },
  gasSmartMeter: { type: 'boolean' },
} as const;

/** Single-fuel current supply: unprefixed fields. */
const singleProperties = {
  ...commonProperties,
  supplierId: idSchema,
  tariffId: idSchema,
  tariffValidToDate: dateSchema,
  currentPayMethod: payMethodSchema,
  utilityPeriod: period,
  currentCostEstimated: costGbp,
  currentUsageEstimated: usageKWh,
} as const;

/** Fuel-prefixed usage, both dual types. */
const dualUsageProperties = {
  gasUtilityPeriod: period,
  gasCurrentCostEstimated: costGbp,
  gasCurrentUsageEstimated: usageKWh,
  electricityUtilityPeriod: period,
  electricityCurrentCostEstimated: costGbp,
  electricityCurrentUsageEstimated: usageKWh,
  electricityConsumptionExceedsGasConsumption: { type: 'boolean' },
} as const;

/** `switch/v2/gas` and `switch/v2/electricity`: body. */
export const singleFuelQuoteRequestSchema = {
  type: 'object',
  required: ['postcode', 'tariffId', 'currentPayMethod'],
  properties: singleProperties,
} as const;

/** `switch/v2/dual-consolidated`: one current dual-fuel tariff (supplier, pay method and tariff for both fuels). */
export const dualConsolidatedQuoteRequestSchema = {
  type: 'object',
  required: ['postcode', 'tariffId', 'currentPayMethod'],
  properties: {
    ...commonProperties,
    ...dualUsageProperties,
    supplierId: idSchema,
    tariffId: idSchema,
    tariffValidToDate: dateSchema,
    currentPayMethod: payMethodSchema,
    utilityPeriod: period,
  },
} as const;

/** `switch/v2/dual-distinct`: a current tariff per fuel (fuel-prefixed). */
export const dualDistinctQuoteRequestSchema = {
  type: 'object',
  required: [
    'postcode',
    'gasTariffId',
    'gasCurrentPayMethod',
    'electricityTariffId',
    'electricityCurrentPayMethod',
  ],
  properties: {
    ...commonProperties,
    ...dualUsageProperties,
    gasSupplierId: idSchema,
    gasTariffId: idSchema,
    gasTariffValidToDate: dateSchema,
    gasCurrentPayMethod: payMethodSchema,
    electricitySupplierId: idSchema,
    electricityTariffId: idSchema,
    electricityTariffValidToDate: dateSchema,
    electricityCurrentPayMethod: payMethodSchema,
  },
} as const;

/** Quote creation reply: `{ geniusSwitchDto: { switchId } }`. */
export const quoteCreatedReplySchema = {
  type: 'object',
  required: ['geniusSwitchDto'],
  properties: {
    geniusSwitchDto: {
      type: 'object',
      required: ['switchId', 'switchType'],
      properties: {
        switchId: switchIdSchema,
        switchType: switchTypeSchema,
        /** The payment method the results are priced for (prePaymentMeter when a current meter is prepayment). */
        proposedPayMethod: payMethodSchema,
        isEconomy7: { type: 'boolean' },
        region: { type: 'string' },
      },
    },
  },
} as const;

type SingleFuelQuoteRequest = FromSchema<typeof singleFuelQuoteRequestSchema>;
type DualConsolidatedQuoteRequest = FromSchema<typeof dualConsolidatedQuoteRequestSchema>;
type DualDistinctQuoteRequest = FromSchema<typeof dualDistinctQuoteRequestSchema>;
/** Any quote creation body. */
export type QuoteRequest = SingleFuelQuoteRequest | DualConsolidatedQuoteRequest | DualDistinctQuoteRequest;
export type QuoteCreatedReply = FromSchema<typeof quoteCreatedReplySchema>;
