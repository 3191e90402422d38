import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSession } from './sessionCookie.js';
import { newSession } from './token.js';

/**
 * The one place a visit gets a new session: a page load or a token call that carries no session on
 * (no live token of the tab's own, no usable session cookie). Each one counts in the `newSession`
 * limit of the client's address (server/http/rate-limit.ts), so a client cannot mint sessions, and
 * with them fresh per-session allowances, without bound. Throws a 429 reply once the address's
 * allowance for the minute is used up.
 *
 * A session carried on (a refresh, a new tab joining the cookie's session) does not come here, and
 * neither does a renewal of a live session (a new id with the journey's data carried over, at the
 * privilege changes): that is the same visit, not a new one, and must not spend the address's
 * allowance.
 */
export async function mintSession(
  req: FastifyRequest,
  reply: FastifyReply,
  now: number,
): Promise<CookieSession> {
  await req.server.countRate(req, reply, 'newSession');
  return newSession(now);
}
