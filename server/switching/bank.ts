import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type ModulusChecker = new (args: { accountNumber: string; sortCode: string }) => { isValid(): boolean };
const UkModulusChecking = require('uk-modulus-checking') as ModulusChecker;

/** Sort code digits only (dashes and spaces removed). */
export function compactSortCode(sortCode: string): string {
  return sortCode.replace(/[\s-]/g, '');
}

/** Six and seven digit account numbers are left-padded to eight, as banks do. */
export function padAccountNumber(accountNumber: string): string {
  return accountNumber.padStart(8, '0');
}

/**
 * Pay.UK modulus check (via uk-modulus-checking): can this sort code and account number exist
 * together? A pass does not prove the account is the customer's; unknown sort codes pass.
 */
export function isValidBankAccount(sortCode: string, accountNumber: string): boolean {
  const sc = compactSortCode(sortCode);
  if (!/^\d{6}$/.test(sc) || !/^\d{6,8}$/.test(accountNumber)) return false;
  try {
    return new UkModulusChecking({ sortCode: sc, accountNumber: padAccountNumber(accountNumber) }).isValid();
  } catch {
    return false;
  }
}

/** The account number as stored next to the other bank fields: all but the last two digits hidden. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 2))}${accountNumber.slice(-2)}`;
}

/** Encrypts an account number with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptAccountNumber(key: Buffer, accountNumber: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Decrypts {@link encryptAccountNumber}'s output (for the hand-over to the supplier; tests). */
export function decryptAccountNumber(key: Buffer, sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1') throw new Error('unknown bank ciphertext version');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}
