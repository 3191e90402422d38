import type { FastifyInstance } from 'fastify';
import { statusReplySchema } from '../../contract/api/common.js';
import {
  addressRequestSchema,
  bankRequestSchema,
  bankValidReplySchema,
  bankValidRequestSchema,
  personalRequestSchema,
  termsRequestSchema,
  type AddressRequest,
  type BankRequest,
  type BankValidRequest,
  type PersonalRequest,
  type TermsRequest,
} from '../../contract/api/signup.js';
import type { AppDeps } from '../app.js';
import { fieldError } from '../quotes/create.js';
import {
  compactSortCode,
  encryptAccountNumber,
  isValidBankAccount,
  maskAccountNumber,
} from '../switching/bank.js';
import { isDirectDebit } from '../switching/plan.js';
import { checkAddress, checkPersonal, checkTerms } from '../switching/sections.js';
import { openSwitch, saveSection } from '../switching/store.js';
import { errorReplies } from './quotes.js';

const ok = { status: 'OK' as const };
const reply = { 200: statusReplySchema, ...errorReplies };

/**
 * `POST /request/switch/pro/update/{personal,address,terms-and-conditions,bank}` and
 * `POST /request/bank/is-valid`. Each opens its own switch by key, checks the section (spec section 5)
 * and stores it. The bank account number is stored only masked (last two digits) and encrypted with
 * AES-256-GCM; it is never logged (request logs hold method, path and status only).
 */
export function registerSignUpUpdateRoutes(api: FastifyInstance, { db, secrets }: AppDeps): void {
  api.post<{ Body: PersonalRequest }>(
    '/request/switch/pro/update/personal',
    { schema: { body: personalRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, req.body.switchKey);
      await saveSection(db, s, 'personal', await checkPersonal(db, req.body));
      return ok;
    },
  );

  api.post<{ Body: AddressRequest }>(
    '/request/switch/pro/update/address',
    { schema: { body: addressRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, req.body.switchKey);
      await saveSection(db, s, 'address', await checkAddress(db, s, req.body));
      return ok;
    },
  );

  api.post<{ Body: TermsRequest }>(
    '/request/switch/pro/update/terms-and-conditions',
    { schema: { body: termsRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, req.body.switchKey);
      await saveSection(db, s, 'terms', await checkTerms(db, s, req.body));
      return ok;
    },
  );

  api.post<{ Body: BankRequest }>(
    '/request/switch/pro/update/bank',
    { schema: { body: bankRequestSchema, response: reply } },
    async (req) => {
      const b = req.body;
      const s = await openSwitch(db, b.switchKey);
      if (!isDirectDebit(s.plan.payMethod))
        throw fieldError('switchKey', 'Bank details are only taken for Direct Debit payment.');
      const sortCode = compactSortCode(b.sortCode);
      if (!/^\d{6}$/.test(sortCode)) throw fieldError('sortCode', 'sortCode must be 6 digits');
      if (!isValidBankAccount(sortCode, b.accountNumber))
        throw fieldError('accountNumber', 'We could not verify your bank details');
      if (b.isAuthorisedToSetupDirectDebits !== true) {
        throw fieldError('isAuthorisedToSetupDirectDebits', 'isAuthorisedToSetupDirectDebits is required');
      }
      const { switchKey: _k, accountNumber, sortCode1: _1, sortCode2: _2, sortCode3: _3, ...rest } = b;
      await saveSection(
        db,
        s,
        'bank',
        { ...rest, sortCode, accountNumberMasked: maskAccountNumber(accountNumber) },
        { bankAccountEnc: encryptAccountNumber(secrets.bankKey, accountNumber) },
      );
      return ok;
    },
  );

  api.post<{ Body: BankValidRequest }>(
    '/request/bank/is-valid',
    { schema: { body: bankValidRequestSchema, response: { 200: bankValidReplySchema, ...errorReplies } } },
    async (req) => {
      await openSwitch(db, req.body.switchKey);
      return { valid: isValidBankAccount(req.body.sortCode, req.body.accountNumber) };
    },
  );
}
