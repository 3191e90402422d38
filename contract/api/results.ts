import type { FromSchema } from 'json-schema-to-ts';
import {
  dateSchema,
  fuelSchema,
  idSchema,
  payMethodSchema,
  switchIdSchema,
  switchTypeSchema,
} from './common.js';

/** `POST {apiBase}/request/results/detail`: the stored quote by id, plus the results filters of spec section 3. */
export const resultsRequestSchema = {
  type: 'object',
  required: ['switchId'],
  properties: {
    switchId: switchIdSchema,
    switchType: switchTypeSchema,
    /** Price for this payment method instead of the quote's proposed one. */
    proposedPayMethod: payMethodSchema,
    /** One row per tariff and payment method the meter allows (the sidebar's payment type filter). */
    includeAllPayMethodOptions: { type: 'boolean' },
    filters: {
      type: 'object',
      properties: {
        /** Only these supplier ids (empty or absent: all). */
        suppliers: { type: 'array', maxItems: 200, items: idSchema },
        payMethod: payMethodSchema,
        /** true fixed only, false variable only, absent any. */
        isFixed: { type: 'boolean' },
        isGreen: { type: 'boolean' },
        /** true: only tariffs the service can switch to (hides review-only rows). */
        switchable: { type: 'boolean' },
      },
    },
  },
} as const;

/** One priced fuel of a result row: its Personal Projection and rate bands (day and night on Economy 7). */
const resultFuelSchema = {
  type: 'object',
  required: ['cost', 'kWh', 'standingCharge', 'bands'],
  properties: {
    /** Pounds, to the penny. */
    cost: { type: 'number' },
    savings: { type: ['number', 'null'] },
    kWh: { type: 'number' },
    /** p/day. */
    standingCharge: { type: 'number' },
    bands: {
      type: 'array',
      items: {
        type: 'object',
        required: ['band', 'kWh', 'rate'],
        properties: {
          band: { type: 'string', enum: ['single', 'day', 'night'] },
          kWh: { type: 'number' },
          rate: { type: 'number' },
        },
      },
    },
    exitFee: { type: 'number' },
    daysOnDefaultTariff: { type: 'integer' },
  },
} as const;

/** A result row (spec section 3), ranked cheapest first. */
const resultRowSchema = {
  type: 'object',
  required: [
    'tariffId',
    'tariffName',
    'supplierId',
    'supplierName',
    'payMethod',
    'switchOption',
    'totalCost',
    'savings',
  ],
  properties: {
    tariffId: { type: 'integer' },
    tariffName: { type: 'string' },
    supplierId: { type: 'integer' },
    supplierName: { type: 'string' },
    payMethod: payMethodSchema,
    /** `None` means review only (no Switch Now). */
    switchOption: { type: 'string', enum: ['Online', 'None'] },
    isGreen: { type: 'boolean' },
    hasCancellationFee: { type: 'boolean' },
    isFixed: { type: 'boolean' },
    tariffEndDate: { type: ['string', 'null'] },
    hasPaperBilling: { type: 'boolean' },
    hasOnlineManagement: { type: 'boolean' },
    hasWarmHomeDiscount: { type: 'boolean' },
    /** Feature bullets. */
    tariffDetails: { type: 'array', items: { type: 'string' } },
    /** Projected annual cost, pounds to the penny (Personal Projection, all fuels). */
    totalCost: { type: 'number' },
    /** ceil(totalCost / 12). */
    monthlyCost: { type: 'number' },
    /** Current projection minus this one; negative is an increased cost; null without a current tariff. */
    savings: { type: ['number', 'null'] },
    exitFees: { type: 'number' },
    gas: resultFuelSchema,
    electricity: resultFuelSchema,
  },
} as const;

/** A supplier appearing in the results (for the logo filter), sent once rather than per row. */
const resultSupplierSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    isBigSix: { type: 'boolean' },
    /** Root-relative URL of the logo image (`/supplier-logos/<id>.svg?v=<hash>`, cacheable); null without one. */
    logoUrl: { type: ['string', 'null'] },
  },
} as const;

/** `results/detail` reply. */
export const resultsReplySchema = {
  type: 'object',
  required: ['resultsInDetailDto'],
  properties: {
    resultsInDetailDto: {
      type: 'object',
      required: ['resultsInDetail', 'uuid'],
      properties: {
        resultsInDetail: { type: 'array', items: resultRowSchema },
        /** The quote's public id (stable across calls). */
        uuid: { type: 'string' },
        switchId: switchIdSchema,
        switchType: switchTypeSchema,
        proposedPayMethod: payMethodSchema,
        isEconomy7: { type: 'boolean' },
        economy7Percentage: { type: ['number', 'null'] },
        /** Annual kWh priced, per fuel. */
        annualUsage: {
          type: 'object',
          properties: { gas: { type: 'number' }, electricity: { type: 'number' } },
        },
        /** The current tariff's Personal Projection, pounds. */
        currentCost: { type: ['number', 'null'] },
        /** The current tariff, for the "current tariff" card. */
        currentTariffId: { type: ['integer', 'null'] },
        /** kg CO2e a year for the priced usage (send /1000 to the carbon offset call). */
        carbonFootprint: { type: 'number' },
        suppliers: { type: 'array', items: resultSupplierSchema },
        /** Date the prices were calculated on (YYYY-MM-DD). */
        dateOfCalculation: { type: 'string' },
        /** Date the market prices were last updated (YYYY-MM-DD), for the results' stated assumptions. */
        pricesUpdatedOn: { type: ['string', 'null'] },
        /** Per fuel, the yearly spend (pounds) the usage was worked out from; absent when given in kWh. */
        annualSpend: {
          type: 'object',
          properties: { gas: { type: 'number' }, electricity: { type: 'number' } },
        },
      },
    },
  },
} as const;

