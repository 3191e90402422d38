import { describe, expect, it } from 'vitest';
import { captureReferral, REFERRAL_KEYS, resolveReferral } from '../../../src/stores/referral';
import { defaultSettings } from '../../../src/settings/readSettings';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('referral pair', () => {
  it('uses the default referrer branch code and owner reference from settings when nothing is stored', () => {
    expect(resolveReferral(memoryStorage(), defaultSettings)).toEqual({
      refererBranch: defaultSettings.referrerBranchCode,
      reference: defaultSettings.switchOwnerReference,
    });
  });

  it('session storage overrides settings', () => {
    const storage = memoryStorage({ [REFERRAL_KEYS.refererBranch]: 'BR1', [REFERRAL_KEYS.reference]: 'R1' });
    expect(resolveReferral(storage, defaultSettings)).toEqual({ refererBranch: 'BR1', reference: 'R1' });
  });

  it('stores the pair only when both route values are present', () => {
    const storage = memoryStorage();
    expect(captureReferral(storage, { refererBranch: 'BR123' })).toBe(false);
    expect(captureReferral(storage, { reference: 'REF456' })).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(captureReferral(storage, { refererBranch: 'BR123', reference: 'REF456' })).toBe(true);
    expect(resolveReferral(storage, defaultSettings)).toEqual({
      refererBranch: 'BR123',
      reference: 'REF456',
    });
  });

  it('a new pair replaces the stored one', () => {
    const storage = memoryStorage({ refererBranch: 'OLD', reference: 'OLD' });
    captureReferral(storage, { refererBranch: 'NEW', reference: 'N2' });
    expect(resolveReferral(storage, defaultSettings)).toEqual({ refererBranch: 'NEW', reference: 'N2' });
  });
});
