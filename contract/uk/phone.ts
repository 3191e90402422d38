/** UK phone number helpers (domain.md section 4). Pure. */

/**
 * Normalises a UK phone number: removes spaces, brackets, dots and dashes, turns `+44` or `0044`
 * into `0` (dropping a `(0)` trunk digit written after the country code).
 * @returns the national form, e.g. `07700900123`, or null when the result is not 10 or 11 digits
 * starting with 0.
 */
export function normaliseUkPhone(input: string): string | null {
  let s = input.replace(/\(0\)/g, '').replace(/[\s().-]+/g, '');
  if (s.startsWith('+44')) s = `0${s.slice(3)}`;
  else if (s.startsWith('0044')) s = `0${s.slice(4)}`;
  return /^0\d{9,10}$/.test(s) ? s : null;
}
