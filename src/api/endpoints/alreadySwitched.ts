import type { AxiosInstance } from 'axios';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';

/**
 * `POST {apiBase}/request/customer/whitelabel/switch/complete` with `{ switchId }`.
 * @returns whether the server says the switch is already complete (any truthy reply).
 */
export async function checkAlreadySwitched(api: AxiosInstance, switchId: string): Promise<boolean> {
  const { data } = await api.post<unknown>(relativePath(API_ROUTES.alreadySwitched.path), { switchId });
  return Boolean(data);
}
