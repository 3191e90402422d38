/** The character that hides a digit in a masked meter number. */
export const MASK_CHAR = '•';

/**
 * Hides all but the last `visible` characters, so a householder can recognise their meter without
 * the full number showing on screen (spec: MPAN and MPRN are masked in views).
 */
export function maskIdentifier(value: string, visible = 4): string {
  const compact = value.replace(/\s+/g, '');
  if (compact.length <= visible) return MASK_CHAR.repeat(compact.length);
  return MASK_CHAR.repeat(compact.length - visible) + compact.slice(-visible);
}

/** A masked MPAN (21 characters; last 4 shown). */
export function maskMpan(mpan: string): string {
  return maskIdentifier(mpan, 4);
}

/** A masked MPRN (6 to 10 digits; last 3 shown, since it is short). */
export function maskMprn(mprn: string): string {
  return maskIdentifier(mprn, 3);
}
