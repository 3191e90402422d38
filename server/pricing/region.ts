import {
  outwardCode,
  parseMpan,
  postcodeArea,
  regionByDistributorId,
  type UkRegion,
} from '../../contract/uk/index.js';
import type { PostcodeRegionMap } from '../market/types.js';

/**
 * The region of a postcode from its outward code, else its area; undefined when unknown.
 * @internal Exported for its unit test.
 */
export function regionFromPostcode(postcode: string, map: PostcodeRegionMap): UkRegion | undefined {
  const id = map.districts[outwardCode(postcode)] ?? map.areas[postcodeArea(postcode)];
  return id === undefined ? undefined : regionByDistributorId(id);
}

/** Where a region came from, for logs and tests. */
export type RegionSource = 'mpan' | 'postcode';

/**
 * The region of a supply (domain.md section 3): the MPAN's distributor id when it is 10-23; for
 * independent networks (24+) or without an MPAN, the postcode's outward code.
 */
export function resolveRegion(
  supply: { mpan?: string | null; postcode?: string | null },
  map: PostcodeRegionMap,
): { region: UkRegion; source: RegionSource } | undefined {
  const fromMpan = supply.mpan ? parseMpan(supply.mpan)?.region : undefined;
  if (fromMpan) return { region: fromMpan, source: 'mpan' };
  const fromPostcode = supply.postcode ? regionFromPostcode(supply.postcode, map) : undefined;
  return fromPostcode ? { region: fromPostcode, source: 'postcode' } : undefined;
}
