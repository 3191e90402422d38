import {
  API_ROUTES as R,
  fillPath,
  QUOTE_ROUTES,
  SIGN_UP_LOOKUP_ROUTES,
} from '../../../contract/api/routes.js';

/**
 * Every API route (contract/api/routes.ts) with a sample of well-formed input, for the bad-input
 * test and the fuzz (test/server/routes/): they check that this list matches the routes Fastify
 * registered, then send each route a missing field, a wrong type, an oversize string and (for body
 * routes) unparsable JSON, expecting a 400 that names the field.
 */
export interface RouteSample {
  method: 'GET' | 'POST';
  /** The path as registered (relative to the API base). */
  path: string;
  /** A concrete URL for the path (parameters filled in). */
  url?: string;
  /** Where the input goes. */
  part: 'body' | 'query' | 'params' | 'none';
  /** A well-formed body for a route whose tested input is its query. */
  body?: unknown;
  /** Well-formed input (business checks may still refuse it). */
  sample?: Record<string, unknown>;
  /** A required field to leave out. */
  required?: string;
  /** A field to send with the wrong type, and the value. */
  wrongType?: [string, unknown];
  /** A string field to send one character too long, and its limit. */
  oversize?: [string, number];
}

const KEY = 'k'.repeat(43);
const key = { switchKey: KEY };
const keyRoute = (path: string): RouteSample => ({
  method: 'POST',
  path,
  part: 'body',
  sample: key,
  required: 'switchKey',
  wrongType: ['switchKey', 42],
  oversize: ['switchKey', 100],
});

const quoteBase = {
  postcode: 'SW1A 1AA',
  tariffId: 1,
  currentPayMethod: 'monthlyDirectDebit',
  currentUsageEstimated: 2700,
};
const dualDistinct = {
  postcode: 'SW1A 1AA',
  gasTariffId: 1,
  gasCurrentPayMethod: 'monthlyDirectDebit',
  electricityTariffId: 1,
  electricityCurrentPayMethod: 'monthlyDirectDebit',
};

