/**
 * Guards on the server (issue 23 item 3): a page opened without the data it needs answers a redirect
 * before any page is sent, as the app's own guard would send it (src/router/guard.ts), rather than a
 * page that loads and then bounces in the browser. The session is the one the session cookie names
 * (server/auth/sessionCookie.ts); the app's guard still runs for navigation inside the app.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.js';
import { readSessionCookie } from '../auth/sessionCookie.js';

/**
 * What a page needs from earlier in the journey: a quote, a tariff chosen with Switch Now
 * (`switchKey`), a completed switch (`switched`), or a switch whose carbon offset the session may open
 * (`customer`: the carbon offset page's customer id).
 */
export type PageNeed = 'quote' | 'switchKey' | 'switched' | 'customer';

/** A need of a page and where a request without it goes (a path of the app). */
export interface PageRequirement {
  need: PageNeed;
  to: string;
}

/** The needs a request's session meets. */
export type NeedsOf = (req: FastifyRequest) => Promise<ReadonlySet<PageNeed>>;

const NONE: ReadonlySet<PageNeed> = new Set();

/**
 * Reads the needs the session of a request's cookie meets, in one query. Each is whether the session
 * has any such record, not whether the tab's own quote does: the server must never be stricter than
 * the app (which knows the tab's quote), only catch a page opened with nothing at all behind it (a new
 * browser, a shared link, a bookmark). The app's guard then checks the tab's own quote.
 */
export function sessionNeeds(db: Db, tokenKey: Buffer, sessionSeconds: number): NeedsOf {
  return async (req) => {
    const session = readSessionCookie(tokenKey, req, sessionSeconds);
    if (!session) return NONE;
    const [row] = await db.query<Record<PageNeed, boolean>>(
      `SELECT EXISTS (SELECT 1 FROM quotes WHERE session_id = $1) AS "quote",
              EXISTS (SELECT 1 FROM quotes q JOIN switches s ON s.switch_id = q.switch_id
                       WHERE q.session_id = $1) AS "switchKey",
              EXISTS (SELECT 1 FROM quotes WHERE session_id = $1 AND completed_switch IS NOT NULL) AS "switched",
              EXISTS (SELECT 1 FROM switches WHERE completed_session = $1)
                OR EXISTS (SELECT 1 FROM switch_access WHERE session_id = $1) AS "customer"`,
      [session.sid],
    );
    return new Set((Object.keys(row) as PageNeed[]).filter((need) => row[need] === true));
  };
}

/** Query parameter of a redirect to the quote form for want of a quote: the form says why in one line. */
const STARTING_AGAIN_PARAM = 'from';

/**
 * Where a request for a page with `requires` goes, given the needs its session meets: the target of
 * the first unmet need (in order, as the app's guard checks them), or null to open the page. A page
 * sent back to the quote form for want of a quote names itself in `from`, so the form can say why.
 */
export function guardTarget(
  requires: readonly PageRequirement[] | undefined,
  met: ReadonlySet<PageNeed>,
  path: string,
): string | null {
  const unmet = requires?.find((r) => !met.has(r.need));
  if (!unmet) return null;
  const forWantOfQuote = !met.has('quote') && (unmet.need === 'quote' || unmet.need === 'switched');
  if (!forWantOfQuote) return unmet.to;
  return `${unmet.to}?${new URLSearchParams({ [STARTING_AGAIN_PARAM]: path }).toString()}`;
}
