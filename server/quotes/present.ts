import type { ResultFuel, ResultRow, ResultsRequest } from '../../contract/api/results.js';
import type { Fuel } from '../market/index.js';
import { toPence } from '../pricing/index.js';
import type { PricedResult } from './price.js';

const round4 = (n: number) => Math.round(n * 10000) / 10000;

/** One fuel of a result row: cost to the penny and the priced bands (day/night on Economy 7). */
function fuelPart(r: PricedResult, fuel: Fuel): ResultFuel | undefined {
  const p = r.perFuel[fuel];
  const rates = r.tariff.rates[fuel];
  if (!p || !rates) return undefined;
  return {
    cost: toPence(p.personalProjection),
    savings: r.savingsPerFuel[fuel] ?? null,
    kWh: Math.round(p.kWh),
    standingCharge: rates.standingCharge,
    bands: p.bands.map((b) => ({ band: b.band, kWh: Math.round(b.kWh * 100) / 100, rate: round4(b.rate) })),
    exitFee: rates.exitFeeGbp,
    daysOnDefaultTariff: p.daysOnDefaultTariff,
  };
}

/** A result row of spec section 3 from a priced tariff. */
export function toResultRow(r: PricedResult, fuels: Fuel[]): ResultRow {
  const t = r.tariff;
  const row: ResultRow = {
    tariffId: t.id,
    tariffName: t.name,
    supplierId: t.supplierId,
    supplierName: t.supplierName,
    payMethod: t.payMethod,
    switchOption: t.switchOption,
    isGreen: t.isGreen,
    hasCancellationFee: r.exitFeesGbp > 0,
    isFixed: t.isFixed,
    tariffEndDate: t.isFixed ? t.endDate : null,
    hasPaperBilling: t.hasPaperBilling,
    hasOnlineManagement: t.hasOnlineManagement,
    hasWarmHomeDiscount: t.hasWarmHomeDiscount,
    tariffDetails: t.features,
    totalCost: r.totalCost,
    monthlyCost: r.monthlyCost,
    savings: r.savings,
    exitFees: r.exitFeesGbp,
  };
  for (const fuel of fuels) {
    const part = fuelPart(r, fuel);
    if (part) row[fuel] = part;
  }
  return row;
}

/** Applies the results sidebar filters (spec section 4, step 7) to ranked rows. */
export function filterResults(rows: PricedResult[], filters: ResultsRequest['filters']): PricedResult[] {
  if (!filters) return rows;
  const suppliers = filters.suppliers?.length ? new Set(filters.suppliers) : null;
  return rows.filter(
    (r) =>
      (!suppliers || suppliers.has(r.tariff.supplierId)) &&
      (filters.payMethod === undefined || r.tariff.payMethod === filters.payMethod) &&
      (filters.isFixed === undefined || r.tariff.isFixed === filters.isFixed) &&
      (filters.isGreen === undefined || r.tariff.isGreen === filters.isGreen) &&
      (!filters.switchable || r.tariff.switchOption !== 'None'),
  );
}
