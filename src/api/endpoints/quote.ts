import type { AxiosInstance } from 'axios';
import type { QuoteCreatedReply, QuoteRequest } from '../../../contract/api/quotes';

export type { QuoteCreatedReply, QuoteRequest };

/** The four quote creation paths (spec section 7), by switch type. */
export const QUOTE_PATHS = {
  gasToGas: 'request/switch/v2/gas',
  electricityToElectricity: 'request/switch/v2/electricity',
  dualConsolidatedToDualConsolidated: 'request/switch/v2/dual-consolidated',
  dualDistinctToDualConsolidated: 'request/switch/v2/dual-distinct',
} as const;

/** `POST switch/v2/{...}`: creates the quote; the reply carries the switch id. */
export async function createQuote(
  api: AxiosInstance,
  path: string,
  body: QuoteRequest,
): Promise<QuoteCreatedReply['geniusSwitchDto']> {
  const { data } = await api.post<QuoteCreatedReply>(path, body);
  return data.geniusSwitchDto;
}
