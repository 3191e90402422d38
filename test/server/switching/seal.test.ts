import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openText, sealer, sealText } from '../../../server/switching/seal.js';

describe('sealing personal data (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = sealText(key, 'Ada Lovelace');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toBe(sealText(key, 'Ada Lovelace'));
    expect(openText(key, a)).toBe('Ada Lovelace');
  });

  it('refuses another key and a changed ciphertext', () => {
    const sealed = sealText(key, '08-99-99');
    expect(() => openText(randomBytes(32), sealed)).toThrow();
    const [v, iv, tag, ct] = sealed.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(() => openText(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
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
