import { ROOT_ROUTES } from '../../../contract/api/routes.js';

/**
 * Every route outside the API base (the token, /health, /ready, /metrics, the sandbox checkout, the affiliate pixel
 * and the supplier logos) with a sample of well-formed input, for the fuzz (fuzz.test.ts), which
 * checks that this list and catalogue.ts together cover every route the app registered.
 */
export interface RootRouteSample {
  method: 'GET' | 'POST';
  /** The path as registered (`:name` marks a parameter). */
  path: string;
  /** Well-formed input per part; a part left out is not sent. */
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
  /**
   * A browser page (the sandbox checkout): its "not found" is an HTML page for the householder,
   * not the API's JSON error. Its 400s (bad input) are still in the documented shape.
   */
  page?: boolean;
}

const ORDER = { orderId: '0123456789abcdef' };

/** The route list; the fuzz fails when a registered root route is missing here. */
export const ROOT_CATALOGUE: RootRouteSample[] = [
  { method: 'POST', path: ROOT_ROUTES.token.path, body: {} },
  { method: 'GET', path: ROOT_ROUTES.health.path },
  { method: 'GET', path: ROOT_ROUTES.ready.path },
  { method: 'GET', path: ROOT_ROUTES.metrics.path },
  { method: 'GET', path: '/sandbox/checkout.js' },
  { method: 'GET', path: '/sandbox/checkout.css' },
  { method: 'GET', path: '/sandbox/checkout/:orderId', params: ORDER, page: true },
  { method: 'POST', path: '/sandbox/checkout/:orderId/pay', params: ORDER, page: true },
  { method: 'POST', path: '/sandbox/checkout/:orderId/fail', params: ORDER, page: true },
  {
    method: 'GET',
    path: '/sandbox/affiliate/pixel.gif',
    query: { event: '1106', ref: 'owner-ref', switchId: '1234567890', cost: 812.5 },
  },
  { method: 'GET', path: '/supplier-logos/:file', params: { file: '2.svg' }, query: { v: 'abc' } },
];
