import type { Db } from '../db/db.js';
import {
  quotableTariff,
  standardTariff,
  tariffsForQuote,
  type Fuel,
  type PayMethod,
  type QuotableTariffFor,
  type QuoteScope,
} from '../market/index.js';
import {
  priceQuote,
  type CurrentTariffInput,
  type FuelRates,
  type QuoteOutcome,
  type RankedQuote,
} from '../pricing/index.js';
import { cachedMarket } from './market-cache.js';
import type { LoadedQuote } from './load.js';
import type { StoredQuote } from './types.js';

/** A priced result with the payment method its rates are for. */
export interface PricedResult extends RankedQuote {
  tariff: QuotableTariffFor;
}

/** The priced quote: current tariff projection and ranked results. */
export interface PricedQuote {
  current: QuoteOutcome['current'];
  results: PricedResult[];
  /** The current tariff per fuel with rates, for projections and labels. */
  currentTariffs: Partial<Record<Fuel, QuotableTariffFor>>;
}

/**
 * The payment methods a meter can be quoted on: a prepayment meter only prepayment; a credit
 * meter the three credit methods (includeAll), or just the proposed one.
 */
export function payMethodsFor(
  quote: StoredQuote,
  requested: PayMethod | undefined,
  includeAll: boolean,
): PayMethod[] {
  if (quote.prepaymentMeter) return ['prePaymentMeter'];
  if (includeAll && !requested) return ['monthlyDirectDebit', 'quarterlyDirectDebit', 'cashOrCheque'];
  return [requested ?? quote.proposedPayMethod];
}

function scopeOf(quote: StoredQuote, payMethod: PayMethod | PayMethod[], fuels = quote.fuels): QuoteScope {
  return { region: quote.region, fuels, payMethod, meter: quote.meter };
}

/** The current tariffs with rates and their roll-off targets, memoised per market version. */
async function currentInputs(db: Db, loaded: LoadedQuote) {
  const { quote } = loaded;
  const tariffs: Partial<Record<Fuel, QuotableTariffFor>> = {};
  const inputs: Partial<Record<Fuel, CurrentTariffInput>> = {};
  for (const fuel of quote.fuels) {
    const c = quote.current[fuel];
    if (!c) continue;
    const scope = scopeOf(quote, c.payMethod, [fuel]);
    const key = `cur|${c.tariffId}|${fuel}|${quote.region}|${c.payMethod}|${quote.meter}`;
    const [tariff, standard] = await cachedMarket(db, loaded.marketVersion, key, async () =>
      Promise.all([
        quotableTariff(db, c.tariffId, scope),
        c.endDate ? standardTariff(db, c.supplierId, scope) : Promise.resolve(null),
      ]),
    );
    if (!tariff?.rates[fuel]) continue;
    tariffs[fuel] = tariff;
    inputs[fuel] = {
      rates: tariff.rates[fuel],
      supplierId: tariff.supplierId,
      supplierName: tariff.supplierName,
      tariffName: tariff.name,
      endDate: c.endDate,
      standardRates: standard?.rates[fuel] ?? null,
    };
  }
  return { tariffs, inputs };
}

/** The candidate tariffs of one scope, memoised per market version. */
function candidates(db: Db, loaded: LoadedQuote, payMethod: PayMethod): Promise<QuotableTariffFor[]> {
  const q = loaded.quote;
  const key = `cand|${q.region}|${q.fuels.join('+')}|${payMethod}|${q.meter}`;
  return cachedMarket(db, loaded.marketVersion, key, () => tariffsForQuote(db, scopeOf(q, payMethod)));
}

/** Standard-tariff rates per supplier and fuel among the candidates: the roll-off targets. */
function standardRatesOf(
  list: QuotableTariffFor[],
): (supplierId: number, fuel: Fuel) => FuelRates | undefined {
  const bySupplier = new Map<number, QuotableTariffFor>();
  for (const t of list) {
    if (!t.isDefaultOrStandard) continue;
    const seen = bySupplier.get(t.supplierId);
    if (!seen || t.id < seen.id) bySupplier.set(t.supplierId, t);
  }
  return (supplierId, fuel) => bySupplier.get(supplierId)?.rates[fuel];
}

/** Priced quotes by switch id, pay methods, market version and day: a quote never changes once stored. */
const priced = new WeakMap<object, Map<string, Promise<PricedQuote>>>();
const MAX_PRICED = 1000;

/**
 * {@link priceStoredQuote} memoised per quote, payment methods, market version and calendar day, so
 * the results page re-fetched with other filters (and reloads) costs no re-pricing. A new market
 * version (seed or import) or a new day prices afresh.
 */
export function priceStoredQuoteMemo(
  db: Db,
  loaded: LoadedQuote,
  payMethods: PayMethod[],
  asOf: Date,
): Promise<PricedQuote> {
  let memo = priced.get(db);
  if (!memo) priced.set(db, (memo = new Map()));
  const key = `${loaded.switchId}|${payMethods.join('+')}|${loaded.marketVersion}|${asOf.toISOString().slice(0, 10)}`;
  let hit = memo.get(key);
  if (!hit) {
    if (memo.size >= MAX_PRICED) memo.delete(memo.keys().next().value!);
    hit = priceStoredQuote(db, loaded, payMethods, asOf);
    memo.set(key, hit);
    hit.catch(() => memo.delete(key));
  }
  return hit;
}

/**
 * Prices a saved quote on the given payment methods with the Personal Projection (server/pricing),
 * ranked cheapest first across all of them. `onlyTariffId` narrows to one tariff (projections,
 * switch key) while still rolling fixed tariffs onto their supplier's standard tariff.
 */
export async function priceStoredQuote(
  db: Db,
  loaded: LoadedQuote,
  payMethods: PayMethod[],
  asOf: Date,
  onlyTariffId?: number,
): Promise<PricedQuote> {
  const { quote } = loaded;
  const cur = await currentInputs(db, loaded);
  const current = quote.fuels.every((f) => cur.inputs[f]) ? cur.inputs : undefined;
  let outcomeCurrent: QuoteOutcome['current'] = null;
  const results: PricedResult[] = [];
  for (const payMethod of payMethods) {
    const all = await candidates(db, loaded, payMethod);
    const list = onlyTariffId === undefined ? all : all.filter((t) => t.id === onlyTariffId);
    const outcome = priceQuote({
      fuels: quote.fuels,
      kWh: quote.kWh,
      economy7Percentage: quote.economy7Percentage ?? undefined,
      current,
      candidates: list,
      standardRatesFor: standardRatesOf(all),
      asOf,
    });
    outcomeCurrent = outcome.current;
    results.push(...(outcome.results as PricedResult[]));
  }
  if (payMethods.length > 1) {
    results.sort(
      (a, b) =>
        a.totalCost - b.totalCost ||
        a.tariff.supplierName.localeCompare(b.tariff.supplierName) ||
        a.tariff.id - b.tariff.id,
    );
  }
  return { current: outcomeCurrent, results, currentTariffs: cur.tariffs };
}
