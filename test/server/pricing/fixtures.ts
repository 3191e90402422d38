import type { CarbonFactors } from '../../../server/market/types.js';

/** The carbon data is dated and sourced, as domain.md asks of every regulator number. */
export function carbonFactorsCheck(f: CarbonFactors): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(f.effectiveFrom) && f.source.length > 10;
}
