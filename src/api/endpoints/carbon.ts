import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type {
  CarbonEquivalentReply,
  CarbonPaymentReply,
  CarbonPaymentRequest,
  CarbonPaymentUpdateReply,
  CarbonProjectsReply,
} from '../../../contract/api/carbon';

export type { CarbonEquivalentReply, CarbonPaymentReply, CarbonPaymentUpdateReply };
/** One offsetting project (spec section 3; `discription` is spelled as the API spells it). */
export type CarbonProject = CarbonProjectsReply['projects'][number];

/**
 * `POST {apiBase}/request/clevel/customer/carbonoffset?uuid`: the carbon equivalent of a completed
 * switch (names, footprint, the server's prices and any payment). The footprint in the body is the
 * one the app shows, in tonnes (kg / 1000); the server prices from its own.
 */
export async function getCarbonEquivalent(
  api: AxiosInstance,
  uuid: string,
  footprintTonnes?: number,
  /** True where a failure must not leave the page (Switch Complete's optional carbon panel). */
  ignoreErrors = false,
): Promise<CarbonEquivalentReply> {
  const { data } = await api.post<CarbonEquivalentReply>(
    relativePath(API_ROUTES.carbonEquivalent.path),
    footprintTonnes === undefined ? {} : { carbonFootprint: footprintTonnes },
    { params: { uuid }, ignoreErrors },
  );
  return data;
}

/**
 * `GET {apiBase}/request/clevel/projects`: the offsetting projects. Any failure, a 500 included, is
 * the caller's to show (spec section 8: the fetch-issue message), never the error page.
 */
export async function getCarbonProjects(api: AxiosInstance): Promise<CarbonProject[]> {
  const { data } = await api.get<CarbonProjectsReply>(relativePath(API_ROUTES.carbonProjects.path), {
    ignoreErrors: true,
  });
  return data.projects;
}

/** `POST {apiBase}/request/clevel/customer/carbonoffset/payment`: an order and its checkout URL. */
export async function startCarbonPayment(
  api: AxiosInstance,
  request: CarbonPaymentRequest,
): Promise<CarbonPaymentReply> {
  const { data } = await api.post<CarbonPaymentReply>(relativePath(API_ROUTES.carbonPayment.path), request);
  return data;
}

/**
 * `GET {apiBase}/request/clevel/customer/carbonoffset/payment/update?id&oid&c`: processes the return
 * from the checkout. The same return processed again answers the same (one payment).
 */
export async function updateCarbonPayment(
  api: AxiosInstance,
  query: { id: string; oid: string; c?: string },
): Promise<CarbonPaymentUpdateReply> {
  const { data } = await api.get<CarbonPaymentUpdateReply>(
    relativePath(API_ROUTES.carbonPaymentUpdate.path),
    { params: query },
  );
  return data;
}
