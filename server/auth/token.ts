import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a bearer token carries: no personal data, only its own identity and lifetime. */
export interface TokenClaims {
  /** Random token id. */
  jti: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** Issues a signed token `v1.<claims>.<hmac>` valid for `ttlSeconds` from `now` (ms). */
export function issueToken(
  key: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { jti: randomBytes(9).toString('base64url'), iat, exp: iat + ttlSeconds };
  const body = `v1.${b64(JSON.stringify(claims))}`;
  return { token: `${body}.${sign(key, body)}`, claims };
}

/** Why a token was refused; the 401 reply says this. */
export type TokenProblem = 'missing' | 'malformed' | 'bad signature' | 'expired';

/** Verifies a token's signature and expiry; returns its claims or the problem. */
export function verifyToken(
  key: Buffer,
  token: string | undefined,
  now = Date.now(),
): TokenClaims | TokenProblem {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return 'malformed';
  const expected = Buffer.from(sign(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad signature';
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
  } catch {
    return 'malformed';
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return 'expired';
  return claims;
}
