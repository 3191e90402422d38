import type { SwitchType } from './common.js';

/**
 * Every route of the API, declared once: the server registers these paths, the app's endpoint
 * functions call them and the tests walk them (a test fails when the server registers a route that
 * is not here). Paths are relative to the API base (`API_BASE`, `/api` by default) except the
 * {@link ROOT_ROUTES}. `:name` marks a path parameter ({@link fillPath}).
 */

/** One route: its method and path. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
}

const post = <P extends string>(path: P) => ({ method: 'POST', path }) as const;
const get = <P extends string>(path: P) => ({ method: 'GET', path }) as const;

/** Quote creation, one path per switch type (spec section 7). */
export const QUOTE_ROUTES = {
  gasToGas: post('/request/switch/v2/gas'),
  electricityToElectricity: post('/request/switch/v2/electricity'),
  dualConsolidatedToDualConsolidated: post('/request/switch/v2/dual-consolidated'),
  dualDistinctToDualConsolidated: post('/request/switch/v2/dual-distinct'),
} as const satisfies Record<SwitchType, ApiRoute>;

/** The sign-up lookup lists (`switch/pro/detail/<list>`), by the reply property that holds the list. */
export const SIGN_UP_LOOKUP_ROUTES = {
  employmentStatuses: post('/request/switch/pro/detail/employment-statuses'),
  titles: post('/request/switch/pro/detail/titles'),
  specialNeeds: post('/request/switch/pro/detail/special-needs'),
  residentialStatuses: post('/request/switch/pro/detail/residential-statuses'),
  directDebitDays: post('/request/switch/pro/detail/direct-debit-days'),
  prepayments: post('/request/switch/pro/detail/prepayment-meter-types'),
} as const;

/** Every other route under the API base, by name. */
export const API_ROUTES = {
  trackRecords: post('/request/user/track-records'),
  results: post('/request/results/detail'),
  ppp: post('/request/ppp'),
  til: post('/request/til'),
  tariffInformation: post('/request/tariffs/tariff/information'),
  suppliers: post('/request/suppliers'),
  tariffs: post('/request/tariffs'),
  verifiedAddresses: get('/request/address/list/postcode'),
  reccoAddresses: get('/request/address/recco'),
  meterDetails: post('/request/address/recco/details'),
  mpan: get('/request/customer/mpan'),
  customerAddress: get('/request/switch/pro/info/address/v2'),
  estimateUsage: get('/request/estimation/usage'),
  estimateLists: get('/request/estimation/detail/all'),
  switchKey: post('/request/switch/pro/key'),
  switchPlan: post('/request/switch/pro/info/switch-plan'),
  updatePersonal: post('/request/switch/pro/update/personal'),
  updateAddress: post('/request/switch/pro/update/address'),
  updateTerms: post('/request/switch/pro/update/terms-and-conditions'),
  updateBank: post('/request/switch/pro/update/bank'),
  bankValid: post('/request/bank/is-valid'),
  complete: post('/request/switch/pro/complete'),
  alreadySwitched: post('/request/customer/whitelabel/switch/complete'),
  evByRegistration: post('/request/ev/regno'),
  evMakes: get('/request/ev/make'),
  evModels: get('/request/ev/make/:id/model'),
  evEngineSizes: get('/request/ev/model/:id/enginesize'),
  carbonEquivalent: post('/request/clevel/customer/carbonoffset'),
  carbonProjects: get('/request/clevel/projects'),
  carbonPayment: post('/request/clevel/customer/carbonoffset/payment'),
  carbonPaymentUpdate: get('/request/clevel/customer/carbonoffset/payment/update'),
} as const;

/** Routes at the site root, outside the API base and without a bearer token. */
export const ROOT_ROUTES = {
  /** Issues (and refreshes) the bearer token. */
  token: post('/auth/token'),
  /** Liveness: the process and its database answer. */
  health: get('/health'),
  /** Readiness for a load balancer: database, migrations, market data (200 or 503). */
  ready: get('/ready'),
  /** Prometheus metrics (text format), unless turned off with `METRICS=false`. */
  metrics: get('/metrics'),
} as const;

/**
 * Every route under the API base, in one list.
 * @internal For the tests only: they go through every route of the contract.
 */
export const ALL_API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(QUOTE_ROUTES),
  ...Object.values(SIGN_UP_LOOKUP_ROUTES),
  ...Object.values(API_ROUTES),
];

/** A path with its `:name` parameters filled in (values are URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** A path without its leading slash, as the app's axios clients take it (they are based at the API base or the root). */
export function relativePath(path: string): string {
  return path.replace(/^\/+/, '');
}
