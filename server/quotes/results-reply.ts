import type { ResultsReply, ResultsRequest } from '../../contract/api/results.js';
import type { Db } from '../db/db.js';
import { getCarbonFactors, listSuppliers, pricesUpdatedAt } from '../market/index.js';
import { supplierLogoUrl } from '../market/logos.js';
import { carbonFootprintKg, toPence } from '../pricing/index.js';
import type { LoadedQuote } from './load.js';
import { cachedMarket } from './market-cache.js';
import { filterResults, toResultRow } from './present.js';
import { payMethodsFor, priceStoredQuoteMemo } from './price.js';

/**
 * The results reply of a loaded quote (pricing memoised per market version and day): what
 * `POST /request/results/detail` answers, and what the server renders the results page with
 * (server/web/pageData.ts).
 */
export async function resultsReply(
  db: Db,
  loaded: LoadedQuote,
  asOf: Date,
  proposedPayMethod: ResultsRequest['proposedPayMethod'],
  includeAllPayMethodOptions: ResultsRequest['includeAllPayMethodOptions'],
  filters: ResultsRequest['filters'],
): Promise<ResultsReply> {
  const { quote } = loaded;
  const payMethods = payMethodsFor(quote, proposedPayMethod, includeAllPayMethodOptions === true);
  const priced = await priceStoredQuoteMemo(db, loaded, payMethods, asOf);
  const rows = filterResults(priced.results, filters);
  const [allSuppliers, factors, updatedAt] = await cachedMarket(
    db,
    loaded.marketVersion,
    'suppliers+carbon+updated',
    () => Promise.all([listSuppliers(db), getCarbonFactors(db), pricesUpdatedAt(db)]),
  );
  const annualSpend = Object.fromEntries(
    quote.fuels.flatMap((f) => {
      const spend = quote.current[f]?.annualSpendGbp;
      return spend != null ? [[f, spend]] : [];
    }),
  );
  const shown = new Set(priced.results.map((r) => r.tariff.supplierId));
  return {
    resultsInDetailDto: {
      resultsInDetail: rows.map((r) => toResultRow(r, quote.fuels)),
      uuid: loaded.uuid,
      switchId: loaded.switchId,
      switchType: quote.switchType,
      proposedPayMethod: payMethods.length === 1 ? payMethods[0] : quote.proposedPayMethod,
      isEconomy7: quote.isEconomy7,
      economy7Percentage: quote.economy7Percentage,
      annualUsage: Object.fromEntries(Object.entries(quote.kWh).map(([f, k]) => [f, Math.round(k)])),
      currentCost: priced.current ? toPence(priced.current.totalCost) : null,
      currentTariffId: quote.current[quote.fuels[0]]?.tariffId ?? null,
      carbonFootprint: Math.round(carbonFootprintKg(quote.kWh, factors)),
      suppliers: allSuppliers
        .filter((s) => shown.has(s.id))
        .map((s) => ({ id: s.id, name: s.name, isBigSix: s.isBigSix, logoUrl: supplierLogoUrl(s) })),
      dateOfCalculation: asOf.toISOString().slice(0, 10),
      // updated_at as text starts with the date: YYYY-MM-DD.
      pricesUpdatedOn: updatedAt ? updatedAt.slice(0, 10) : null,
      annualSpend,
    },
  };
}
