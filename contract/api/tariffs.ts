import type { FromSchema } from 'json-schema-to-ts';
import { fuelSchema, idSchema, payMethodSchema, postcodeSchema, switchTypeSchema } from './common.js';

/** `POST {apiBase}/request/tariffs/tariff/information`: body. */
export const tariffInfoRequestSchema = {
  type: 'object',
  required: ['tariffId'],
  properties: { tariffId: idSchema },
} as const;

/** `tariffs/tariff/information` reply: the supplier and tariff facts of the tariff-details page. */
export const tariffInfoReplySchema = {
  type: 'object',
  required: ['tariffInfoDto'],
  properties: {
    tariffInfoDto: {
      type: 'object',
      required: [
        'tariffId',
        'tariffName',
        'supplierNameSimple',
        'supplierId',
        'supplierDescription',
        'termsAndConditionsUrlDto',
        'badges',
      ],
      properties: {
        tariffId: { type: 'integer' },
        tariffName: { type: 'string' },
        supplierNameSimple: { type: 'string' },
        supplierId: { type: 'integer' },
        supplierDescription: { type: 'string' },
        /** True for bundled fictional suppliers (sample data). */
        sampleData: { type: 'boolean' },
        /** Root-relative URL of the supplier's logo image (cacheable); null without one. */
        supplierLogoUrl: { type: ['string', 'null'] },
        customerServicesPhone: { type: ['string', 'null'] },
        termsAndConditionsUrlDto: {
          type: 'object',
          required: ['supplier'],
          properties: { supplier: { type: 'string' }, tariff: { type: 'string' } },
        },
        /** Badge names: Green, Exit Fee, Fixed, Paper Billing or Paperless Billing, Warm Home Discount or No Warm Home Discount. */
        badges: { type: 'array', items: { type: 'string' } },
        features: { type: 'array', items: { type: 'string' } },
        switchOption: { type: 'string', enum: ['Online', 'None'] },
        isFixed: { type: 'boolean' },
        tariffEndDate: { type: ['string', 'null'] },
        isGreen: { type: 'boolean' },
        isDefaultOrStandard: { type: 'boolean' },
        fuels: { type: 'array', items: fuelSchema },
      },
    },
  },
} as const;

/** `POST {apiBase}/request/suppliers`: the current-supplier picker for a postcode. */
export const suppliersRequestSchema = {
  type: 'object',
  required: ['postcode', 'switchType'],
  properties: {
    postcode: postcodeSchema,
    switchType: switchTypeSchema,
    currentPayMethod: payMethodSchema,
    /** Present when Economy 7 applies: then electricity suppliers with Economy 7 rates. */
    economy7Percentage: { type: 'number', minimum: 1, maximum: 100 },
    /** The address's MPAN, which fixes the region better than the postcode. */
    mpan: { type: 'string', maxLength: 30 },
  },
} as const;

/** A supplier in a picker list. */
const supplierItemSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    isBigSix: { type: 'boolean' },
    sampleData: { type: 'boolean' },
    /** Root-relative URL of the logo image (`/supplier-logos/<id>.svg?v=<hash>`, cacheable); null without one. */
    logoUrl: { type: ['string', 'null'] },
  },
} as const;

const supplierList = { type: 'array', items: supplierItemSchema } as const;

/** `suppliers` reply: the list(s) for the switch type (both single lists for dual-distinct). */
export const suppliersReplySchema = {
  type: 'object',
  required: ['suppliersDto'],
  properties: {
    suppliersDto: {
      type: 'object',
      properties: {
        electricitySuppliers: supplierList,
        gasSuppliers: supplierList,
        dualConsolidatedSuppliers: supplierList,
      },
    },
  },
} as const;

/** `POST {apiBase}/request/tariffs`: a supplier's tariffs in the region. */
export const tariffsRequestSchema = {
  type: 'object',
  required: ['switchType', 'supplierId', 'postcode'],
  properties: {
    switchType: switchTypeSchema,
    supplierId: idSchema,
    postcode: postcodeSchema,
    currentPayMethod: payMethodSchema,
    economy7Percentage: { type: 'number', minimum: 1, maximum: 100 },
    /** For dualDistinctToDualConsolidated: which fuel's tariffs (default: tariffs with either fuel). */
    fuelType: fuelSchema,
    mpan: { type: 'string', maxLength: 30 },
  },
} as const;

/** `tariffs` reply. */
export const tariffsReplySchema = {
  type: 'object',
  required: ['tariffsDto'],
  properties: {
    tariffsDto: {
      type: 'object',
      required: ['tariffs'],
      properties: {
        tariffs: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name', 'isDefaultOrStandard', 'isFixedFromEnergyStartDate'],
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              isDefaultOrStandard: { type: 'boolean' },
              isFixedFromEnergyStartDate: { type: 'boolean' },
              endDate: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
  },
} as const;

export type TariffInfoRequest = FromSchema<typeof tariffInfoRequestSchema>;
export type TariffInfoReply = FromSchema<typeof tariffInfoReplySchema>;
export type SuppliersRequest = FromSchema<typeof suppliersRequestSchema>;
export type SupplierItem = FromSchema<typeof supplierItemSchema>;
export type SuppliersReply = FromSchema<typeof suppliersReplySchema>;
export type TariffsRequest = FromSchema<typeof tariffsRequestSchema>;
export type TariffsReply = FromSchema<typeof tariffsReplySchema>;

/** One current tariff of a supplier, as the tariff picker lists it. */
export type TariffItem = TariffsReply['tariffsDto']['tariffs'][number];
