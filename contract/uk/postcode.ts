/**
 * UK postcode helpers shared by the app and the server (domain.md section 4). Pure: no imports.
 */

/** The shape of a normalised UK postcode. */
export const POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/;

/** Postcode areas outside Great Britain, which the product does not serve, with the reason shown. */
const NOT_GB: Record<string, string> = {
  BT: 'Northern Ireland',
  JE: 'Jersey',
  GY: 'Guernsey',
  IM: 'the Isle of Man',
};

/** Upper-cases, removes all whitespace, and inserts one space before the last three characters. */
export function normalisePostcode(input: string): string {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** The postcode without spaces, upper-case: the form stored and compared. */
export function compactPostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The outward code (the part before the space) of a postcode, normalised. */
export function outwardCode(input: string): string {
  return normalisePostcode(input).split(' ')[0];
}

/** The area letters of a postcode (`SW` of `SW1A 1AA`). */
export function postcodeArea(input: string): string {
  return /^[A-Z]+/.exec(compactPostcode(input))?.[0] ?? '';
}

/** Outcome of {@link checkPostcode}. */
export type PostcodeCheck =
  | { ok: true; postcode: string }
  | { ok: false; postcode: string; reason: 'invalid' | 'notGreatBritain'; message: string };

/**
 * Normalises and checks a postcode: the UK shape, then Great Britain only (BT, JE, GY and IM are
 * refused with a message naming where they are).
 */
export function checkPostcode(input: string): PostcodeCheck {
  const postcode = normalisePostcode(input);
  if (!POSTCODE_PATTERN.test(postcode)) {
    return { ok: false, postcode, reason: 'invalid', message: 'Postcode is invalid.' };
  }
  const place = NOT_GB[postcodeArea(postcode)];
  if (place) {
    return {
      ok: false,
      postcode,
      reason: 'notGreatBritain',
      message: `We can only compare energy for homes in Great Britain; this postcode is in ${place}.`,
    };
  }
  return { ok: true, postcode };
}
