import { createRequire } from 'node:module';
import { sealText, type Keyring } from './seal.js';

const require = createRequire(import.meta.url);
type ModulusChecker = new (args: { accountNumber: string; sortCode: string }) => { isValid(): boolean };
const UkModulusChecking = require('uk-modulus-checking') as ModulusChecker;

/** Sort code digits only (dashes and spaces removed). */
function compactSortCode(sortCode: string): string {
  return sortCode.replace(/[\s-]/g, '');
}

/** Six and seven digit account numbers are left-padded to eight, as banks do. */
function padAccountNumber(accountNumber: string): string {
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

/** Encrypts an account number with AES-256-GCM under the newest data key (seal.ts). */
export const encryptAccountNumber = (key: Keyring, accountNumber: string): string =>
  sealText(key, accountNumber);
