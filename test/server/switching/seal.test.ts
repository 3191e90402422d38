import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyId, keyring, openText, sealer, sealText } from '../../../server/switching/seal.js';

describe('sealing personal data (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = sealText(key, 'Ada Lovelace');
    expect(a).toMatch(/^v2\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(sealText(key, 'Ada Lovelace'));
    expect(openText(key, a)).toBe('Ada Lovelace');
  });

  it('refuses another key and a changed ciphertext', () => {
    const sealed = sealText(key, '08-99-99');
    expect(() => openText(randomBytes(32), sealed)).toThrow();
    const [v, id, iv, tag, ct] = sealed.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => openText(key, [v, id, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('keeps only the named fields of a record in clear', () => {
    const s = sealer(key);
    const stored = s.seal({ titleId: 1, firstName: 'Ada', dateOfBirth: '1980-12-10' }, ['titleId']);
    expect(Object.keys(stored).sort()).toEqual(['sealed', 'titleId']);
    expect(JSON.stringify(stored)).not.toContain('Ada');
    expect(s.open(stored)).toEqual({ titleId: 1, firstName: 'Ada', dateOfBirth: '1980-12-10' });
    expect(s.open({ firstName: 'Old row' })).toEqual({ firstName: 'Old row' });
  });
});

describe('a keyring of data keys', () => {
  const older = randomBytes(32);
  const newer = randomBytes(32);

  it('seals with the newest key, naming it, and opens values of every key it holds', () => {
    const ring = keyring(newer, [older]);
    const fresh = sealText(ring, 'Ada');
    expect(fresh.split('.')[1]).toBe(keyId(newer));
    expect(openText(ring, fresh)).toBe('Ada');
    expect(openText(ring, sealText(older, 'Old'))).toBe('Old');
    expect(() => openText(newer, sealText(older, 'Old'))).toThrow(`data key ${keyId(older)}`);
  });

  it('opens v1 values of before key ids with whichever key fits', () => {
    const v2 = sealText(older, 'Legacy').split('.');
    const v1 = ['v1', ...v2.slice(2)].join('.');
    expect(openText(keyring(newer, [older]), v1)).toBe('Legacy');
    expect(() => openText(newer, v1)).toThrow('no configured data key');
  });
});
