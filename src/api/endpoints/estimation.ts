import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type {
  EstimationListsReply,
  EstimationQuery,
  EstimationReply,
} from '../../../contract/api/estimation';

export type { EstimationListsReply, EstimationQuery };

/** `GET estimation/detail/all`: the lists behind the five help-me-estimate questions. */
export async function fetchEstimateLists(api: AxiosInstance): Promise<EstimationListsReply> {
  const { data } = await api.get<EstimationListsReply>(relativePath(API_ROUTES.estimateLists.path));
  return data;
}

/**
 * `GET estimation/usage`: annual kWh per fuel from the five answers. Spec section 8: a reply other
 * than 200 gives 0 (a 401/500 has already gone to the error page through the client).
 */
export async function fetchUsageEstimate(
  api: AxiosInstance,
  query: EstimationQuery,
): Promise<{ gasUsage: number; electricityUsage: number }> {
  try {
    const { data, status } = await api.get<EstimationReply>(relativePath(API_ROUTES.estimateUsage.path), {
      params: query,
    });
    if (status !== 200) return { gasUsage: 0, electricityUsage: 0 };
    return data.estimatedUsageDto;
  } catch {
    return { gasUsage: 0, electricityUsage: 0 };
  }
}
