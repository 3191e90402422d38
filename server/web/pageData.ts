/**
 * The data the server renders a page with (issue 23 item 1), read for the session the request's
 * cookie names (server/auth/sessionCookie.ts), for the session's latest quote not yet switched (a
 * switched one's pages send the app to Switch Complete). The results page: the quote priced as
 * `POST /request/results/detail` prices it with every payment method (what the app asks for), with the
 * current tariff's projection as `ppp` gives it, so the first paint shows the ranked tariffs and the
 * current tariff rather than a page waiting for its data. Tariff details: the tariff's information,
 * projections and labels as its three calls give them, priced for the payment method the address names
 * (More Info's choice), else the quote's proposed one, as the page chooses. Switch Complete: the switch
 * the session completed last, as completing it answered (its Thank you, supplier and references), and
 * its carbon offset (the panel).
 * Carbon offset: that switch's carbon equivalent and the projects, as the page's two calls give them.
 */
import type { FastifyRequest } from 'fastify';
import type { ResultsDto } from '../../contract/api/results.js';
import type { PayMethodName } from '../../contract/api/common.js';
import { detailsPayMethodOf, type CarbonOffsetData, type PageData } from '../../contract/pageData.js';
import type { Db } from '../db/db.js';
import { readSessionCookie } from '../auth/sessionCookie.js';
import { loadQuote, type LoadedQuote } from '../quotes/load.js';
import { resultsReply } from '../quotes/results-reply.js';
import { payMethodsFor } from '../quotes/price.js';
import { pppReply, tilReply } from '../routes/projections.js';
import { tariffInfoReply } from '../routes/tariffs.js';
import { carbonEquivalentReply } from '../routes/carbon.js';
import { listCarbonProjects } from '../market/index.js';
import { dataKeyring, type Secrets } from '../secrets.js';
import { sealer } from '../switching/seal.js';
import { openRecord } from '../switching/store.js';
import type { Switched } from '../switching/types.js';

/** The page data of a request for the route named `route`, or null: the page renders in the browser. */
export type PageDataOf = (req: FastifyRequest, route: string) => Promise<PageData | null>;

type Details = NonNullable<PageData['details']>;

/** The routes the server renders with their data. */
const SERVER_RENDERED = new Set(['quoteResults', 'tariffDetails', 'switchComplete', 'carbonOffset']);

/** The tariff id of a tariff details path (`/tariff-details/<id>`), as the page reads it, or null. */
function tariffIdOfPath(url: string): number | null {
  const m = /^\/tariff-details\/([1-9][0-9]{0,9})\/?(?:\?|$)/.exec(url);
  const id = m ? Number(m[1]) : NaN;
  return id <= 2147483647 ? id : null;
}

/** A reply the page can do without (it asks again), or undefined when it cannot be had now. */
async function optional<T>(reply: Promise<T>): Promise<T | undefined> {
  try {
    return await reply;
  } catch {
    return undefined;
  }
}

