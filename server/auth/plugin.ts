import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROOT_ROUTES } from '../../contract/api/routes.js';
import { errorReply } from '../http/errors.js';
import { mintSession } from './mint.js';
import { isSameOrigin, readSessionCookie, sessionCookieHeader, type CookieSession } from './sessionCookie.js';
import { issueToken, readSignedToken, verifyToken, type TokenClaims } from './token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified bearer token of this request (set on every API route). */
    token?: TokenClaims;
  }
}

const tokenReply = {
  type: 'object',
  required: ['token', 'expiresIn'],
  properties: { token: { type: 'string' }, expiresIn: { type: 'integer' }, tokenType: { type: 'string' } },
} as const;

/** The bearer token of a request's `Authorization` header, if it has one. */
const bearerOf = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Lifetimes of the token route. */
export interface TokenLifetimes {
  /** A token's lifetime in seconds (the app refreshes every 10 s). */
  ttlSeconds: number;
  /** How long a session may be carried on by refreshes, in seconds. */
  sessionSeconds: number;
  /** Whether the session cookie is `Secure` (TLS is terminated in front: `TLS_TERMINATED`). */
  secureCookie: boolean;
}

/** The token route's lifetimes from the server's configuration (one reading for the route and the pages). */
export function tokenLifetimes(config: {
  tokenTtlSeconds: number;
  sessionSeconds: number;
  tlsTerminated: boolean;
}): TokenLifetimes {
  return {
    ttlSeconds: config.tokenTtlSeconds,
    sessionSeconds: config.sessionSeconds,
    secureCookie: config.tlsTerminated,
  };
}

/**
 * `POST /auth/token` at the root base: issues a signed, short-lived bearer token to any visitor.
 * A caller that presents its current token (`Authorization: Bearer ...`, expired or not) gets a
 * token of the same session, so a refresh keeps the quotes the session made; a session is carried
 * on for `sessionSeconds` from its start. A caller without a token (a new tab) carries on the session
 * its session cookie names, when the call comes from a page of this site (`Origin`): every tab of a
 * browser then shares one session, so the cookie a page load reads always names the session of the
 * tab's journey. Otherwise (no token, or one that is forged or too old, and no usable cookie) the
 * caller gets a new session (server/auth/mint.ts: counted per address, 429 past its limit). Every
 * reply sets the session cookie (server/auth/sessionCookie.ts).
 */
export function registerTokenRoute(app: FastifyInstance, key: Buffer, life: TokenLifetimes): void {
  app.post(
    ROOT_ROUTES.token.path,
    {
      schema: {
        body: { type: ['object', 'null'], additionalProperties: true, properties: {} },
        response: { 200: tokenReply },
      },
    },
    async (req, reply) => {
      const now = Date.now();
      const bearer = bearerOf(req);
      const current = readSignedToken(key, bearer);
      const carriesOn = typeof current !== 'string' && now / 1000 - current.sat < life.sessionSeconds;
      // Only a tab with no token of its own joins the cookie's session: a token always names its own.
      const fromCookie =
        bearer === undefined && isSameOrigin(req)
          ? readSessionCookie(key, req, life.sessionSeconds, now)
          : null;
      const session = carriesOn ? current : (fromCookie ?? (await mintSession(req, reply, now)));
      const token = issueWithCookie(key, life, reply, now, session);
      return { token, expiresIn: life.ttlSeconds, tokenType: 'Bearer' };
    },
  );
}

/**
 * Issues a token in `session` (carried on, or minted by server/auth/mint.ts) and sets the session
 * cookie naming it on `reply`: what the token call and a page sent with its token
 * (server/auth/pageToken.ts) both do.
 */
export function issueWithCookie(
  key: Buffer,
  life: TokenLifetimes,
  reply: FastifyReply,
  now: number,
  session: CookieSession,
): string {
  const { token, claims } = issueToken(key, life.ttlSeconds, now, session);
  const cookie = { sessionSeconds: life.sessionSeconds, secure: life.secureCookie, now };
  reply.header('set-cookie', sessionCookieHeader(key, claims, cookie));
  return token;
}

/** Adds a hook to `scope` that answers 401 unless the request carries a valid, unexpired bearer token. */
export function requireToken(scope: FastifyInstance, key: Buffer): void {
  scope.addHook('onRequest', async (req: FastifyRequest, reply) => {
    const result = verifyToken(key, bearerOf(req));
    if (typeof result === 'string') {
      return reply.code(401).send(errorReply(401, `Bearer token ${result}`));
    }
    req.token = result;
  });
}

/** The session of an API request (the bearer token's `sid`; every API route has a verified token). */
export function sessionOf(req: FastifyRequest): string {
  if (!req.token) throw new Error('sessionOf: the request has no verified token');
  return req.token.sid;
}
