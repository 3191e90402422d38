import type { AxiosInstance } from 'axios';

/**
 * `POST {apiBase}/request/customer/whitelabel/switch/complete` with `{ switchId }`.
 * @returns whether the server says the switch is already complete (any truthy reply).
 */
export async function checkAlreadySwitched(api: AxiosInstance, switchId: string): Promise<boolean> {
  const { data } = await api.post<unknown>('request/customer/whitelabel/switch/complete', { switchId });
  return Boolean(data);
}
