import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Personal data at rest: sealed with AES-256-GCM under the data key (`DATA_ENCRYPTION_KEY`, see
 * server/secrets.ts). A sealed value is `v2.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts): a
 * fresh 96-bit IV each time, and the tag makes a changed or swapped ciphertext fail to open. The key
 * id names the key of a {@link Keyring} it was sealed with, so keys can be rotated: new values are
 * sealed with the newest key, older ones still open with the key they name until `npm run switches
 * -- reseal` has sealed them again. `v1.<iv>.<tag>.<ciphertext>` values (before key ids) open with
 * whichever key of the ring fits.
 */

/** The data keys of one start: the newest seals, every one opens. */
export interface Keyring {
  /** Id of the key new values are sealed with. */
  currentId: string;
  /** Every key by id, the current one included. */
  keys: ReadonlyMap<string, Buffer>;
}

/**
 * A key's id: the first 8 hex digits of its SHA-256, so ids need no configuration and never clash by accident.
 * @internal Exported for its unit test.
 */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** A {@link Keyring} whose newest key is `current`, still opening values sealed with `older`. */
export function keyring(current: Buffer, older: readonly Buffer[] = []): Keyring {
  const keys = new Map<string, Buffer>([[keyId(current), current]]);
  for (const k of older) if (!keys.has(keyId(k))) keys.set(keyId(k), k);
  return { currentId: keyId(current), keys };
}

const ringOf = (key: Buffer | Keyring): Keyring => (Buffer.isBuffer(key) ? keyring(key) : key);

/** Seals one text with the ring's newest key (a bare key is a ring of one). */
export function sealText(key: Buffer | Keyring, text: string): string {
  const ring = ringOf(key);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.keys.get(ring.currentId)!, iv);
  const ct = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [
    'v2',
    ring.currentId,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ct.toString('base64url'),
  ].join('.');
}

function decrypt(key: Buffer, iv: string, tag: string, ct: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * Opens {@link sealText}'s output; throws when no key of the ring opens it (a key id the ring does not
 * hold is named in the message, so an operator sees which old key is missing) or the value was changed.
 */
export function openText(key: Buffer | Keyring, sealed: string): string {
  const ring = ringOf(key);
  const parts = sealed.split('.');
  if (parts[0] === 'v2' && parts.length === 5) {
    const k = ring.keys.get(parts[1]);
    if (!k) throw new Error(`sealed with data key ${parts[1]}, which is not configured`);
    return decrypt(k, parts[2], parts[3], parts[4]);
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    // Before key ids: the GCM tag tells which key fits.
    for (const k of ring.keys.values()) {
      try {
        return decrypt(k, parts[1], parts[2], parts[3]);
      } catch {
        /* try the next key */
      }
    }
    throw new Error('no configured data key opens this value');
  }
  throw new Error('not a sealed value');
}

/** Whether `sealed` is sealed with the ring's newest key (false for v1 values, which carry no key id). */
export function sealedWithCurrent(ring: Keyring, sealed: string): boolean {
  return sealed.startsWith(`v2.${ring.currentId}.`);
}

/** A JSON record as stored: the fields kept in clear, plus `sealed` holding the others. */
type SealedRecord = Record<string, unknown> & { sealed: string };

/** Seals and opens the JSON records of the switch store with one keyring. */
export interface Sealer {
  /** The keys it seals and opens with. */
  ring: Keyring;
  /** `data` with every field except `clear` moved into one sealed value. */
  seal(data: Record<string, unknown>, clear: readonly string[]): SealedRecord;
  /** The record {@link seal} was given (a record stored without `sealed` comes back as it is). */
  open<T = Record<string, unknown>>(stored: Record<string, unknown>): T;
}

/** A {@link Sealer} over `key` (the newest key of a ring, or one bare key). */
export function sealer(key: Buffer | Keyring): Sealer {
  const ring = ringOf(key);
  return {
    ring,
    seal(data, clear) {
      const kept: Record<string, unknown> = {};
      const secret: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(data)) (clear.includes(k) ? kept : secret)[k] = v;
      return { ...kept, sealed: sealText(ring, JSON.stringify(secret)) };
    },
    open<T>(stored: Record<string, unknown>): T {
      if (typeof stored.sealed !== 'string') return stored as T;
      const { sealed, ...kept } = stored;
      return { ...kept, ...(JSON.parse(openText(ring, sealed)) as object) } as T;
    },
  };
}
