import { checkPostcode } from '../../contract/uk/index.js';
import type { Db } from '../db/db.js';
import { getPostcodeRegionMap } from '../market/index.js';
import { resolveRegion } from '../pricing/index.js';
import { fieldError } from '../http/errors.js';

/**
 * Checks a postcode (UK shape, Great Britain only: a 400 with a clear message for BT, JE, GY, IM)
 * and returns it normalised.
 */
export function gbPostcode(input: string, field = 'postcode'): string {
  const check = checkPostcode(input);
  if (!check.ok) throw fieldError(field, check.message);
  return check.postcode;
}

/** The region (distributor id) of a supply: the MPAN's distributor, else the postcode's; 400 when unknown. */
export async function regionOf(db: Db, postcode: string, mpan?: string): Promise<number> {
  const normalised = gbPostcode(postcode);
  const found = resolveRegion({ mpan: mpan ?? null, postcode: normalised }, await getPostcodeRegionMap(db));
  if (!found) throw fieldError('postcode', 'We could not find the energy region of this postcode.');
  return found.region.id;
}
