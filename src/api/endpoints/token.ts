import type { AxiosInstance } from 'axios';
import { relativePath, ROOT_ROUTES } from '../../../contract/api/routes';

/** The reply of `POST /auth/token`. */
export interface TokenReply {
  token: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

/**
 * `POST auth/token` at the root base: a fresh bearer token. Presenting the current token keeps the
 * session (the server binds quotes to it), so a refresh never loses the householder's quote.
 */
export async function requestToken(auth: AxiosInstance, current?: string | null): Promise<TokenReply> {
  const headers = current ? { Authorization: `Bearer ${current}` } : undefined;
  const { data } = await auth.post<TokenReply>(relativePath(ROOT_ROUTES.token.path), {}, { headers });
  return data;
}
