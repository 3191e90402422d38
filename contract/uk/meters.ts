/**
 * MPAN and MPRN checks (domain.md section 3). Pure: the app and the server use the same code.
 */
import { regionByDistributorId, type UkRegion } from './regions.js';

/** Weights of the MPAN core check digit: primes, skipping 11. */
const MPAN_WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];

/** Removes spaces and dashes, as people type meter numbers in groups. */
export function compactMeterNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/**
 * True when the 13-digit MPAN core's last digit matches its check digit.
 * @internal Exported for its unit test.
 */
export function isValidMpanCore(core: string): boolean {
  if (!/^\d{13}$/.test(core)) return false;
  return mpanCheckDigit(core.slice(0, 12)) === Number(core[12]);
}

/** The check digit of the first 12 digits of an MPAN core: sum(d_i * w_i) mod 11 mod 10. */
export function mpanCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('need 12 digits');
  const sum = MPAN_WEIGHTS.reduce((s, w, i) => s + w * Number(first12[i]), 0);
  return (sum % 11) % 10;
}

/** What an MPAN's profile class says about the meter. */
type ProfileKind = 'halfHourly' | 'domesticSingleRate' | 'domesticEconomy7' | 'nonDomestic' | 'unknown';

/** A parsed 21-digit MPAN. */
export interface MpanInfo {
  mpan: string;
  /** Two digits, e.g. '01'. */
  profileClass: string;
  profileKind: ProfileKind;
  meterTimeswitchCode: string;
  lineLossFactorClass: string;
  /** 13 digits. */
  core: string;
  distributorId: number;
  /** The region when the distributor id is 10-23; undefined for independent networks (24+). */
  region: UkRegion | undefined;
  checkDigitValid: boolean;
  /** Profile class 01 or 02. */
  isDomestic: boolean;
  /** Profile class 02. */
  isEconomy7: boolean;
}

/** The kind of meter a profile class means: 00 half-hourly, 01 domestic, 02 Economy 7, 03-08 non-domestic. */
function profileKind(profileClass: string): ProfileKind {
  const n = Number(profileClass);
  if (!/^\d{2}$/.test(profileClass)) return 'unknown';
  if (n === 0) return 'halfHourly';
  if (n === 1) return 'domesticSingleRate';
  if (n === 2) return 'domesticEconomy7';
  if (n >= 3 && n <= 8) return 'nonDomestic';
  return 'unknown';
}

/**
 * Parses a full MPAN (21 digits, spaces allowed): profile class + MTC + LLFC + 13-digit core.
 * @returns null when it is not 21 digits; otherwise the parts and whether the check digit holds.
 */
export function parseMpan(input: string): MpanInfo | null {
  const mpan = compactMeterNumber(input);
  if (!/^\d{21}$/.test(mpan)) return null;
  const profileClass = mpan.slice(0, 2);
  const core = mpan.slice(8);
  const distributorId = Number(core.slice(0, 2));
  const kind = profileKind(profileClass);
  return {
    mpan,
    profileClass,
    profileKind: kind,
    meterTimeswitchCode: mpan.slice(2, 5),
    lineLossFactorClass: mpan.slice(5, 8),
    core,
    distributorId,
    region: regionByDistributorId(distributorId),
    checkDigitValid: isValidMpanCore(core),
    isDomestic: kind === 'domesticSingleRate' || kind === 'domesticEconomy7',
    isEconomy7: kind === 'domesticEconomy7',
  };
}

/** Outcome of {@link checkMprn}: a bad shape is an error, a failed check digit only a warning. */
export type MprnCheck =
  { ok: true; mprn: string; warning?: 'checkDigit' } | { ok: false; mprn: string; reason: 'format' };

/**
 * Checks an MPRN: 6 to 10 digits. For 10 digits the last two are a check: the first eight digits
 * weighted 8, 7 ... 1 from the left, summed, mod 11, as two digits. A failed check is a warning,
 * because older numbers may not follow it.
 */
export function checkMprn(input: string): MprnCheck {
  const mprn = compactMeterNumber(input);
  if (!/^\d{6,10}$/.test(mprn)) return { ok: false, mprn, reason: 'format' };
  if (mprn.length === 10 && mprnCheckDigits(mprn.slice(0, 8)) !== mprn.slice(8)) {
    return { ok: true, mprn, warning: 'checkDigit' };
  }
  return { ok: true, mprn };
}

/** The two check digits of a 10-digit MPRN from its first eight digits. */
export function mprnCheckDigits(first8: string): string {
  if (!/^\d{8}$/.test(first8)) throw new RangeError('need 8 digits');
  const sum = [...first8].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return String(sum % 11).padStart(2, '0');
}
