import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type {
  PppReply,
  ProjectionRequest,
  ResultRow,
  ResultsDto,
  ResultsReply,
  ResultsRequest,
  TilReply,
} from '../../../contract/api/results';

export type { ProjectionRequest, ResultRow, ResultsDto, ResultsRequest };

/** A supplier appearing in the results (logo filter, supplier dropdown). */
export type ResultSupplier = NonNullable<ResultsDto['suppliers']>[number];
/** The Personal Projection breakdowns of the current, new and standard tariff, per fuel. */
export type PppDto = PppReply['pppDto'];
/** The Tariff Information Labels of the current and new tariff, per fuel. */
export type TilDto = TilReply['tilDto'];

/** `POST results/detail`: the stored quote priced and ranked cheapest first. */
export async function fetchResults(api: AxiosInstance, request: ResultsRequest): Promise<ResultsDto> {
  const { data } = await api.post<ResultsReply>(relativePath(API_ROUTES.results.path), request);
  return data.resultsInDetailDto;
}

/** `POST ppp`: Personal Projections of the current tariff and (unless `onCurrentTariff`) a new one. */
export async function fetchProjections(api: AxiosInstance, request: ProjectionRequest): Promise<PppDto> {
  const { data } = await api.post<PppReply>(relativePath(API_ROUTES.ppp.path), request);
  return data.pppDto;
}

/** `POST til`: Tariff Information Labels of the current tariff and a new one. */
export async function fetchTariffLabels(api: AxiosInstance, request: ProjectionRequest): Promise<TilDto> {
  const { data } = await api.post<TilReply>(relativePath(API_ROUTES.til.path), request);
  return data.tilDto;
}
