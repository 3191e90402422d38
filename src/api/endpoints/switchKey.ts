import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type { SwitchKeyReply, SwitchKeyRequest } from '../../../contract/api/switching';

export type { SwitchKeyRequest };

/** `POST switch/pro/key`: opens a new sign-up of the quote for the chosen tariff; answers its key. */
export async function requestSwitchKey(api: AxiosInstance, request: SwitchKeyRequest): Promise<string> {
  const { data } = await api.post<SwitchKeyReply>(relativePath(API_ROUTES.switchKey.path), request);
  return data.geniusSwitchKeyDto.switchKey;
}
