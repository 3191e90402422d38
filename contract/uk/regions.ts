/**
 * The 14 electricity distribution regions (domain.md section 3): distributor id (MPAN core digits
 * 1-2) to region letter and name. Industry identifiers, stable for decades, so they live here.
 */
export interface UkRegion {
  /** Distributor id 10-23. */
  id: number;
  letter: string;
  name: string;
}

/** The regions in distributor-id order. */
export const REGIONS: readonly UkRegion[] = [
  { id: 10, letter: 'A', name: 'Eastern England' },
  { id: 11, letter: 'B', name: 'East Midlands' },
  { id: 12, letter: 'C', name: 'London' },
  { id: 13, letter: 'D', name: 'Merseyside and North Wales' },
  { id: 14, letter: 'E', name: 'West Midlands' },
  { id: 15, letter: 'F', name: 'North East England' },
  { id: 16, letter: 'G', name: 'North West England' },
  { id: 17, letter: 'P', name: 'North Scotland' },
  { id: 18, letter: 'N', name: 'South Scotland' },
  { id: 19, letter: 'J', name: 'South East England' },
  { id: 20, letter: 'H', name: 'Southern England' },
  { id: 21, letter: 'K', name: 'South Wales' },
  { id: 22, letter: 'L', name: 'South West England' },
  { id: 23, letter: 'M', name: 'Yorkshire' },
];

/** The region of a distributor id 10-23, or undefined (ids 24+ are independent networks: use the postcode). */
export function regionByDistributorId(id: number): UkRegion | undefined {
  return REGIONS.find((r) => r.id === id);
}

/** The region of a region letter (A-P, case-insensitive), or undefined. */
export function regionByLetter(letter: string): UkRegion | undefined {
  const l = letter.trim().toUpperCase();
  return REGIONS.find((r) => r.letter === l);
}
