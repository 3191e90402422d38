import type { Fuel, MeterType, PayMethod, Supplier, Tariff, TariffRate } from './types.js';

/** Column list of `suppliers` in {@link SupplierRow} order. */
export const SUPPLIER_COLUMNS =
  'id, name, sample, description, supplier_terms_url, tariff_terms_url, switch_option, big_six, logo_svg, customer_services_phone';

/** A `suppliers` row as the drivers return it. */
export interface SupplierRow {
  id: number;
  name: string;
  sample: boolean;
  description: string;
  supplier_terms_url: string;
  tariff_terms_url: string;
  switch_option: Supplier['switchOption'];
  big_six: boolean;
  logo_svg: string | null;
  customer_services_phone: string | null;
}

/** Maps a supplier row. */
export function toSupplier(r: SupplierRow): Supplier {
  return {
    id: r.id,
    name: r.name,
    sample: r.sample,
    description: r.description,
    supplierTermsUrl: r.supplier_terms_url,
    tariffTermsUrl: r.tariff_terms_url,
    switchOption: r.switch_option,
    isBigSix: r.big_six,
    logoSvg: r.logo_svg,
    customerServicesPhone: r.customer_services_phone,
  };
}

/**
 * Tariff columns (alias t, supplier alias s). end_date is read as text so PGlite and pg agree
 * (pg would otherwise build a local-time Date).
 */
export const TARIFF_COLUMNS = `t.id, t.supplier_id, s.name AS supplier_name, t.name, t.is_fixed, t.end_date::text AS end_date,
  t.is_green, t.is_standard, t.switchable, s.switch_option, t.paper_billing, t.online_management, t.warm_home_discount, t.features`;

/** A tariff row joined with its supplier. */
export interface TariffRow {
  id: number;
  supplier_id: number;
  supplier_name: string;
  name: string;
  is_fixed: boolean;
  end_date: string | null;
  is_green: boolean;
  is_standard: boolean;
  switchable: boolean;
  switch_option: Supplier['switchOption'];
  paper_billing: boolean;
  online_management: boolean;
  warm_home_discount: boolean;
  features: string[] | string;
}

/** Maps a tariff row; a review-only supplier makes every tariff review only. */
export function toTariff(r: TariffRow): Tariff {
  const switchable = r.switchable && r.switch_option !== 'None';
  return {
    id: r.id,
    supplierId: r.supplier_id,
    supplierName: r.supplier_name,
    name: r.name,
    isFixed: r.is_fixed,
    endDate: r.end_date,
    isGreen: r.is_green,
    isDefaultOrStandard: r.is_standard,
    switchable,
    switchOption: switchable ? 'Online' : 'None',
    hasPaperBilling: r.paper_billing,
    hasOnlineManagement: r.online_management,
    hasWarmHomeDiscount: r.warm_home_discount,
    features: typeof r.features === 'string' ? (JSON.parse(r.features) as string[]) : r.features,
  };
}

/** Rate columns (alias r). */
export const RATE_COLUMNS =
  'r.tariff_id, r.fuel, r.region, r.pay_method, r.meter, r.standing_charge, r.unit_rate, r.day_rate, r.night_rate, r.exit_fee, r.annual_discount, r.annual_fee';

/** A `tariff_rates` row. */
export interface RateRow {
  tariff_id: number;
  fuel: Fuel;
  region: number;
  pay_method: PayMethod;
  meter: MeterType;
  standing_charge: number;
  unit_rate: number | null;
  day_rate: number | null;
  night_rate: number | null;
  exit_fee: number;
  annual_discount: number;
  annual_fee: number;
}

/** Maps a rate row. */
export function toRate(r: RateRow): TariffRate {
  return {
    fuel: r.fuel,
    region: r.region,
    payMethod: r.pay_method,
    meter: r.meter,
    standingCharge: r.standing_charge,
    unitRate: r.unit_rate,
    dayRate: r.day_rate,
    nightRate: r.night_rate,
    exitFeeGbp: r.exit_fee,
    annualDiscountGbp: r.annual_discount,
    annualFeeGbp: r.annual_fee,
  };
}