/** `POST /request/ppp` and `POST /request/til`: body. */
export const projectionRequestSchema = {
  type: 'object',
  required: ['switchId'],
  properties: {
    switchId: switchIdSchema,
    switchType: switchTypeSchema,
    proposedPayMethod: payMethodSchema,
    /** The new tariff; required unless `onCurrentTariff`. */
    tariffId: idSchema,
    tariffValidToDate: dateSchema,
    /** true: describe the current tariff only (the new tariff parts repeat it). */
    onCurrentTariff: { type: 'boolean' },
  },
} as const;

/** One fuel's Personal Projection breakdown (spec section 3, Projections). */
const pppFuelSchema = {
  type: 'object',
  required: ['annualUsage', 'supplier', 'tariffName', 'personalProjection'],
  properties: {
    annualUsage: { type: 'number' },
    dateOfCalculation: { type: 'string' },
    supplier: { type: 'string' },
    tariffName: { type: 'string' },
    tariffEndDate: { type: ['string', 'null'] },
    daysLeftOnCurrentTariff: { type: 'integer' },
    daysOnDefaultTariff: { type: 'integer' },
    standingCharge: { type: 'number' },
    unitRate: { type: ['number', 'null'] },
    unitRateDay: { type: ['number', 'null'] },
    unitRateNight: { type: ['number', 'null'] },
    discounts: { type: 'number' },
    nextTwelveMonthsWithVat: { type: 'number' },
    previousTwelveMonthsWithVat: { type: ['number', 'null'] },
    terminationFees: { type: 'number' },
    personalProjection: { type: 'number' },
  },
} as const;

const perFuel = <S extends object>(s: S) =>
  ({ type: 'object', properties: { gas: s, electricity: s } }) as const;

/** `ppp` reply: existing and new tariff per fuel, and the new supplier's standard tariff when it has one. */
export const pppReplySchema = {
  type: 'object',
  required: ['pppDto'],
  properties: {
    pppDto: {
      type: 'object',
      required: ['existingTariff', 'newTariff'],
      properties: {
        existingTariff: perFuel(pppFuelSchema),
        newTariff: perFuel(pppFuelSchema),
        /** Default personal projection plans: the new supplier's standard tariff (null when none). */
        standardTariff: { anyOf: [perFuel(pppFuelSchema), { type: 'null' }] },
        fuels: { type: 'array', items: fuelSchema },
      },
    },
  },
} as const;

/** One fuel's Tariff Information Label (spec section 3). */
const tilFuelSchema = {
  type: 'object',
  required: ['supplier', 'tariffName', 'tariffEndsOn', 'paymentMethod', 'standingCharge'],
  properties: {
    supplier: { type: 'string' },
    tariffName: { type: 'string' },
    tariffEndsOn: { type: 'string' },
    paymentMethod: payMethodSchema,
    standingCharge: { type: 'number' },
    unitRate: { type: ['number', 'null'] },
    unitRateDay: { type: ['number', 'null'] },
    unitRateNight: { type: ['number', 'null'] },
    priceGuaranteedUntil: { type: 'string' },
    exitFees: { type: 'string' },
    discountsAndAdditionalCharges: { type: 'string' },
    additionalProductsAndServices: { type: 'string' },
  },
} as const;

/** `til` reply. */
export const tilReplySchema = {
  type: 'object',
  required: ['tilDto'],
  properties: {
    tilDto: {
      type: 'object',
      required: ['existingTariff', 'newTariff'],
      properties: {
        existingTariff: perFuel(tilFuelSchema),
        newTariff: perFuel(tilFuelSchema),
        fuels: { type: 'array', items: fuelSchema },
      },
    },
  },
} as const;

export type ResultsRequest = FromSchema<typeof resultsRequestSchema>;
export type ResultRow = FromSchema<typeof resultRowSchema>;
export type ResultFuel = FromSchema<typeof resultFuelSchema>;
export type ResultsReply = FromSchema<typeof resultsReplySchema>;
export type ProjectionRequest = FromSchema<typeof projectionRequestSchema>;
export type PppFuelDto = FromSchema<typeof pppFuelSchema>;
export type PppReply = FromSchema<typeof pppReplySchema>;
export type TilFuelDto = FromSchema<typeof tilFuelSchema>;
export type TilReply = FromSchema<typeof tilReplySchema>;

/** The results reply's content: ranked rows, the suppliers in them and the quote's assumptions. */
export type ResultsDto = ResultsReply['resultsInDetailDto'];
