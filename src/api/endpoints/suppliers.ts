import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type {
  SupplierItem,
  SuppliersReply,
  SuppliersRequest,
  TariffItem,
  TariffsReply,
  TariffsRequest,
} from '../../../contract/api/tariffs';

export type { SupplierItem, SuppliersRequest, TariffItem, TariffsRequest };

/** `POST suppliers`: the supplier lists for a switch type (dual-distinct answers both single lists). */
export async function fetchSuppliers(
  api: AxiosInstance,
  request: SuppliersRequest,
): Promise<SuppliersReply['suppliersDto']> {
  const { data } = await api.post<SuppliersReply>(relativePath(API_ROUTES.suppliers.path), request);
  return data.suppliersDto ?? {};
}

/** `POST tariffs`: a supplier's tariffs in the region, for the pay method and meter. */
export async function fetchTariffs(api: AxiosInstance, request: TariffsRequest): Promise<TariffItem[]> {
  const { data } = await api.post<TariffsReply>(relativePath(API_ROUTES.tariffs.path), request);
  return data.tariffsDto?.tariffs ?? [];
}
