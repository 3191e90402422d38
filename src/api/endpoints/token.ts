import type { AxiosInstance } from 'axios';

/** The reply of `POST /auth/token`. */
export interface TokenReply {
  token: string;
  /** Lifetime in seconds. */
  expiresIn: number;
}

/** `POST auth/token` at the root base: a fresh bearer token. */
export async function requestToken(auth: AxiosInstance): Promise<TokenReply> {
  const { data } = await auth.post<TokenReply>('auth/token', {});
  return data;
}
