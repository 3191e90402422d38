import type { AxiosInstance } from 'axios';
import { relativePath, ROOT_ROUTES } from '../../../contract/api/routes';

/** The reply of `POST /auth/token`. */
export interface TokenReply {
  token: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

/** `POST auth/token` at the root base: a fresh bearer token. */
export async function requestToken(auth: AxiosInstance): Promise<TokenReply> {
  const { data } = await auth.post<TokenReply>(relativePath(ROOT_ROUTES.token.path), {});
  return data;
}
