import type { SwitchType } from '../../contract/api/common.js';
import type { Fuel, MeterType, PayMethod } from '../market/types.js';

/** The current supply of one fuel as the quote recorded it. */
export interface CurrentSupply {
  tariffId: number;
  supplierId: number;
  payMethod: PayMethod;
  /** End of the fixed term: the visitor's tariffValidToDate, else the tariff's own end date. */
  endDate: string | null;
  /** What the visitor said they spend a year, pounds (previousTwelveMonthsWithVat), when given. */
  annualSpendGbp: number | null;
}

/**
 * A saved quote (the `quotes.input` column): everything the results, projections and sign-up need,
 * normalised once at creation so pricing never re-parses the visitor's request.
 */
export interface StoredQuote {
  switchType: SwitchType;
  fuels: Fuel[];
  postcode: string;
  address: { line1: string; line2: string; city: string; county: string; postcode: string; text: string };
  mpan: string | null;
  mprn: string | null;
  /** Distributor id 10-23. */
  region: number;
  isEconomy7: boolean;
  /** Night share when Economy 7 applies, else null. */
  economy7Percentage: number | null;
  /** Electricity meter type for the rates. */
  meter: MeterType;
  /** The payment method the results are priced for. */
  proposedPayMethod: PayMethod;
  /** True when the current meters are prepayment: the new tariff must be prepayment too. */
  prepaymentMeter: boolean;
  /** Annual kWh per quoted fuel. */
  kWh: Partial<Record<Fuel, number>>;
  current: Partial<Record<Fuel, CurrentSupply>>;
  smartMeters: { electricity: boolean | null; gas: boolean | null };
  referrerBranchCode: string | null;
  switchOwnerReference: string | null;
}

/** A stored quote with its ids. */
export interface QuoteRecord {
  switchId: string;
  uuid: string;
  quote: StoredQuote;
}

/** The fuels each switch type quotes. */
export const FUELS_OF: Record<SwitchType, Fuel[]> = {
  gasToGas: ['gas'],
  electricityToElectricity: ['electricity'],
  dualConsolidatedToDualConsolidated: ['gas', 'electricity'],
  dualDistinctToDualConsolidated: ['gas', 'electricity'],
};
