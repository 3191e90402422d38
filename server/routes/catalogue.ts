/**
 * Every API route with a sample of well-formed input, kept next to the routes so the bad-input test
 * (test/server/routes/bad-input.test.ts) covers each one: it checks that this list matches the
 * routes Fastify registered, then sends each route a missing field, a wrong type, an oversize string
 * and (for body routes) unparsable JSON, expecting a 400 that names the field.
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
    path: '/request/user/track-records',
    part: 'none',
  },
  ...['gas', 'electricity', 'dual-consolidated'].map((p): RouteSample => ({
    method: 'POST',
    path: `/request/switch/v2/${p}`,
    part: 'body',
    sample: quoteBase,
    required: 'tariffId',
    wrongType: ['tariffId', '1'],
    oversize: ['addressLine1', 150],
  })),
  {
    method: 'POST',
    path: '/request/switch/v2/dual-distinct',
    part: 'body',
    sample: dualDistinct,
    required: 'gasTariffId',
    wrongType: ['electricityTariffId', 'one'],
    oversize: ['postcode', 10],
  },
  {
    method: 'POST',
    path: '/request/results/detail',
    part: 'body',
    sample: { switchId: '1234567890' },
    required: 'switchId',
    wrongType: ['switchId', 1234567890],
    oversize: ['switchId', 64],
  },
  ...['/request/ppp', '/request/til'].map((path): RouteSample => ({
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
    path: '/request/tariffs/tariff/information',
    part: 'body',
    sample: { tariffId: 1 },
    required: 'tariffId',
    wrongType: ['tariffId', 'x'],
  },
  {
    method: 'POST',
    path: '/request/switch/pro/key',
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
    path: '/request/suppliers',
    part: 'body',
    sample: { postcode: 'SW1A 1AA', switchType: 'gasToGas' },
    required: 'switchType',
    wrongType: ['economy7Percentage', '42'],
    oversize: ['postcode', 10],
  },
  {
    method: 'POST',
    path: '/request/tariffs',
    part: 'body',
    sample: { postcode: 'SW1A 1AA', switchType: 'gasToGas', supplierId: 2 },
    required: 'supplierId',
    wrongType: ['supplierId', '2'],
    oversize: ['postcode', 10],
  },
  ...['/request/address/list/postcode', '/request/address/recco'].map((path): RouteSample => ({
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
    path: '/request/address/recco/details',
    part: 'body',
    sample: { postcode: 'SW1A 1AA', mpanCores: [] },
    required: 'postcode',
    wrongType: ['mpanCores', 'x'],
    oversize: ['addressLine1', 150],
  },
  {
    method: 'GET',
    path: '/request/estimation/usage',
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
  { method: 'GET', path: '/request/estimation/detail/all', part: 'none' },
  ...[
    'employment-statuses',
    'titles',
    'special-needs',
    'residential-statuses',
    'direct-debit-days',
    'prepayment-meter-types',
  ].map((d) => keyRoute(`/request/switch/pro/detail/${d}`)),
  {
    method: 'GET',
    path: '/request/switch/pro/info/address/v2',
    part: 'query',
    sample: key,
    required: 'switchKey',
    wrongType: ['switchKey', [KEY, KEY]],
    oversize: ['switchKey', 100],
  },
  {
    method: 'GET',
    path: '/request/customer/mpan',
    part: 'query',
    sample: { mpan: '012345671312345678907' },
    required: 'mpan',
    wrongType: ['mpan', 'abc'],
    oversize: ['mpan', 30],
  },
  {
    method: 'POST',
    path: '/request/switch/pro/update/personal',
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
    path: '/request/switch/pro/update/address',
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
    path: '/request/switch/pro/update/terms-and-conditions',
    part: 'body',
    sample: { ...key, suppliersTermsAndConditionsAreAccepted: true },
    required: 'suppliersTermsAndConditionsAreAccepted',
    wrongType: ['mprnNumber', 1234567],
    oversize: ['mprnNumber', 10],
  },
  {
    method: 'POST',
    path: '/request/switch/pro/update/bank',
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
    path: '/request/bank/is-valid',
    part: 'body',
    sample: { ...key, sortCode: '089999', accountNumber: '66374958' },
    required: 'sortCode',
    wrongType: ['accountNumber', 66374958],
    oversize: ['sortCode', 8],
  },
  keyRoute('/request/switch/pro/info/switch-plan'),
  {
    method: 'POST',
    path: '/request/switch/pro/complete',
    part: 'body',
    sample: { ...key, switchCompleteOption: 'None' },
    required: 'switchCompleteOption',
    wrongType: ['switchCompleteOption', 0],
    oversize: ['switchKey', 100],
  },
  {
    method: 'POST',
    path: '/request/customer/whitelabel/switch/complete',
    part: 'body',
    sample: { switchId: '1234567890' },
    required: 'switchId',
    wrongType: ['switchId', 1234567890],
    oversize: ['switchId', 64],
  },
  {
    method: 'POST',
    path: '/request/ev/regno',
    part: 'body',
    sample: { registrationNumber: 'EV21ABC' },
    required: 'registrationNumber',
    wrongType: ['registrationNumber', 21],
    oversize: ['registrationNumber', 10],
  },
  { method: 'GET', path: '/request/ev/make', part: 'none' },
  {
    method: 'GET',
    path: '/request/ev/make/:id/model',
    url: '/request/ev/make/x/model',
    part: 'params',
    wrongType: ['id', 'x'],
  },
  {
    method: 'GET',
    path: '/request/ev/model/:id/enginesize',
    url: '/request/ev/model/x/enginesize',
    part: 'params',
    wrongType: ['id', 'x'],
  },
  {
    method: 'POST',
    path: '/request/clevel/customer/carbonoffset',
    part: 'query',
    body: 2.58,
    sample: { uuid: '00000000-0000-4000-8000-000000000000' },
    required: 'uuid',
    wrongType: ['uuid', ['a', 'b']],
    oversize: ['uuid', 36],
  },
  { method: 'GET', path: '/request/clevel/projects', part: 'none' },
  {
    method: 'POST',
    path: '/request/clevel/customer/carbonoffset/payment',
    part: 'body',
    sample: { uuid: '00000000-0000-4000-8000-000000000000', projectId: 1, percentage: 50 },
    required: 'projectId',
    wrongType: ['percentage', '50'],
    oversize: ['uuid', 36],
  },
  {
    method: 'GET',
    path: '/request/clevel/customer/carbonoffset/payment/update',
    part: 'query',
    sample: { id: '00000000-0000-4000-8000-000000000000', oid: 'abc' },
    required: 'oid',
    wrongType: ['oid', ['a', 'b']],
    oversize: ['oid', 64],
  },
];
