import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Keys the server signs tokens and encrypts personal data with. */
export interface Secrets {
  /** HMAC key for bearer tokens. */
  tokenKey: Buffer;
  /** AES-256-GCM key for personal and bank data at rest (server/switching/seal.ts). */
  dataKey: Buffer;
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
 * and no key is ever committed. Production sets both variables, the same in every API process.
 */
export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
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
  const secrets = {
    tokenKey: pick('TOKEN_SECRET', 'tokenKey'),
    // Stored as bankKey since the first release, so data sealed in development stays readable.
    dataKey: pick('DATA_ENCRYPTION_KEY', 'bankKey', 'BANK_ENCRYPTION_KEY'),
  };
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return secrets;
}
