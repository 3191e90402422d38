import type { FastifyInstance } from 'fastify';
import type { SwitchType } from '../../contract/api/common.js';
import { API_ROUTES, QUOTE_ROUTES, type ApiRoute } from '../../contract/api/routes.js';
import {
  dualConsolidatedQuoteRequestSchema,
  dualDistinctQuoteRequestSchema,
  quoteCreatedReplySchema,
  singleFuelQuoteRequestSchema,
  type QuoteRequest,
} from '../../contract/api/quotes.js';
import { resultsReplySchema, resultsRequestSchema, type ResultsRequest } from '../../contract/api/results.js';
import { regionByDistributorId } from '../../contract/uk/index.js';
import { sessionOf } from '../auth/plugin.js';
import type { AppDeps } from '../http/deps.js';
import { errorReplies } from '../http/errors.js';
import { createQuote } from '../quotes/create.js';
import { loadQuote } from '../quotes/load.js';
import { resultsReply } from '../quotes/results-reply.js';
import { cachedReply, replyKey } from '../quotes/reply-cache.js';
import { sendKeptReply } from '../web/compression.js';

/** The request schema of each switch type's quote creation route. */
const QUOTE_BODIES: Record<SwitchType, object> = {
  gasToGas: singleFuelQuoteRequestSchema,
  electricityToElectricity: singleFuelQuoteRequestSchema,
  dualConsolidatedToDualConsolidated: dualConsolidatedQuoteRequestSchema,
  dualDistinctToDualConsolidated: dualDistinctQuoteRequestSchema,
};

/**
 * Quote creation (`POST /request/switch/v2/{gas,electricity,dual-consolidated,dual-distinct}`) and
 * `POST /request/results/detail`: the stored quote priced with the Personal Projection, ranked
 * cheapest first, filtered as the results sidebar asks.
 */
export function registerQuoteRoutes(api: FastifyInstance, { db }: AppDeps): void {
  for (const [switchType, route] of Object.entries(QUOTE_ROUTES) as [SwitchType, ApiRoute][]) {
    api.post<{ Body: QuoteRequest }>(
      route.path,
      {
        schema: {
          body: QUOTE_BODIES[switchType],
          response: { 200: quoteCreatedReplySchema, ...errorReplies },
        },
      },
      async (req) => {
        const { switchId, quote } = await createQuote(db, switchType, req.body, sessionOf(req));
        return {
          geniusSwitchDto: {
            switchId,
            switchType,
            proposedPayMethod: quote.proposedPayMethod,
            isEconomy7: quote.isEconomy7,
            region: regionByDistributorId(quote.region)?.name ?? String(quote.region),
          },
        };
      },
    );
  }

  api.post<{ Body: ResultsRequest }>(
    API_ROUTES.results.path,
    {
      schema: { body: resultsRequestSchema, response: { 200: resultsReplySchema, ...errorReplies } },
    },
    async (req, reply): Promise<string | Buffer> => {
      const { switchId, proposedPayMethod, includeAllPayMethodOptions, filters } = req.body;
      const loaded = await loadQuote(db, switchId, sessionOf(req));
      const asOf = new Date();
      // A repeat of the same request on the same market data and day is the same reply: kept serialised.
      const key = replyKey({
        switchId,
        body: req.body,
        marketVersion: loaded.marketVersion,
        day: asOf.toISOString().slice(0, 10),
      });
      const kept = await cachedReply(
        db,
        key,
        () => resultsReply(db, loaded, asOf, proposedPayMethod, includeAllPayMethodOptions, filters),
        // The route's own response-schema serialiser: the kept text is what Fastify would have sent.
        (value) => reply.serialize(value) as string,
      );
      void reply.type('application/json; charset=utf-8');
      // The same quote's results are asked for again (reloads, filters, Back): compressed once.
      return sendKeptReply(req, reply, kept);
    },
  );
}
