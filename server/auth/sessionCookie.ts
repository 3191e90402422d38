import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The session cookie: the bearer token's session (`sid`, `sat`) with an HMAC, so a page GET (which
 * carries no bearer token) knows whose journey it shows. It is HttpOnly (no script reads it),
 * SameSite=Strict (no other site's link or form sends it), Secure when TLS is terminated in front,
 * and lives as long as the session may be carried on. It never authorises an API call: those need
 * the bearer token.
 */
const SESSION_COOKIE = 'session';

/** The session a cookie names. */
export interface CookieSession {
  sid: string;
  /** When the session started, seconds since the epoch. */
  sat: number;
}

/** The MAC of a cookie value; the `cookie.` prefix keeps it apart from a token's signature. */
const mac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`cookie.${body}`).digest('base64url');

/**
 * The `Set-Cookie` header value naming `session`, valid until the session ends (`sessionSeconds`
 * after its start).
 */
export function sessionCookieHeader(
  key: Buffer,
  session: CookieSession,
  opts: { sessionSeconds: number; secure: boolean; now?: number },
): string {
  const body = `${session.sid}.${session.sat}`;
  const nowSeconds = Math.floor((opts.now ?? Date.now()) / 1000);
  const maxAge = Math.max(0, session.sat + opts.sessionSeconds - nowSeconds);
  const attributes = [`Max-Age=${maxAge}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (opts.secure) attributes.push('Secure');
  return [`${SESSION_COOKIE}=${body}.${mac(key, body)}`, ...attributes].join('; ');
}

/** The raw value of the session cookie in a `Cookie` header, if any. */
function cookieValue(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The session a request's cookie names, when its MAC holds and the session has not ended; otherwise
 * null (no cookie, forged, or too old).
 */
export function readSessionCookie(
  key: Buffer,
  req: Pick<FastifyRequest, 'headers'>,
  sessionSeconds: number,
  now = Date.now(),
): CookieSession | null {
  const value = cookieValue(req.headers.cookie);
  const parts = value?.split('.');
  if (!parts || parts.length !== 3) return null;
  const [sid, satText, given] = parts;
  const expected = Buffer.from(mac(key, `${sid}.${satText}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given))) return null;
  const sat = Number(satText);
  if (!Number.isSafeInteger(sat) || sid.length < 16) return null;
  if (now / 1000 - sat >= sessionSeconds) return null;
  return { sid, sat };
}

/**
 * Whether a request comes from a page of this site: its `Origin` names the host the request was sent
 * to (behind a trusted proxy, the forwarded host; the scheme is left out, since a proxy that
 * terminates TLS may not say it). A browser sends `Origin` on every POST; a
 * request without one (not a browser page) or from elsewhere is not the site's. The token call takes
 * the cookie's session only from such a request: the cookie alone never decides anything for a call
 * another site makes.
 */
export function isSameOrigin(req: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
  const origin = req.headers.origin;
  if (!origin || !req.host) return false;
  try {
    return new URL(origin).host === req.host.toLowerCase();
  } catch {
    return false;
  }
}
