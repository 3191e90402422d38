import type { AxiosInstance } from 'axios';
import type { SwitchKeyReply, SwitchKeyRequest } from '../../../contract/api/switching';

export type { SwitchKeyRequest };

/** `POST switch/pro/key`: opens a new sign-up of the quote for the chosen tariff; answers its key. */
export async function requestSwitchKey(api: AxiosInstance, request: SwitchKeyRequest): Promise<string> {
  const { data } = await api.post<SwitchKeyReply>('request/switch/pro/key', request);
  return data.geniusSwitchKeyDto.switchKey;
}
