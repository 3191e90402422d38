import type { Fuel, QuotableTariff } from '../market/types.js';
import { annualise, kWhFromSpend, monthlyCost, type FuelRates, type UsagePeriod } from './projection.js';
import { projectWithRollOff, type RolledProjection } from './rolloff.js';

/** Usage as the customer gave it for one fuel. */
export interface UsageInput {
  /** `kWh` ("I use") or `spend` in pounds ("I spend"). */
  kind: 'kWh' | 'spend';
  amount: number;
  period: UsagePeriod;
}

/** The customer's current tariff for one fuel. */
export interface CurrentTariffInput {
  rates: FuelRates;
  supplierId?: number;
  supplierName?: string;
  tariffName?: string;
  /** End of a fixed term (YYYY-MM-DD), from the customer (tariffValidToDate) or the tariff. */
  endDate?: string | null;
  /** The supplier's standard tariff for roll-off, when the current one is fixed. */
  standardRates?: FuelRates | null;
}

/**
 * Annual kWh for one fuel: kWh are annualised; a spend is annualised and turned into kWh on the
 * current tariff's rates (domain.md section 1). A spend without a current tariff cannot be priced.
 */
export function annualKWh(
  usage: UsageInput,
  current: FuelRates | undefined,
  economy7Percentage?: number,
): number {
  const annual = annualise(usage.amount, usage.period);
  if (usage.kind === 'kWh') return annual;
  if (!current) throw new RangeError('a spend needs the current tariff to work out kWh');
  return kWhFromSpend(annual, current, economy7Percentage);
}

/** Input of {@link priceQuote}. */
export interface QuoteInput<T extends QuotableTariff = QuotableTariff> {
  /** The fuels to price: one, or both for a dual-fuel quote. */
  fuels: Fuel[];
  /** Annual kWh per fuel (see {@link annualKWh}). EV charging kWh, if any, is already added. */
  kWh: Partial<Record<Fuel, number>>;
  economy7Percentage?: number;
  /** The current tariff per fuel, for savings; without it savings are null. */
  current?: Partial<Record<Fuel, CurrentTariffInput>>;
  /** The tariffs to price; a tariff missing a requested fuel's rate is skipped. */
  candidates: T[];
  /**
   * The supplier's standard rates for a fuel, to roll a candidate fixed tariff that ends within the
   * year onto it. Optional: without it candidates are priced for the whole year at their own rates.
   */
  standardRatesFor?: (supplierId: number, fuel: Fuel) => FuelRates | undefined;
  asOf: Date;
}

/** One priced tariff. */
export interface RankedQuote<T extends QuotableTariff = QuotableTariff> {
  tariff: T;
  perFuel: Partial<Record<Fuel, RolledProjection>>;
  /** Annual cost, pounds, to the penny. */
  totalCost: number;
  /** ceil(totalCost / 12). */
  monthlyCost: number;
  /** Current PP minus this PP, pounds to the penny (negative = dearer); null without a current tariff. */
  savings: number | null;
  savingsPerFuel: Partial<Record<Fuel, number>>;
  /** Sum of exit fees of the priced fuels, pounds (shown, not added). */
  exitFeesGbp: number;
}

/** The outcome of a quote: the current projection and the ranked results. */
export interface QuoteOutcome<T extends QuotableTariff = QuotableTariff> {
  current: { perFuel: Partial<Record<Fuel, RolledProjection>>; totalCost: number } | null;
  results: RankedQuote<T>[];
}

/** Rounds pounds to pence. */
export function toPence(gbp: number): number {
  return Math.round(gbp * 100) / 100;
}

/** Projects the current tariff for each requested fuel, with roll-off. */
function projectCurrent(
  input: Pick<QuoteInput, 'current' | 'fuels' | 'kWh' | 'economy7Percentage' | 'asOf'>,
): QuoteOutcome['current'] {
  const current = input.current;
  if (!current || !input.fuels.every((f) => current[f])) return null;
  const perFuel: Partial<Record<Fuel, RolledProjection>> = {};
  let total = 0;
  for (const fuel of input.fuels) {
    const c = current[fuel]!;
    const p = projectWithRollOff({
      rates: c.rates,
      kWh: input.kWh[fuel] ?? 0,
      economy7Percentage: fuel === 'electricity' ? input.economy7Percentage : undefined,
      endDate: c.endDate ?? null,
      standardRates: c.standardRates ?? null,
      asOf: input.asOf,
    });
    perFuel[fuel] = p;
    total += p.personalProjection;
  }
  return { perFuel, totalCost: toPence(total) };
}

/**
 * Prices every candidate with the Personal Projection per fuel, adds the fuels, works out savings
 * against the current tariff and ranks the results cheapest first (ties by supplier then tariff name,
 * so the order is stable).
 */
export function priceQuote<T extends QuotableTariff>(input: QuoteInput<T>): QuoteOutcome<T> {
  const current = projectCurrent(input);
  const results: RankedQuote<T>[] = [];
  for (const tariff of input.candidates) {
    if (!input.fuels.every((f) => tariff.rates[f])) continue;
    const perFuel: Partial<Record<Fuel, RolledProjection>> = {};
    const savingsPerFuel: Partial<Record<Fuel, number>> = {};
    let total = 0;
    let exitFees = 0;
    for (const fuel of input.fuels) {
      const rates = tariff.rates[fuel]!;
      const p = projectWithRollOff({
        rates,
        kWh: input.kWh[fuel] ?? 0,
        economy7Percentage: fuel === 'electricity' ? input.economy7Percentage : undefined,
        endDate: tariff.isFixed ? tariff.endDate : null,
        standardRates: tariff.isFixed ? input.standardRatesFor?.(tariff.supplierId, fuel) : null,
        asOf: input.asOf,
      });
      perFuel[fuel] = p;
      total += p.personalProjection;
      exitFees += rates.exitFeeGbp;
      const cur = current?.perFuel[fuel];
      if (cur) savingsPerFuel[fuel] = toPence(cur.personalProjection - p.personalProjection);
    }
    const totalCost = toPence(total);
    results.push({
      tariff,
      perFuel,
      totalCost,
      monthlyCost: monthlyCost(totalCost),
      savings: current ? toPence(current.totalCost - totalCost) : null,
      savingsPerFuel,
      exitFeesGbp: exitFees,
    });
  }
  // Plain string comparison (not localeCompare): ties are rare and this runs for every quote.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  results.sort(
    (a, b) =>
      a.totalCost - b.totalCost ||
      cmp(a.tariff.supplierName, b.tariff.supplierName) ||
      cmp(a.tariff.name, b.tariff.name) ||
      a.tariff.id - b.tariff.id,
  );
  return { current, results };
}
