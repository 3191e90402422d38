import type { TariffRate } from '../market/types.js';

/** The rates the Personal Projection needs for one fuel: pence incl. VAT, pounds for discounts and fees. */
export type FuelRates = Pick<TariffRate, 'standingCharge' | 'unitRate' | 'dayRate' | 'nightRate'> &
  Partial<Pick<TariffRate, 'annualDiscountGbp' | 'annualFeeGbp' | 'exitFeeGbp'>>;

/** One priced rate band of a projection. */
interface RateBand {
  band: 'single' | 'day' | 'night';
  kWh: number;
  /** Pence per kWh incl. VAT. */
  rate: number;
}

/** A Personal Projection for one fuel over `days` days (domain.md section 1). */
export interface Projection {
  /** Annual consumption priced, kWh. */
  kWh: number;
  days: number;
  bands: RateBand[];
  /** Standing charge part in pence. */
  standingChargeP: number;
  /** Unit part in pence. */
  unitsP: number;
  /** Non-conditional recurring discounts subtracted, pounds. */
  discountsGbp: number;
  /** Compulsory recurring fees added, pounds. */
  feesGbp: number;
  /** Exit fee per fuel, pounds: shown, never added. */
  exitFeeGbp: number;
  /** The projection in pounds, unrounded (round only for display). */
  personalProjection: number;
}

/** Default Economy 7 night share (Ofgem GB average split 58/42), used when the customer gives none. */
export const DEFAULT_ECONOMY7_PERCENTAGE = 42;

/** True when the rates are two-rate (day and night), i.e. an Economy 7 row. */
function isTwoRate(rates: FuelRates): boolean {
  return rates.dayRate != null && rates.nightRate != null && rates.unitRate == null;
}

/**
 * Splits annual kWh into day and night: night = total * percentage / 100, day = the rest.
 * @param economy7Percentage night share 1-100; defaults to 42.
 * @internal Exported for its unit test.
 */
export function economy7Split(
  totalKWh: number,
  economy7Percentage = DEFAULT_ECONOMY7_PERCENTAGE,
): { day: number; night: number } {
  const night = (totalKWh * economy7Percentage) / 100;
  return { day: totalKWh - night, night };
}

/**
 * The single rate a customer effectively pays per kWh: the unit rate, or the E7 day/night rates weighted by the night share.
 * @internal Exported for its unit test.
 */
export function weightedUnitRate(rates: FuelRates, economy7Percentage = DEFAULT_ECONOMY7_PERCENTAGE): number {
  if (!isTwoRate(rates)) return requireRate(rates.unitRate, 'unitRate');
  const n = economy7Percentage / 100;
  return requireRate(rates.dayRate, 'dayRate') * (1 - n) + requireRate(rates.nightRate, 'nightRate') * n;
}

/** The rate bands of `kWh` on these rates (one single band, or day + night). */
function rateBands(
  rates: FuelRates,
  kWh: number,
  economy7Percentage = DEFAULT_ECONOMY7_PERCENTAGE,
): RateBand[] {
  if (!isTwoRate(rates)) return [{ band: 'single', kWh, rate: requireRate(rates.unitRate, 'unitRate') }];
  const { day, night } = economy7Split(kWh, economy7Percentage);
  return [
    { band: 'day', kWh: day, rate: requireRate(rates.dayRate, 'dayRate') },
    { band: 'night', kWh: night, rate: requireRate(rates.nightRate, 'nightRate') },
  ];
}

/**
 * The Personal Projection of one fuel: standing charge * days + sum(unit rate * kWh), in pence,
 * divided by 100, minus non-conditional recurring discounts, plus compulsory fees. Exit fees are
 * reported but not added. Discounts and fees are pro-rated when `days` is not a full year, and
 * kWh is the consumption of those days.
 */
export function personalProjection(
  rates: FuelRates,
  kWh: number,
  options: { economy7Percentage?: number; days?: number } = {},
): Projection {
  const days = options.days ?? 365;
  const bands = rateBands(rates, kWh, options.economy7Percentage);
  const standingChargeP = rates.standingCharge * days;
  const unitsP = bands.reduce((sum, b) => sum + b.rate * b.kWh, 0);
  const share = days / 365;
  const discountsGbp = (rates.annualDiscountGbp ?? 0) * share;
  const feesGbp = (rates.annualFeeGbp ?? 0) * share;
  return {
    kWh,
    days,
    bands,
    standingChargeP,
    unitsP,
    discountsGbp,
    feesGbp,
    exitFeeGbp: rates.exitFeeGbp ?? 0,
    personalProjection: (standingChargeP + unitsP) / 100 - discountsGbp + feesGbp,
  };
}

/**
 * Annual kWh from an annual spend on the current tariff:
 * kWh = (spend_p - standing charge * 365 [+ discounts - fees]) / unit rate (weighted for Economy 7).
 * Never negative: a spend below the standing charge means no measurable use.
 */
export function kWhFromSpend(
  annualSpendGbp: number,
  rates: FuelRates,
  economy7Percentage = DEFAULT_ECONOMY7_PERCENTAGE,
): number {
  const variableP =
    annualSpendGbp * 100 -
    rates.standingCharge * 365 +
    ((rates.annualDiscountGbp ?? 0) - (rates.annualFeeGbp ?? 0)) * 100;
  return Math.max(0, variableP / weightedUnitRate(rates, economy7Percentage));
}

/** A usage period: spec unit index 1 yearly, 2 monthly, 3 quarterly, or its name. */
export type UsagePeriod = 1 | 2 | 3 | 'yearly' | 'monthly' | 'quarterly';

/** Annualises a figure given per year, month (x12) or quarter (x4), the spec's multipliers. */
export function annualise(value: number, period: UsagePeriod): number {
  switch (period) {
    case 1:
    case 'yearly':
      return value;
    case 2:
    case 'monthly':
      return value * 12;
    case 3:
    case 'quarterly':
      return value * 4;
  }
  throw new RangeError(`unknown usage period ${String(period)}`);
}

/** Monthly direct debit: the annual cost / 12 rounded up to a whole pound (spec section 9). */
export function monthlyCost(annualGbp: number): number {
  // A tiny epsilon keeps float noise (e.g. 1200.0000001) from adding a pound.
  return Math.ceil(annualGbp / 12 - 1e-9);
}

function requireRate(rate: number | null | undefined, name: string): number {
  if (rate == null || !Number.isFinite(rate)) throw new RangeError(`tariff has no ${name}`);
  return rate;
}
