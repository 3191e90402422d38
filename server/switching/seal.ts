import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal data at rest: sealed with AES-256-GCM under the data key (`DATA_ENCRYPTION_KEY`, see
 * server/secrets.ts). A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url: a fresh 96-bit
 * IV each time, and the tag makes a changed or swapped ciphertext fail to open.
 */

/** Seals one text. */
export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ct.toString('base64url'),
  ].join('.');
}

/**
 * Opens {@link sealText}'s output; throws when the key is wrong or the value was changed.
 * @internal Exported for its unit test.
 */
export function openText(key: Buffer, sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/** A JSON record as stored: the fields kept in clear, plus `sealed` holding the others. */
type SealedRecord = Record<string, unknown> & { sealed: string };

/** Seals and opens the JSON records of the switch store with one key. */
export interface Sealer {
  /** `data` with every field except `clear` moved into one sealed value. */
  seal(data: Record<string, unknown>, clear: readonly string[]): SealedRecord;
  /** The record {@link seal} was given (a record stored without `sealed` comes back as it is). */
  open<T = Record<string, unknown>>(stored: Record<string, unknown>): T;
}

/** A {@link Sealer} over `key`. */
export function sealer(key: Buffer): Sealer {
  return {
    seal(data, clear) {
      const kept: Record<string, unknown> = {};
      const secret: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(data)) (clear.includes(k) ? kept : secret)[k] = v;
      return { ...kept, sealed: sealText(key, JSON.stringify(secret)) };
    },
    open<T>(stored: Record<string, unknown>): T {
      if (typeof stored.sealed !== 'string') return stored as T;
      const { sealed, ...kept } = stored;
      return { ...kept, ...(JSON.parse(openText(key, sealed)) as object) } as T;
    },
  };
}
