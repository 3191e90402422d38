import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What a bearer token carries: no personal data, only its identity, its session and its lifetime. */
export interface TokenClaims {
  /** Random token id. */
  jti: string;
  /**
   * Random session id: the same across refreshes of one visit. Quotes and completed switches are
   * bound to it, so a switch id opens results and sign-up only for the visit that made it.
   */
  sid: string;
  /** When the session started, seconds since the epoch (a refresh keeps it; sessions end after a day). */
  sat: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch. */
  exp: number;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

function sign(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/**
 * A new session starting at `now` (ms): a random id. A new visit's session is minted in one place,
 * server/auth/mint.ts, which counts it in its address's `newSession` limit; a renewal of a live
 * session (a new id, the journey's data carried) also takes its id here, and is not counted.
 */
export function newSession(now: number): { sid: string; sat: number } {
  return { sid: randomBytes(16).toString('base64url'), sat: Math.floor(now / 1000) };
}

/** Issues a signed token `v1.<claims>.<hmac>` valid for `ttlSeconds` from `now` (ms), in `session`. */
export function issueToken(
  key: Buffer,
  ttlSeconds: number,
  now: number,
  session: { sid: string; sat: number },
): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    jti: randomBytes(9).toString('base64url'),
    sid: session.sid,
    sat: session.sat,
    iat,
    exp: iat + ttlSeconds,
  };
  const body = `v1.${b64(JSON.stringify(claims))}`;
  return { token: `${body}.${sign(key, body)}`, claims };
}

/** Why a token was refused; the 401 reply says this. */
export type TokenProblem = 'missing' | 'malformed' | 'bad signature' | 'expired';

const isInt = (v: unknown): v is number => Number.isSafeInteger(v);

/** True when `v` has every claim with its type: a signed token with other claims is malformed. */
function isClaims(v: unknown): v is TokenClaims {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c.jti === 'string' &&
    typeof c.sid === 'string' &&
    c.sid.length >= 16 &&
    isInt(c.sat) &&
    isInt(c.iat) &&
    isInt(c.exp)
  );
}

/** Checks a token's signature and claims, whatever its expiry; returns the claims or the problem. */
export function readSignedToken(key: Buffer, token: string | undefined): TokenClaims | TokenProblem {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== 'v1') return 'malformed';
  const expected = Buffer.from(sign(key, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad signature';
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return 'malformed';
  }
  return isClaims(claims) ? claims : 'malformed';
}

/** Verifies a token's signature, claims and expiry; returns its claims or the problem. */
export function verifyToken(
  key: Buffer,
  token: string | undefined,
  now = Date.now(),
): TokenClaims | TokenProblem {
  const claims = readSignedToken(key, token);
  if (typeof claims === 'string') return claims;
  if (claims.exp * 1000 <= now) return 'expired';
  return claims;
}
