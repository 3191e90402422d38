import { parseMpan } from '../../contract/uk/index.js';
import {
  annualKWh,
  priceQuote,
  resolveRegion,
  type CurrentTariffInput,
  type PostcodeRegionMap,
  type QuoteOutcome,
  type RegionSource,
  type UsageInput,
} from '../pricing/index.js';
import type { MarketSnapshot } from './snapshot.js';
import type { QuotableTariffFor, QuoteScope } from './tariffs.js';
import type { Fuel, MeterType, PayMethod, TariffRate } from './types.js';

/** What the routes know after quote creation, in market terms. */
export interface MarketQuoteRequest {
  postcode: string;
  /** The supply's MPAN, when known: its distributor id gives the region. */
  mpan?: string | null;
  /** One fuel, or both for dual fuel. */
  fuels: Fuel[];
  /** Payment method(s) of the new tariff; several = one result per method. */
  newPayMethod: PayMethod | PayMethod[];
  /** Price electricity on Economy 7 (two-rate) tariffs; default: the MPAN's profile class is 02. */
  economy7?: boolean;
  economy7Percentage?: number;
  usage: Partial<Record<Fuel, UsageInput>>;
  /** The current tariff per fuel (a dual consolidated quote names the same tariff for both). */
  current?: Partial<Record<Fuel, { tariffId: number; payMethod: PayMethod; endDate?: string | null }>>;
  /** Extra electricity kWh a year, e.g. EV home charging. */
  extraElectricityKWh?: number;
  asOf?: Date;
}

/** A quote priced over the market. */
export interface MarketQuote {
  region: { id: number; letter: string; name: string; source: RegionSource };
  economy7: boolean;
  /** Annual kWh used per fuel (after spend conversion and extras). */
  kWh: Partial<Record<Fuel, number>>;
  currentTariffs: Partial<Record<Fuel, QuotableTariffFor>>;
  outcome: QuoteOutcome<QuotableTariffFor>;
  /** Market data version the prices came from. */
  version: number;
}

/** A request the market cannot price; `field` names the input at fault (for a 400). */
export class MarketQuoteError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Prices a quote over a market snapshot: region from the MPAN (else postcode), the current tariff per
 * fuel (with roll-off onto the supplier's standard tariff), kWh from usage or spend, then every
 * tariff for the region, fuels, payment method and meter, ranked cheapest first. No I/O.
 */
export function quoteFromMarket(
  market: MarketSnapshot,
  regions: PostcodeRegionMap,
  req: MarketQuoteRequest,
): MarketQuote {
  const asOf = req.asOf ?? new Date();
  const found = resolveRegion({ mpan: req.mpan, postcode: req.postcode }, regions);
  if (!found) throw new MarketQuoteError('postcode', 'no electricity region is known for this postcode');
  const region = found.region.id;
  const economy7 = req.economy7 ?? parseMpan(req.mpan ?? '')?.isEconomy7 ?? false;
  const meter: MeterType = economy7 ? 'economy7' : 'standard';
  const e7 = economy7 ? req.economy7Percentage : undefined;

  const currentTariffs: MarketQuote['currentTariffs'] = {};
  const current: Partial<Record<Fuel, CurrentTariffInput>> = {};
  for (const fuel of req.fuels) {
    const c = req.current?.[fuel];
    if (!c) continue;
    const scope: QuoteScope = { region, fuels: [fuel], payMethod: c.payMethod, meter };
    const [t] = market.tariffsForQuote(scope, [c.tariffId]);
    if (!t)
      throw new MarketQuoteError(
        `${fuel}Tariff`,
        `tariff ${c.tariffId} has no ${fuel} ${meter} ${c.payMethod} rates in region ${found.region.letter}`,
      );
    currentTariffs[fuel] = t;
    const endDate = c.endDate ?? (t.isFixed ? t.endDate : null);
    const standard = endDate ? market.standardTariff(t.supplierId, scope) : null;
    current[fuel] = {
      rates: t.rates[fuel]!,
      supplierId: t.supplierId,
      supplierName: t.supplierName,
      tariffName: t.name,
      endDate,
      standardRates: standard?.rates[fuel] ?? null,
    };
  }

  const kWh: Partial<Record<Fuel, number>> = {};
  for (const fuel of req.fuels) {
    const usage = req.usage[fuel];
    if (!usage) throw new MarketQuoteError(`${fuel}Usage`, `${fuel} usage is required`);
    if (usage.kind === 'spend' && !current[fuel])
      throw new MarketQuoteError(`${fuel}Tariff`, `a ${fuel} spend needs the current tariff`);
    kWh[fuel] = annualKWh(usage, current[fuel]?.rates, fuel === 'electricity' ? e7 : undefined);
  }
  if (kWh.electricity !== undefined && req.extraElectricityKWh) kWh.electricity += req.extraElectricityKWh;

  const payMethods = Array.isArray(req.newPayMethod) ? req.newPayMethod : [req.newPayMethod];
  const standards = new Map<string, TariffRate | undefined>();
  const candidates = market.tariffsForQuote({ region, fuels: req.fuels, payMethod: payMethods, meter });
  const outcome = priceQuote({
    fuels: req.fuels,
    kWh,
    economy7Percentage: e7,
    current: req.fuels.every((f) => current[f]) ? current : undefined,
    candidates,
    standardRatesFor: (supplierId, fuel) => {
      // Memoised: many candidates share a supplier, and this runs once per fixed candidate and fuel.
      const key = `${supplierId}|${fuel}`;
      if (!standards.has(key))
        standards.set(
          key,
          market.standardTariff(supplierId, { region, fuels: [fuel], payMethod: payMethods[0], meter })
            ?.rates[fuel],
        );
      return standards.get(key);
    },
    asOf,
  });
  return {
    region: { ...found.region, source: found.source },
    economy7,
    kWh,
    currentTariffs,
    outcome,
    version: market.version,
  };
}
