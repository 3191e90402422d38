import type { FastifyInstance } from 'fastify';
import {
  pppReplySchema,
  projectionRequestSchema,
  tilReplySchema,
  type ProjectionRequest,
} from '../../contract/api/results.js';
import { API_ROUTES } from '../../contract/api/routes.js';
import { sessionOf } from '../auth/plugin.js';
import type { AppDeps } from '../http/deps.js';
import type { Db } from '../db/db.js';
import { errorReplies, fieldError, HttpError } from '../http/errors.js';
import { standardTariff, type Fuel, type QuotableTariffFor } from '../market/index.js';
import {
  pppFuel,
  tariffInformationLabel,
  type PppFuel,
  type RolledProjection,
  type TariffInformationLabel,
} from '../pricing/index.js';

type PppFuelDto = PppFuel;
type TilFuelDto = TariffInformationLabel;
import { loadQuote, type LoadedQuote } from '../quotes/load.js';
import { payMethodsFor, priceStoredQuote, type PricedQuote } from '../quotes/price.js';

type PerFuel<T> = Partial<Record<Fuel, T>>;

/** The quote, its current tariff's projection and (unless on the current tariff) the new tariff's. */
async function projectBoth(db: Db, body: ProjectionRequest, session: string) {
  const loaded = await loadQuote(db, body.switchId, session);
  const asOf = new Date();
  const [payMethod] = payMethodsFor(loaded.quote, body.proposedPayMethod, false);
  if (!body.onCurrentTariff && body.tariffId === undefined)
    throw fieldError('tariffId', 'tariffId is required');
  const priced = await priceStoredQuote(
    db,
    loaded,
    [payMethod],
    asOf,
    body.onCurrentTariff ? -1 : body.tariffId,
  );
  if (!priced.current)
    throw new HttpError(
      409,
      'The current tariff of this quote has no prices any more. Please start a new quote.',
    );
  const chosen = priced.results[0];
  if (!body.onCurrentTariff && !chosen) {
    throw fieldError(
      'tariffId',
      `Tariff ${String(body.tariffId)} has no prices for this quote (region, meter and payment method).`,
    );
  }
  return { loaded, priced, chosen, asOf };
}

function currentParts(loaded: LoadedQuote, priced: PricedQuote, asOf: Date): PerFuel<PppFuelDto> {
  const out: PerFuel<PppFuelDto> = {};
  for (const fuel of loaded.quote.fuels) {
    const t = priced.currentTariffs[fuel];
    const p = priced.current?.perFuel[fuel];
    if (!t?.rates[fuel] || !p) continue;
    out[fuel] = pppFuel({
      tariff: t,
      rate: t.rates[fuel],
      projection: p,
      asOf,
      previousTwelveMonthsGbp: loaded.quote.current[fuel]?.annualSpendGbp ?? null,
      endDate: loaded.quote.current[fuel]?.endDate ?? null,
    });
  }
  return out;
}

function tariffParts(
  fuels: Fuel[],
  tariff: QuotableTariffFor,
  perFuel: PerFuel<RolledProjection>,
  asOf: Date,
): PerFuel<PppFuelDto> {
  const out: PerFuel<PppFuelDto> = {};
  for (const fuel of fuels) {
    const p = perFuel[fuel];
    if (tariff.rates[fuel] && p)
      out[fuel] = pppFuel({ tariff, rate: tariff.rates[fuel], projection: p, asOf });
  }
  return out;
}

/** Labels per fuel; `endDates` holds the householder's own end date of a current tariff. */
function labels(
  fuels: Fuel[],
  tariff: QuotableTariffFor | undefined,
  endDates: PerFuel<string | null> = {},
): PerFuel<TilFuelDto> {
  const out: PerFuel<TilFuelDto> = {};
  for (const fuel of fuels) {
    const rate = tariff?.rates[fuel];
    if (tariff && rate) out[fuel] = tariffInformationLabel(tariff, rate, endDates[fuel]);
  }
  return out;
}

/**
 * `POST /request/ppp`'s reply: the quote's current tariff and a new tariff projected per fuel, with the
 * new supplier's standard tariff when it has one. Also what the server renders the results page's
 * current tariff with (server/web/pageData.ts).
 */
export async function pppReply(db: Db, body: ProjectionRequest, session: string) {
  const { loaded, priced, chosen, asOf } = await projectBoth(db, body, session);
  const fuels = loaded.quote.fuels;
  const existingTariff = currentParts(loaded, priced, asOf);
  const newTariff = chosen ? tariffParts(fuels, chosen.tariff, chosen.perFuel, asOf) : existingTariff;
  let standard: PerFuel<PppFuelDto> | null = null;
  if (chosen && !chosen.tariff.isDefaultOrStandard) {
    const scope = {
      region: loaded.quote.region,
      fuels,
      payMethod: chosen.tariff.payMethod,
      meter: loaded.quote.meter,
    };
    const std = await standardTariff(db, chosen.tariff.supplierId, scope);
    if (std) {
      const p = await priceStoredQuote(db, loaded, [chosen.tariff.payMethod], asOf, std.id);
      if (p.results[0]) standard = tariffParts(fuels, p.results[0].tariff, p.results[0].perFuel, asOf);
    }
  }
  return { pppDto: { existingTariff, newTariff, standardTariff: standard, fuels } };
}

/**
 * `POST /request/til`'s reply: the Tariff Information Labels of the quote's current tariff and a new
 * tariff, per fuel. Also what the server renders tariff details with (server/web/pageData.ts).
 */
export async function tilReply(db: Db, body: ProjectionRequest, session: string) {
  const { loaded, priced, chosen } = await projectBoth(db, body, session);
  const fuels = loaded.quote.fuels;
  const current = fuels.map((f) => priced.currentTariffs[f]);
  const existingTariff: PerFuel<TilFuelDto> = {};
  fuels.forEach((f, i) =>
    Object.assign(existingTariff, labels([f], current[i], { [f]: loaded.quote.current[f]?.endDate ?? null })),
  );
  const newTariff = chosen ? labels(fuels, chosen.tariff) : existingTariff;
  return { tilDto: { existingTariff, newTariff, fuels } };
}

/**
 * `POST /request/ppp` (Personal Projection breakdowns) and `POST /request/til` (Tariff Information
 * Labels) for the quote's current tariff and a new tariff, per fuel. ppp adds the new supplier's
 * standard tariff (the "Standard tariff" table) when it has one.
 */
export function registerProjectionRoutes(api: FastifyInstance, { db }: AppDeps): void {
  api.post<{ Body: ProjectionRequest }>(
    API_ROUTES.ppp.path,
    { schema: { body: projectionRequestSchema, response: { 200: pppReplySchema, ...errorReplies } } },
    async (req) => pppReply(db, req.body, sessionOf(req)),
  );

  api.post<{ Body: ProjectionRequest }>(
    API_ROUTES.til.path,
    { schema: { body: projectionRequestSchema, response: { 200: tilReplySchema, ...errorReplies } } },
    async (req) => tilReply(db, req.body, sessionOf(req)),
  );
}
