import { describe, expect, it } from 'vitest';
import {
  checkMprn,
  isValidMpanCore,
  mpanCheckDigit,
  mprnCheckDigits,
  parseMpan,
  regionByDistributorId,
  regionByLetter,
  REGIONS,
} from '../../../contract/uk/index.js';

describe('MPAN', () => {
  it('checks the core check digit with the published examples', () => {
    for (const core of ['1312345678907', '2099999999993', '2499999999991'])
      expect(isValidMpanCore(core)).toBe(true);
    expect(isValidMpanCore('1200000000000')).toBe(false);
    expect(mpanCheckDigit('131234567890')).toBe(7);
    expect(isValidMpanCore('131234567890')).toBe(false);
  });

  it('parses profile class, codes, distributor and region from 21 digits (spaces allowed)', () => {
    const info = parseMpan('02 845 181 1312345678907')!;
    expect(info).toMatchObject({
      profileClass: '02',
      profileKind: 'domesticEconomy7',
      meterTimeswitchCode: '845',
      lineLossFactorClass: '181',
      core: '1312345678907',
      distributorId: 13,
      checkDigitValid: true,
      isDomestic: true,
      isEconomy7: true,
    });
    expect(info.region?.letter).toBe('D');
    expect(parseMpan('011231232099999999993')?.region?.name).toBe('Southern England');
  });

  it('marks non-domestic, half-hourly and independent-network MPANs', () => {
    expect(parseMpan('038111231312345678907')).toMatchObject({
      profileKind: 'nonDomestic',
      isDomestic: false,
    });
    expect(parseMpan('008111231312345678907')).toMatchObject({
      profileKind: 'halfHourly',
      isDomestic: false,
    });
    const idno = parseMpan('018011032499999999991')!;
    expect(idno.checkDigitValid).toBe(true);
    expect(idno.distributorId).toBe(24);
    expect(idno.region).toBeUndefined();
  });

  it('rejects wrong lengths and bad check digits', () => {
    expect(parseMpan('1312345678907')).toBeNull();
    expect(parseMpan('01801103131234567890x')).toBeNull();
    expect(parseMpan('018011031200000000000')?.checkDigitValid).toBe(false);
    expect(parseMpan('018011031312345678907')?.checkDigitValid).toBe(true);
  });

  it('maps every distributor id 10-23 to its letter', () => {
    expect(REGIONS.map((r) => r.letter).join('')).toBe('ABCDEFGPNJHKLM');
    expect(regionByDistributorId(17)?.name).toBe('North Scotland');
    expect(regionByLetter('h')?.id).toBe(20);
    expect(regionByDistributorId(9)).toBeUndefined();
  });
});

describe('MPRN', () => {
  it('accepts the published example and 6-9 digit numbers', () => {
    expect(checkMprn('3938424403')).toEqual({ ok: true, mprn: '3938424403' });
    expect(mprnCheckDigits('39384244')).toBe('03');
    expect(checkMprn('123456')).toEqual({ ok: true, mprn: '123456' });
  });

  it('warns, without blocking, when the check digits fail', () => {
    expect(checkMprn('3938424404')).toEqual({ ok: true, mprn: '3938424404', warning: 'checkDigit' });
  });

  it('rejects bad shapes', () => {
    for (const bad of ['12345', '12345678901', '39384244O3', '']) expect(checkMprn(bad).ok).toBe(false);
  });
});
