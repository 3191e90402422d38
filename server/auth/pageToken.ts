import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageToken } from '../../contract/pageToken.js';
import { issueWithCookie, type TokenLifetimes } from './plugin.js';
import { readSessionCookie } from './sessionCookie.js';

/** Issues the token a page is sent with (contract/pageToken.ts). */
export type PageTokenIssuer = (req: FastifyRequest, reply: FastifyReply) => PageToken;

/**
 * The token a page load is sent with, as the token call would answer a tab without a token of its
 * own: in the session the session cookie names (a page GET carries it only from this site:
 * SameSite=Strict), else in a new one, with the session cookie set. A page is read only by its own
 * origin, so the token reaches no other site. It is not counted in the rate limits: the page itself is
 * not (a token costs one HMAC, less than the page), and counting it per address would spend the token
 * call's allowance of everyone behind one address on page loads.
 */
export function pageTokenIssuer(key: Buffer, life: TokenLifetimes): PageTokenIssuer {
  return (req, reply) => {
    const now = Date.now();
    const session = readSessionCookie(key, req, life.sessionSeconds, now) ?? undefined;
    return { token: issueWithCookie(key, life, reply, now, session), expiresIn: life.ttlSeconds };
  };
}
