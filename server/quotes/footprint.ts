import type { Db } from '../db/db.js';
import { getCarbonFactors } from '../market/index.js';
import { carbonFootprintKg } from '../pricing/index.js';

/**
 * A quote's carbon footprint in tonnes CO2e a year, as the results page shows it (whole kg / 1000).
 * Stored with a switch when it completes: the carbon offset is priced from it.
 */
export async function footprintTonnes(db: Db, kWh: { gas?: number; electricity?: number }): Promise<number> {
  return Math.round(carbonFootprintKg(kWh, await getCarbonFactors(db))) / 1000;
}
