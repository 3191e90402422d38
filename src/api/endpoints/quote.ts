import type { AxiosInstance } from 'axios';
import { QUOTE_ROUTES, relativePath } from '../../../contract/api/routes';
import type { QuoteCreatedReply, QuoteRequest } from '../../../contract/api/quotes';

export type { QuoteCreatedReply, QuoteRequest };

/** The four quote creation paths (spec section 7), by switch type, relative to the API base. */
export const QUOTE_PATHS = Object.fromEntries(
  Object.entries(QUOTE_ROUTES).map(([type, route]) => [type, relativePath(route.path)]),
) as Record<keyof typeof QUOTE_ROUTES, string>;

/** `POST switch/v2/{...}`: creates the quote; the reply carries the switch id. */
export async function createQuote(
  api: AxiosInstance,
  path: string,
  body: QuoteRequest,
): Promise<QuoteCreatedReply['geniusSwitchDto']> {
  const { data } = await api.post<QuoteCreatedReply>(path, body);
  return data.geniusSwitchDto;
}