/** The route list; the test fails when a registered route is missing here. */
export const ROUTE_CATALOGUE: RouteSample[] = [
  {
    method: 'POST',
    path: R.trackRecords.path,
    part: 'none',
  },
  ...[
    QUOTE_ROUTES.gasToGas,
    QUOTE_ROUTES.electricityToElectricity,
    QUOTE_ROUTES.dualConsolidatedToDualConsolidated,
  ].map((route): RouteSample => ({
    method: 'POST',
    path: route.path,
    part: 'body',
    sample: quoteBase,
    required: 'tariffId',
    wrongType: ['tariffId', '1'],
    oversize: ['addressLine1', 150],
  })),
  {
    method: 'POST',
    path: QUOTE_ROUTES.dualDistinctToDualConsolidated.path,
    part: 'body',
    sample: dualDistinct,
    required: 'gasTariffId',
    wrongType: ['electricityTariffId', 'one'],
    oversize: ['postcode', 10],
  },
  {
    method: 'POST',
    path: R.results.path,
    part: 'body',
    sample: { switchId: '1234567890' },
    required: 'switchId',
    wrongType: ['switchId', 1234567890],
    oversize: ['switchId', 64],
  },
  ...[R.ppp.path, R.til.path].map((path): RouteSample => ({
    method: 'POST',
    path,
    part: 'body',
    sample: { switchId: '1234567890', tariffId: 1 },
    required: 'switchId',
    wrongType: ['tariffId', '1'],
    oversize: ['switchId', 64],
  })),
  {
    method: 'POST',
    path: R.tariffInformation.path,
    part: 'body',
    sample: { tariffId: 1 },
    required: 'tariffId',
    wrongType: ['tariffId', 'x'],
  },
  {
    method: 'POST',
    path: R.switchKey.path,
    part: 'body',
    sample: {
      switchId: '1234567890',
      switchType: 'gasToGas',
      switchPlan: { gas: { tariffId: 1, payMethod: 'monthlyDirectDebit' } },
    },
    required: 'switchPlan',
    wrongType: ['switchPlan', 'gas'],
    oversize: ['switchId', 64],
  },
  {
    method: 'POST',
    path: R.suppliers.path,
    part: 'body',
    sample: { postcode: 'SW1A 1AA', switchType: 'gasToGas' },
    required: 'switchType',
    wrongType: ['economy7Percentage', '42'],
    oversize: ['postcode', 10],
  },
  {
    method: 'POST',
    path: R.tariffs.path,
    part: 'body',
    sample: { postcode: 'SW1A 1AA', switchType: 'gasToGas', supplierId: 2 },
    required: 'supplierId',
    wrongType: ['supplierId', '2'],
    oversize: ['postcode', 10],
  },
  ...[R.verifiedAddresses.path, R.reccoAddresses.path].map((path): RouteSample => ({
    method: 'GET',
    path,
    part: 'query',
    sample: { postcode: 'SW1A1AA' },
    required: 'postcode',
    wrongType: ['postcode', ['SW1A1AA', 'SW1A2AA']],
    oversize: ['postcode', 10],
  })),
  {
    method: 'POST',
    path: R.meterDetails.path,
    part: 'body',
    sample: { postcode: 'SW1A 1AA', mpanCores: [] },
    required: 'postcode',
    wrongType: ['mpanCores', 'x'],
    oversize: ['addressLine1', 150],
  },
  {
    method: 'GET',
    path: R.estimateUsage.path,
    part: 'query',
    sample: {
      houseType: 1,
      numberOfBedrooms: 1,
      occupancyFrequency: 1,
      modernisationLevel: 1,
      heatingAndCooking: 1,
    },
    required: 'houseType',
    wrongType: ['numberOfBedrooms', 'two'],
    oversize: ['postcode', 10],
  },
  { method: 'GET', path: R.estimateLists.path, part: 'none' },
  ...Object.values(SIGN_UP_LOOKUP_ROUTES).map((r) => keyRoute(r.path)),
  {
    method: 'GET',
    path: R.customerAddress.path,
    part: 'query',
    sample: key,
    required: 'switchKey',
    wrongType: ['switchKey', [KEY, KEY]],
    oversize: ['switchKey', 100],
  },
  {
    method: 'GET',
    path: R.mpan.path,
    part: 'query',
    sample: { mpan: '012345671312345678907' },
    required: 'mpan',
    wrongType: ['mpan', 'abc'],
    oversize: ['mpan', 30],
  },
  {
    method: 'POST',
    path: R.updatePersonal.path,
    part: 'body',
    sample: {
      ...key,
      titleId: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1980-01-01',
      emailAddress: 'ada@example.com',
      dayTimePhone: '07700900123',
      employmentStatusId: 1,
    },
    required: 'lastName',
    wrongType: ['titleId', '1'],
    oversize: ['firstName', 100],
  },
  {
    method: 'POST',
    path: R.updateAddress.path,
    part: 'body',
    sample: {
      ...key,
      residentialAddresses: { present: { lengthOfResidencyInMonths: 48, residentialStatusId: 1 } },
    },
    required: 'residentialAddresses',
    wrongType: ['residentialAddresses', []],
    oversize: ['switchKey', 100],
  },
  {
    method: 'POST',
    path: R.updateTerms.path,
    part: 'body',
    sample: { ...key, suppliersTermsAndConditionsAreAccepted: true },
    required: 'suppliersTermsAndConditionsAreAccepted',
    wrongType: ['mprnNumber', 1234567],
    oversize: ['mprnNumber', 10],
  },
  {
    method: 'POST',
    path: R.updateBank.path,
    part: 'body',
    sample: {
      ...key,
      accountName: 'A Lovelace',
      sortCode: '089999',
      accountNumber: '66374958',
      preferredDirectDebitDay: 1,
      isAuthorisedToSetupDirectDebits: true,
    },
    required: 'accountNumber',
    wrongType: ['preferredDirectDebitDay', '1'],
    oversize: ['accountName', 100],
  },
  {
    method: 'POST',
    path: R.bankValid.path,
    part: 'body',
    sample: { ...key, sortCode: '089999', accountNumber: '66374958' },
    required: 'sortCode',
    wrongType: ['accountNumber', 66374958],
    oversize: ['sortCode', 8],
  },
  keyRoute(R.switchPlan.path),
  {
    method: 'POST',
    path: R.complete.path,
    part: 'body',
    sample: { ...key, switchCompleteOption: 'None' },
    required: 'switchCompleteOption',
    wrongType: ['switchCompleteOption', 0],
    oversize: ['switchKey', 100],
  },
  {
    method: 'POST',
    path: R.alreadySwitched.path,
    part: 'body',
    sample: { switchId: '1234567890' },
    required: 'switchId',
    wrongType: ['switchId', 1234567890],
    oversize: ['switchId', 64],
  },
  {
    method: 'POST',
    path: R.evByRegistration.path,
    part: 'body',
    sample: { registrationNumber: 'EV21ABC' },
    required: 'registrationNumber',
    wrongType: ['registrationNumber', 21],
    oversize: ['registrationNumber', 10],
  },
  { method: 'GET', path: R.evMakes.path, part: 'none' },
  {
    method: 'GET',
    path: R.evModels.path,
    url: fillPath(R.evModels.path, { id: 'x' }),
    part: 'params',
    wrongType: ['id', 'x'],
  },
  {
    method: 'GET',
    path: R.evEngineSizes.path,
    url: fillPath(R.evEngineSizes.path, { id: 'x' }),
    part: 'params',
    wrongType: ['id', 'x'],
  },
  {
    method: 'POST',
    path: R.carbonEquivalent.path,
    part: 'query',
    body: 2.58,
    sample: { uuid: '00000000-0000-4000-8000-000000000000' },
    required: 'uuid',
    wrongType: ['uuid', ['a', 'b']],
    oversize: ['uuid', 36],
  },
  { method: 'GET', path: R.carbonProjects.path, part: 'none' },
  {
    method: 'POST',
    path: R.carbonPayment.path,
    part: 'body',
    sample: { uuid: '00000000-0000-4000-8000-000000000000', projectId: 1, percentage: 50 },
    required: 'projectId',
    wrongType: ['percentage', '50'],
    oversize: ['uuid', 36],
  },
  {
    method: 'GET',
    path: R.carbonPaymentUpdate.path,
    part: 'query',
    sample: { id: '00000000-0000-4000-8000-000000000000', oid: 'abc' },
    required: 'oid',
    wrongType: ['oid', ['a', 'b']],
    oversize: ['oid', 64],
  },
];
