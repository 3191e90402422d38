import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type { TariffInfoReply } from '../../../contract/api/tariffs';

/** A tariff's supplier and product facts for the tariff-details page. */
export type TariffInfo = TariffInfoReply['tariffInfoDto'];

/** `POST tariffs/tariff/information` with `{ tariffId }`. */
export async function fetchTariffInfo(api: AxiosInstance, tariffId: number): Promise<TariffInfo> {
  const { data } = await api.post<TariffInfoReply>(relativePath(API_ROUTES.tariffInformation.path), {
    tariffId,
  });
  return data.tariffInfoDto;
}