/** Reads page data for the session of a request's cookie. */
export function sessionPageData(db: Db, secrets: Secrets, sessionSeconds: number): PageDataOf {
  const seal = sealer(dataKeyring(secrets));
  /**
   * The current tariff's projection, as the page asks `ppp` for it (from the first result), or none
   * when it cannot be had (the page then asks, and says so if it fails, as before).
   */
  const currentProjection = async (switchId: string, results: ResultsDto, session: string) => {
    const first = results.resultsInDetail[0];
    if (!first) return undefined;
    const body = {
      switchId,
      switchType: results.switchType,
      tariffId: first.tariffId,
      onCurrentTariff: true,
    };
    return (await optional(pppReply(db, body, session)))?.pppDto as PageData['current'];
  };
  /** Tariff details of `tariffId`, or null for a tariff there is nothing to show of (the page says so). */
  const tariffDetails = async (
    loaded: LoadedQuote,
    tariffId: number,
    named: PayMethodName | undefined,
    session: string,
  ): Promise<PageData['details'] | null> => {
    const info = await optional(tariffInfoReply(db, tariffId));
    if (!info) return null;
    const [payMethod] = payMethodsFor(loaded.quote, named, false);
    const body = { switchId: loaded.switchId, tariffId, proposedPayMethod: payMethod };
    const [ppp, til] = await Promise.all([
      optional(pppReply(db, body, session)),
      optional(tilReply(db, body, session)),
    ]);
    // The route's reply types are its schema's (what it serialises to); these objects are what it serialises.
    return {
      tariffId,
      payMethod,
      info: info.tariffInfoDto as Details['info'],
      ppp: ppp?.pppDto as Details['ppp'],
      til: til?.tilDto as Details['til'],
    };
  };
  /**
   * The switch this session completed last, as completing it answered (the names opened from their
   * seal), with its quote's switch id, or null. A quote completed by another session (a second
   * device) is not this session's to thank: the page keeps to what its tab knows, as before.
   */
  const lastCompleted = async (session: string) => {
    const [row] = await db.query<{ switch_id: string; switched: unknown }>(
      `SELECT q.switch_id, s.switched FROM quotes q JOIN switches s ON s.id = q.completed_switch
        WHERE q.session_id = $1 AND s.completed_session = $1
        ORDER BY s.completed_at DESC, s.id DESC LIMIT 1`,
      [session],
    );
    const switched = row ? openRecord<Switched>(seal, row.switched) : null;
    return switched ? { switchId: row.switch_id, switched } : null;
  };
  /** The carbon offset of the switch `uuid` as the offset page's two calls give it, or undefined. */
  const carbonOf = async (uuid: string, session: string): Promise<CarbonOffsetData | undefined> => {
    const [equivalent, projects] = await Promise.all([
      optional(carbonEquivalentReply(db, seal, uuid, session)),
      optional(listCarbonProjects(db)),
    ]);
    // The reply types are the routes' schemas' (what they serialise to); these are what they serialise.
    const listed = (projects ?? null) as CarbonOffsetData['projects'];
    return equivalent ? { uuid, equivalent, projects: listed } : undefined;
  };
  /**
   * Switch Complete: the last switch the session completed, its switch type and its carbon equivalent
   * (the panel's footprint; whether the page offers it is the page's rule, from the type and settings).
   */
  const switchComplete = async (session: string): Promise<PageData | null> => {
    const last = await lastCompleted(session);
    if (!last) return null;
    const { uuid } = last.switched;
    const [loaded, equivalent] = await Promise.all([
      optional(loadQuote(db, last.switchId, session)),
      optional(carbonEquivalentReply(db, seal, uuid, session)),
    ]);
    return {
      quote: { switchId: last.switchId, switchType: loaded?.quote.switchType },
      switched: last.switched as PageData['switched'],
      ...(equivalent ? { switchedCarbon: { uuid, equivalent } } : {}),
    };
  };
  /**
   * Carbon offset: the offset of the last switch the session completed (a tab offsetting another, found
   * by the existing-switch form, keeps to its own), or null when it cannot be had (the page asks).
   */
  const carbonOffset = async (session: string): Promise<PageData | null> => {
    const last = await lastCompleted(session);
    const carbon = last ? await carbonOf(last.switched.uuid, session) : undefined;
    return carbon ? { carbon } : null;
  };
  return async (req, route) => {
    if (!SERVER_RENDERED.has(route)) return null;
    const session = readSessionCookie(secrets.tokenKey, req, sessionSeconds);
    if (!session) return null;
    if (route === 'switchComplete') return switchComplete(session.sid);
    if (route === 'carbonOffset') return carbonOffset(session.sid);
    const [latest] = await db.query<{ switch_id: string }>(
      `SELECT switch_id FROM quotes WHERE session_id = $1 AND completed_switch IS NULL
        ORDER BY created_at DESC, switch_id DESC LIMIT 1`,
      [session.sid],
    );
    if (!latest) return null;
    const loaded = await loadQuote(db, latest.switch_id, session.sid);
    const quote = { switchId: loaded.switchId };
    if (route === 'tariffDetails') {
      const tariffId = tariffIdOfPath(req.url);
      const named = detailsPayMethodOf(req.url.split('?')[1] ?? '');
      const details = tariffId === null ? null : await tariffDetails(loaded, tariffId, named, session.sid);
      return details ? { quote, details } : null;
    }
    const reply = await resultsReply(db, loaded, new Date(), undefined, true, undefined);
    const results = reply.resultsInDetailDto;
    return { quote, results, current: await currentProjection(loaded.switchId, results, session.sid) };
  };
}
