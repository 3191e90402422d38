import type { FromSchema } from 'json-schema-to-ts';
import { idSchema, postcodeSchema, shortText, switchKeySchema } from './common.js';

/** Query of both postcode lookups: `GET address/list/postcode?postcode` and `GET address/recco?postcode`. */
export const postcodeQuerySchema = {
  type: 'object',
  required: ['postcode'],
  properties: { postcode: postcodeSchema },
} as const;

/** One address of a postcode lookup, with the ids `address/recco/details` needs. */
const addressItemSchema = {
  type: 'object',
  required: ['addressLine1', 'addressLine2', 'city', 'county', 'postcode', 'text'],
  properties: {
    id: { type: 'integer' },
    addressLine1: { type: 'string' },
    addressLine2: { type: 'string' },
    city: { type: 'string' },
    county: { type: 'string' },
    postcode: { type: 'string' },
    text: { type: 'string' },
    /** 13-digit MPAN cores at the address (send back to recco/details). */
    mpanCores: { type: 'array', items: { type: 'string' } },
    /** Gas address codes (here: the MPRNs) at the address (send back to recco/details). */
    xoserveAddressCodes: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** `address/list/postcode` reply. */
export const verifiedAddressesReplySchema = {
  type: 'object',
  required: ['verifiedAddresses'],
  properties: { verifiedAddresses: { type: 'array', items: addressItemSchema } },
} as const;

/** `address/recco` reply: `{ addresses: [...] }`. */
export const reccoAddressesReplySchema = {
  type: 'object',
  required: ['addresses'],
  properties: { addresses: { type: 'array', items: addressItemSchema } },
} as const;

/** `POST address/recco/details`: the chosen address as the lookup returned it. */
export const reccoDetailsRequestSchema = {
  type: 'object',
  required: ['postcode'],
  properties: {
    id: idSchema,
    addressLine1: shortText,
    addressLine2: shortText,
    city: shortText,
    county: shortText,
    postcode: postcodeSchema,
    text: { type: 'string', maxLength: 300 },
    mpanCores: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 30 } },
    xoserveAddressCodes: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 30 } },
  },
} as const;

/** A gas meter at the address. `mprn` null: a supply exists but no MPRN was found. */
const gasDetailSchema = {
  type: 'object',
  required: ['isDomestic', 'mprn', 'isPrepayment', 'isSmartMeter'],
  properties: {
    isDomestic: { type: 'boolean' },
    mprn: { type: ['string', 'null'] },
    isPrepayment: { type: 'boolean' },
    isSmartMeter: { type: 'boolean' },
    mpaq: { type: ['number', 'null'] },
    mugSupplierId: { type: ['integer', 'null'] },
  },
} as const;

/** An electricity meter at the address. */
const elecDetailSchema = {
  type: 'object',
  required: ['mpan', 'isDomestic', 'isPrepayment', 'isSmartMeter', 'profileClass'],
  properties: {
    mpan: { type: 'string' },
    isDomestic: { type: 'boolean' },
    isPrepayment: { type: 'boolean' },
    isSmartMeter: { type: 'boolean' },
    mugSupplierId: { type: ['integer', 'null'] },
    profileClass: { type: 'string' },
    isEconomy7: { type: 'boolean' },
  },
} as const;

/** `address/recco/details` reply: the meters (empty lists when none found). */
export const meterDetailsReplySchema = {
  type: 'object',
  required: ['gasdetails', 'elecdetails'],
  properties: {
    gasdetails: { type: 'array', items: gasDetailSchema },
    elecdetails: { type: 'array', items: elecDetailSchema },
    address: addressItemSchema,
  },
} as const;

/** `GET customer/mpan?mpan`: query (21 digits, spaces allowed). */
export const mpanQuerySchema = {
  type: 'object',
  required: ['mpan'],
  properties: { mpan: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9 ]+$' } },
} as const;

/** `customer/mpan` reply. `valid` is the core check digit; `domestic` profile class 01 or 02; `economy7` 02. */
export const mpanReplySchema = {
  type: 'object',
  required: ['valid', 'domestic', 'economy7', 'profileClass', 'region'],
  properties: {
    mpan: { type: 'string' },
    valid: { type: 'boolean' },
    domestic: { type: 'boolean' },
    economy7: { type: 'boolean' },
    profileClass: { type: 'string' },
    /** Region letter and name (null for an independent network id 24+). */
    region: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { id: { type: 'integer' }, letter: { type: 'string' }, name: { type: 'string' } },
        },
      ],
    },
    /** True when the meter is in the bundled meter data. */
    known: { type: 'boolean' },
  },
} as const;

/** `GET switch/pro/info/address/v2?switchKey`: query. */
export const switchKeyQuerySchema = {
  type: 'object',
  required: ['switchKey'],
  properties: { switchKey: switchKeySchema },
} as const;

/** `switch/pro/info/address/v2` reply: the address and meter numbers of the quote. */
export const customerAddressReplySchema = {
  type: 'object',
  required: ['customerAddress'],
  properties: {
    customerAddress: {
      type: 'object',
      required: ['addressLine1', 'addressLine2', 'city', 'county', 'postcode', 'text'],
      properties: {
        addressLine1: { type: 'string' },
        addressLine2: { type: 'string' },
        city: { type: 'string' },
        county: { type: 'string' },
        postcode: { type: 'string' },
        text: { type: 'string' },
        mpan: { type: ['string', 'null'] },
        mprn: { type: ['string', 'null'] },
        electricitySmartMeter: { type: ['boolean', 'null'] },
        gasSmartMeter: { type: ['boolean', 'null'] },
      },
    },
  },
} as const;

export type PostcodeQuery = FromSchema<typeof postcodeQuerySchema>;
export type AddressItem = FromSchema<typeof addressItemSchema>;
export type VerifiedAddressesReply = FromSchema<typeof verifiedAddressesReplySchema>;
export type ReccoAddressesReply = FromSchema<typeof reccoAddressesReplySchema>;
export type ReccoDetailsRequest = FromSchema<typeof reccoDetailsRequestSchema>;
export type MeterDetailsReply = FromSchema<typeof meterDetailsReplySchema>;
export type MpanQuery = FromSchema<typeof mpanQuerySchema>;
export type MpanReply = FromSchema<typeof mpanReplySchema>;
export type SwitchKeyQuery = FromSchema<typeof switchKeyQuerySchema>;
export type CustomerAddressReply = FromSchema<typeof customerAddressReplySchema>;

/** The customer's (present) address as the quote recorded it. */
export type CustomerAddress = CustomerAddressReply['customerAddress'];
