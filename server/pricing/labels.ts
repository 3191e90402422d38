import type { PayMethod, Tariff, TariffRate } from '../market/types.js';
import type { RolledProjection } from './rolloff.js';
import { toPence } from './quote.js';

/**
 * One fuel's Personal Projection breakdown as the tariff-details page shows it
 * (spec section 3, "Projections"). Money in pounds, rates in pence.
 */
export interface PppFuel {
  annualUsage: number;
  /** YYYY-MM-DD. */
  dateOfCalculation: string;
  supplier: string;
  tariffName: string;
  tariffEndDate: string | null;
  daysLeftOnCurrentTariff: number;
  daysOnDefaultTariff: number;
  /** p/day. */
  standingCharge: number;
  /** p/kWh, single rate (null on Economy 7). */
  unitRate: number | null;
  unitRateDay: number | null;
  unitRateNight: number | null;
  /** Non-conditional discounts, pounds. */
  discounts: number;
  /** The next 12 months incl. VAT, pounds to the penny. */
  nextTwelveMonthsWithVat: number;
  /** What the customer said they spend or were quoted for the last 12 months, when known. */
  previousTwelveMonthsWithVat: number | null;
  /** Exit fee, pounds. */
  terminationFees: number;
  /** The Personal Projection, whole pounds (display value). */
  personalProjection: number;
}

/** Builds the PPP breakdown of one fuel from its projection. */
export function pppFuel(args: {
  tariff: Pick<Tariff, 'name' | 'supplierName' | 'endDate' | 'isFixed'>;
  rate: Pick<TariffRate, 'standingCharge' | 'unitRate' | 'dayRate' | 'nightRate' | 'exitFeeGbp'>;
  projection: RolledProjection;
  asOf: Date;
  previousTwelveMonthsGbp?: number | null;
  /** Overrides the tariff's own end date (the customer's tariffValidToDate). */
  endDate?: string | null;
}): PppFuel {
  const { tariff, rate, projection } = args;
  return {
    annualUsage: Math.round(projection.kWh),
    dateOfCalculation: args.asOf.toISOString().slice(0, 10),
    supplier: tariff.supplierName,
    tariffName: tariff.name,
    tariffEndDate: args.endDate ?? (tariff.isFixed ? tariff.endDate : null),
    daysLeftOnCurrentTariff: projection.daysLeftOnCurrentTariff,
    daysOnDefaultTariff: projection.daysOnDefaultTariff,
    standingCharge: rate.standingCharge,
    unitRate: rate.unitRate,
    unitRateDay: rate.dayRate,
    unitRateNight: rate.nightRate,
    discounts: toPence(projection.discountsGbp),
    nextTwelveMonthsWithVat: toPence(projection.personalProjection),
    previousTwelveMonthsWithVat: args.previousTwelveMonthsGbp ?? null,
    terminationFees: rate.exitFeeGbp,
    personalProjection: Math.round(projection.personalProjection),
  };
}

/** Tariff Information Label of one fuel (spec section 3; Ofgem TIL fields). */
export interface TariffInformationLabel {
  supplier: string;
  tariffName: string;
  /** 'Variable' or the end date YYYY-MM-DD. */
  tariffEndsOn: string;
  paymentMethod: PayMethod;
  standingCharge: number;
  unitRate: number | null;
  unitRateDay: number | null;
  unitRateNight: number | null;
  /** The end date for a fixed tariff, else 'Not guaranteed'. */
  priceGuaranteedUntil: string;
  /** e.g. '£75 per fuel' or 'None'. */
  exitFees: string;
  discountsAndAdditionalCharges: string;
  additionalProductsAndServices: string;
}

/**
 * Builds the Tariff Information Label for a tariff's rate row. `endDate` overrides the tariff's own
 * end date for the householder's current tariff (the date they gave, as the projection uses it), so
 * the label and the projection of one page never disagree.
 */
export function tariffInformationLabel(
  tariff: Tariff,
  rate: TariffRate,
  endDate?: string | null,
): TariffInformationLabel {
  const ends = endDate ?? (tariff.isFixed ? tariff.endDate : null);
  const gbp = (n: number) => `£${Number.isInteger(n) ? n : n.toFixed(2)}`;
  const extras: string[] = [];
  if (rate.annualDiscountGbp > 0) extras.push(`${gbp(rate.annualDiscountGbp)} a year discount`);
  if (rate.annualFeeGbp > 0) extras.push(`${gbp(rate.annualFeeGbp)} a year charge`);
  const products: string[] = [];
  if (tariff.isGreen) products.push('Renewable electricity or carbon-offset gas');
  if (tariff.hasOnlineManagement) products.push('Online account management');
  if (tariff.hasWarmHomeDiscount) products.push('Warm Home Discount scheme');
  return {
    supplier: tariff.supplierName,
    tariffName: tariff.name,
    tariffEndsOn: ends ?? 'Variable',
    paymentMethod: rate.payMethod,
    standingCharge: rate.standingCharge,
    unitRate: rate.unitRate,
    unitRateDay: rate.dayRate,
    unitRateNight: rate.nightRate,
    priceGuaranteedUntil: ends ?? 'Not guaranteed',
    exitFees: rate.exitFeeGbp > 0 ? `${gbp(rate.exitFeeGbp)} per fuel` : 'None',
    discountsAndAdditionalCharges: extras.length ? extras.join('; ') : 'None',
    additionalProductsAndServices: products.length ? products.join('; ') : 'None',
  };
}
