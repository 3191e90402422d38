import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyring, type Keyring } from './switching/seal.js';

/** Keys the server signs tokens and encrypts personal data with. */
export interface Secrets {
  /** HMAC key for bearer tokens. */
  tokenKey: Buffer;
  /** AES-256-GCM key for personal and bank data at rest (server/switching/seal.ts): the newest one. */
  dataKey: Buffer;
  /** Earlier data keys, still opening rows sealed before a rotation (`DATA_ENCRYPTION_OLD_KEYS`). */
  oldDataKeys?: Buffer[];
}

/** The keyring personal data is sealed and opened with: the newest data key and the older ones. */
export function dataKeyring(secrets: Secrets): Keyring {
  return keyring(secrets.dataKey, secrets.oldDataKeys);
}

/**
 * With a shared database (`DATABASE_URL`) every process must hold the same keys: a key generated per
 * process would seal a sign-up that the next process cannot open. So they must be given, and the
 * start fails naming the ones that are not.
 */
function requireSharedKeys(env: NodeJS.ProcessEnv): void {
  if (!env.DATABASE_URL) return;
  const missing = [
    env.TOKEN_SECRET ? null : 'TOKEN_SECRET',
    env.DATA_ENCRYPTION_KEY || env.BANK_ENCRYPTION_KEY ? null : 'DATA_ENCRYPTION_KEY',
  ].filter(Boolean);
  if (missing.length)
    throw new Error(
      `DATABASE_URL is set, so ${missing.join(' and ')} must be set too, the same in every server process (each: openssl rand -base64 32).`,
    );
}

function fromEnv(value: string | undefined, name: string): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error(`${name} must be 32 bytes, base64-encoded (openssl rand -base64 32)`);
  return key;
}

/**
 * Loads the keys from `TOKEN_SECRET` and `DATA_ENCRYPTION_KEY` (base64, 32 bytes each;
 * `BANK_ENCRYPTION_KEY`, its earlier name, is still read). A key that is not set is generated once
 * into `dataDir/secrets.json` (mode 0600) for development, so a fresh machine starts with no setup
 * and no key is ever committed. Production sets both variables, the same in every API process; with
 * `DATABASE_URL` set, a missing one stops the start. `DATA_ENCRYPTION_OLD_KEYS` (comma-separated, base64)
 * holds data keys of before a rotation (docs/data-protection.md).
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  requireSharedKeys(env);
  const file = join(dataDir, 'secrets.json');
  let stored: Record<string, string> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  let changed = false;
  const pick = (envName: string, key: string, olderName?: string): Buffer => {
    const given =
      fromEnv(env[envName], envName) ?? (olderName ? fromEnv(env[olderName], olderName) : undefined);
    if (given) return given;
    if (!stored[key]) {
      stored[key] = randomBytes(32).toString('base64');
      changed = true;
    }
    return Buffer.from(stored[key], 'base64');
  };
  const secrets: Secrets = {
    tokenKey: pick('TOKEN_SECRET', 'tokenKey'),
    // Stored as bankKey since the first release, so data sealed in development stays readable.
    dataKey: pick('DATA_ENCRYPTION_KEY', 'bankKey', 'BANK_ENCRYPTION_KEY'),
    oldDataKeys: (env.DATA_ENCRYPTION_OLD_KEYS ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map((k) => fromEnv(k, 'DATA_ENCRYPTION_OLD_KEYS')!),
  };
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
