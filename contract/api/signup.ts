import type { FromSchema } from 'json-schema-to-ts';
import {
  dateSchema,
  idSchema,
  optionalBoolean,
  postcodeSchema,
  shortText,
  switchKeySchema,
} from './common.js';

/**
 * The four sign-up updates (`POST {apiBase}/request/switch/pro/update/{personal,address,terms-and-conditions,bank}`)
 * and the bank check. Each body names the switch key plus its section's fields (spec section 3); the
 * server applies the rules of spec section 5 and answers `{ status: 'OK' }` or a 400 naming the field.
 */

const name100 = { type: 'string', minLength: 1, maxLength: 100 } as const;
const months = { type: 'integer', minimum: 0, maximum: 1200 } as const;
const smallInt = { type: ['integer', 'null'], minimum: 0, maximum: 1200 } as const;

/** `update/personal`: the customer section. */
export const personalRequestSchema = {
  type: 'object',
  required: [
    'switchKey',
    'titleId',
    'firstName',
    'lastName',
    'dateOfBirth',
    'emailAddress',
    'dayTimePhone',
    'employmentStatusId',
  ],
  properties: {
    switchKey: switchKeySchema,
    titleId: idSchema,
    firstName: name100,
    lastName: name100,
    dateOfBirth: dateSchema,
    emailAddress: { type: 'string', minLength: 3, maxLength: 150 },
    dayTimePhone: { type: 'string', minLength: 10, maxLength: 20 },
    employmentStatusId: idSchema,
  },
} as const;

/** An address of the sign-up (present, previous or billing). */
const addressFields = {
  line1: shortText,
  line2: shortText,
  city: shortText,
  county: shortText,
  postcode: postcodeSchema,
} as const;

/** `update/address`: present address, up to 3 previous ones, optional separate billing address. */
export const addressRequestSchema = {
  type: 'object',
  required: ['switchKey', 'residentialAddresses'],
  properties: {
    switchKey: switchKeySchema,
    residentialAddresses: {
      type: 'object',
      required: ['present'],
      properties: {
        present: {
          type: 'object',
          required: ['lengthOfResidencyInMonths', 'residentialStatusId'],
          properties: {
            ...addressFields,
            manuallyEnterHome: { type: 'boolean' },
            mprn: { type: ['string', 'null'], maxLength: 15 },
            mpan: { type: ['string', 'null'], maxLength: 30 },
            lengthOfResidencyInMonths: months,
            residentialStatusId: idSchema,
          },
        },
        years: smallInt,
        months: smallInt,
      },
    },
    previousAddresses: {
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['lengthOfResidencyInMonths', 'postcode'],
        properties: { ...addressFields, lengthOfResidencyInMonths: months, manual: { type: 'boolean' } },
      },
    },
    businessAddress: {
      type: 'object',
      properties: {
        ...addressFields,
        manuallyEnterBilling: { type: 'boolean' },
        separateBilling: { type: 'boolean' },
        text: { type: 'string', maxLength: 300 },
      },
    },
  },
} as const;

/** `update/terms-and-conditions`: meters, consents and supplier terms. */
export const termsRequestSchema = {
  type: 'object',
  required: ['switchKey', 'suppliersTermsAndConditionsAreAccepted'],
  properties: {
    switchKey: switchKeySchema,
    mprnNumber: { type: ['string', 'null'], maxLength: 10 },
    mpanNumber: { type: ['string', 'null'], maxLength: 30 },
    mpanValid: { type: ['integer', 'boolean', 'null'] },
    domesticMeter: optionalBoolean,
    economy7Meter: optionalBoolean,
    switchAfterCoolingOfPeriod: optionalBoolean,
    prePaymentMeterId: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
    specialNeedsId: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
    hasMedicalConditionOrIndividualRequirement: optionalBoolean,
    suppliersTermsAndConditionsAreAccepted: optionalBoolean,
    happyToReceiveCreditCheck: optionalBoolean,
    happyToHaveDebtInformationAccessed: optionalBoolean,
    isSharedInfo: optionalBoolean,
    gasSmartMeterInstalled: optionalBoolean,
    electricitySmartMeterInstalled: optionalBoolean,
    neitherSmartMeterInstalled: optionalBoolean,
    agreeSmartMeterConditions: optionalBoolean,
    consent1: optionalBoolean,
    consent2: optionalBoolean,
    consent3: optionalBoolean,
    supplierMaySendRemindersAndUpdatesViaEmailAboutAccount: optionalBoolean,
    supplierMaySendRemindersAndUpdatesViaTelephoneAboutAccount: optionalBoolean,
    supplierMaySendImportantAccountChangesViaEmail: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaMobilePhone: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaEveningPhone: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaDayPhone: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaEmail: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaPost: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaSms: optionalBoolean,
    supplierMaySendUpdatesThatMayBeOfInterestViaFaceToFace: optionalBoolean,
  },
} as const;

const sortPart = { type: 'string', maxLength: 2, pattern: '^[0-9]{0,2}$' } as const;

/** `update/bank`: Direct Debit details (only for the two direct debit pay methods). */
export const bankRequestSchema = {
  type: 'object',
  required: [
    'switchKey',
    'accountName',
    'sortCode',
    'accountNumber',
    'preferredDirectDebitDay',
    'isAuthorisedToSetupDirectDebits',
  ],
  properties: {
    switchKey: switchKeySchema,
    name: shortText,
    accountName: name100,
    /** Six digits (dashes or spaces allowed). */
    sortCode: { type: 'string', minLength: 6, maxLength: 8 },
    sortCode1: sortPart,
    sortCode2: sortPart,
    sortCode3: sortPart,
    /** Six to eight digits; stored only masked and encrypted. */
    accountNumber: { type: 'string', minLength: 6, maxLength: 8, pattern: '^[0-9]+$' },
    branch: shortText,
    bankAddressLine1: shortText,
    bankAddressLine2: shortText,
    bankAddressLine3: shortText,
    town: shortText,
    postCode: { type: 'string', maxLength: 10 },
    preferredDirectDebitDay: { type: 'integer', minimum: 1, maximum: 31 },
    isCertainOfDataCorrectness: optionalBoolean,
    isAuthorisedToSetupDirectDebits: optionalBoolean,
  },
} as const;

/** `POST {apiBase}/request/bank/is-valid`: Pay.UK modulus check. */
export const bankValidRequestSchema = {
  type: 'object',
  required: ['switchKey', 'sortCode', 'accountNumber'],
  properties: {
    switchKey: switchKeySchema,
    sortCode: { type: 'string', minLength: 6, maxLength: 8 },
    accountNumber: { type: 'string', minLength: 6, maxLength: 8, pattern: '^[0-9]+$' },
  },
} as const;

/** `bank/is-valid` reply. */
export const bankValidReplySchema = {
  type: 'object',
  required: ['valid'],
  properties: { valid: { type: 'boolean' } },
} as const;

export type PersonalRequest = FromSchema<typeof personalRequestSchema>;
export type AddressRequest = FromSchema<typeof addressRequestSchema>;
export type TermsRequest = FromSchema<typeof termsRequestSchema>;
export type BankRequest = FromSchema<typeof bankRequestSchema>;
export type BankValidRequest = FromSchema<typeof bankValidRequestSchema>;
export type BankValidReply = FromSchema<typeof bankValidReplySchema>;
