import { personalProjection, type FuelRates, type Projection } from './projection.js';

/** A projection that may roll off a fixed tariff onto the supplier's standard tariff. */
export interface RolledProjection extends Projection {
  /** Days of the next 365 priced at the tariff's own rates. */
  daysLeftOnCurrentTariff: number;
  /** Days priced at the supplier's standard (default) tariff; 0 without roll-off. */
  daysOnDefaultTariff: number;
  /** The part at the tariff's own rates. */
  onTariff: Projection;
  /** The part at the standard tariff, when it rolls off. */
  onDefault: Projection | null;
}

/** Input of {@link projectWithRollOff}. */
export interface RollOffInput {
  rates: FuelRates;
  /** Annual kWh. */
  kWh: number;
  economy7Percentage?: number;
  /** End of the fixed term (YYYY-MM-DD), or null for a variable tariff. */
  endDate?: string | null;
  /** The supplier's standard tariff rates for the same fuel, region, payment method and meter. */
  standardRates?: FuelRates | null;
  /** The calculation date; usage is spread evenly over the year. */
  asOf: Date;
}

const DAY_MS = 86_400_000;

/**
 * Whole days from `asOf` (UTC date) to `endDate`, clamped to 0..365.
 * @internal Exported for its unit test.
 */
export function daysUntil(endDate: string, asOf: Date): number {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(end)) throw new RangeError(`bad end date ${endDate}`);
  const start = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate());
  return Math.min(365, Math.max(0, Math.round((end - start) / DAY_MS)));
}

/**
 * The Personal Projection with roll-off (domain.md section 1): a fixed tariff ending within the next
 * 12 months is costed at its own rates for the days left and at the supplier's standard tariff for the
 * rest of the year. Without an end date inside the year, or without a standard tariff, the whole year
 * is at the tariff's own rates.
 */
export function projectWithRollOff(input: RollOffInput): RolledProjection {
  const { rates, kWh, economy7Percentage, endDate, standardRates, asOf } = input;
  const daysLeft = endDate && standardRates ? daysUntil(endDate, asOf) : 365;
  if (daysLeft >= 365 || !standardRates) {
    const whole = personalProjection(rates, kWh, { economy7Percentage });
    // Fields listed, not spread: an object spread here cost several microseconds per tariff priced.
    return {
      kWh: whole.kWh,
      days: whole.days,
      bands: whole.bands,
      standingChargeP: whole.standingChargeP,
      unitsP: whole.unitsP,
      discountsGbp: whole.discountsGbp,
      feesGbp: whole.feesGbp,
      exitFeeGbp: whole.exitFeeGbp,
      personalProjection: whole.personalProjection,
      daysLeftOnCurrentTariff: 365,
      daysOnDefaultTariff: 0,
      onTariff: whole,
      onDefault: null,
    };
  }
  const rest = 365 - daysLeft;
  const onTariff = personalProjection(rates, (kWh * daysLeft) / 365, { economy7Percentage, days: daysLeft });
  const onDefault = personalProjection(standardRates, (kWh * rest) / 365, { economy7Percentage, days: rest });
  return {
    kWh,
    days: 365,
    bands: mergeBands(onTariff, onDefault),
    standingChargeP: onTariff.standingChargeP + onDefault.standingChargeP,
    unitsP: onTariff.unitsP + onDefault.unitsP,
    discountsGbp: onTariff.discountsGbp + onDefault.discountsGbp,
    feesGbp: onTariff.feesGbp + onDefault.feesGbp,
    exitFeeGbp: onTariff.exitFeeGbp,
    personalProjection: onTariff.personalProjection + onDefault.personalProjection,
    daysLeftOnCurrentTariff: daysLeft,
    daysOnDefaultTariff: rest,
    onTariff,
    onDefault,
  };
}

/** Bands of the whole year: kWh summed per band, rate as the kWh-weighted average. */
function mergeBands(a: Projection, b: Projection): Projection['bands'] {
  const out = a.bands.map((x) => ({ ...x }));
  for (const band of b.bands) {
    const same = out.find((x) => x.band === band.band);
    if (!same) out.push({ ...band });
    else {
      const kWh = same.kWh + band.kWh;
      same.rate = kWh > 0 ? (same.rate * same.kWh + band.rate * band.kWh) / kWh : same.rate;
      same.kWh = kWh;
    }
  }
  return out;
}
