import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageToken } from '../../contract/pageToken.js';
import { HttpError } from '../http/errors.js';
import { mintSession } from './mint.js';
import { issueWithCookie, type TokenLifetimes } from './plugin.js';
import { readSessionCookie } from './sessionCookie.js';

/**
 * Issues the token a page is sent with (contract/pageToken.ts); null when the page must go without
 * one (its address has minted all the sessions it may this minute).
 */
export type PageTokenIssuer = (req: FastifyRequest, reply: FastifyReply) => Promise<PageToken | null>;

/**
 * The token a page load is sent with, as the token call would answer a tab without a token of its
 * own: in the session the session cookie names (a page GET carries it only from this site:
 * SameSite=Strict), else in a new one, with the session cookie set. A page is read only by its own
 * origin, so the token reaches no other site. A page carrying its session on is not counted in the
 * rate limits (a token costs one HMAC, less than the page); one that mints a session counts in its
 * address's `newSession` limit (server/auth/mint.ts), like a token call that does. Past that limit the
 * page is still sent, without a token or session: the app's own token call then meets the limit and
 * says so.
 */
export function pageTokenIssuer(key: Buffer, life: TokenLifetimes): PageTokenIssuer {
  return async (req, reply) => {
    const now = Date.now();
    let session = readSessionCookie(key, req, life.sessionSeconds, now);
    if (!session) {
      try {
        session = await mintSession(req, reply, now);
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
        // The page itself is not refused: no wait applies to it.
        reply.removeHeader('retry-after');
        return null;
      }
    }
    return { token: issueWithCookie(key, life, reply, now, session), expiresIn: life.ttlSeconds };
  };
}
