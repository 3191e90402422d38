import type { FastifyInstance } from 'fastify';
import { statusReplySchema } from '../../contract/api/common.js';
import { API_ROUTES } from '../../contract/api/routes.js';
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
import type { AppDeps } from '../http/deps.js';
import { dataKeyring } from '../secrets.js';
import { errorReplies, fieldError } from '../http/errors.js';
import { encryptAccountNumber, isValidBankAccount, maskAccountNumber } from '../switching/bank.js';
import { isDirectDebit } from '../switching/plan.js';
import { checkAddress, checkBank, checkPersonal, checkTerms } from '../switching/sections.js';
import { failOnPurpose, failOnPurposeFor } from '../switching/sandboxFailures.js';
import { sealer } from '../switching/seal.js';
import { openSwitch, saveSection } from '../switching/store.js';

const ok = { status: 'OK' as const };
const reply = { 200: statusReplySchema, ...errorReplies };

/**
 * `POST /request/switch/pro/update/{personal,address,terms-and-conditions,bank}` and
 * `POST /request/bank/is-valid`. Each opens its own switch by key, checks the section (spec section 5)
 * and stores it, its personal fields sealed (AES-256-GCM, docs/data-protection.md). The bank
 * account number is stored only masked (last two digits) and encrypted; nothing of it is logged
 * (request logs hold method, path and status only).
 */
export function registerSignUpUpdateRoutes(api: FastifyInstance, { db, secrets }: AppDeps): void {
  const seal = sealer(dataKeyring(secrets));
  api.post<{ Body: PersonalRequest }>(
    API_ROUTES.updatePersonal.path,
    { schema: { body: personalRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, seal, req.body.switchKey);
      const personal = await checkPersonal(db, s, req.body);
      failOnPurpose('personal', personal.emailAddress);
      await saveSection(db, seal, s, 'personal', personal);
      return ok;
    },
  );

  api.post<{ Body: AddressRequest }>(
    API_ROUTES.updateAddress.path,
    { schema: { body: addressRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, seal, req.body.switchKey);
      const address = await checkAddress(db, s, req.body);
      failOnPurposeFor('address', s);
      await saveSection(db, seal, s, 'address', address);
      return ok;
    },
  );

  api.post<{ Body: TermsRequest }>(
    API_ROUTES.updateTerms.path,
    { schema: { body: termsRequestSchema, response: reply } },
    async (req) => {
      const s = await openSwitch(db, seal, req.body.switchKey);
      const terms = await checkTerms(db, s, req.body);
      failOnPurposeFor('terms', s);
      await saveSection(db, seal, s, 'terms', terms);
      return ok;
    },
  );

  api.post<{ Body: BankRequest }>(
    API_ROUTES.updateBank.path,
    { schema: { body: bankRequestSchema, response: reply } },
    async (req) => {
      const b = req.body;
      const s = await openSwitch(db, seal, b.switchKey);
      if (!isDirectDebit(s.plan.payMethod))
        throw fieldError('switchKey', 'Bank details are only taken for Direct Debit payment.');
      const sortCode = await checkBank(db, s, b);
      if (!isValidBankAccount(sortCode, b.accountNumber))
        throw fieldError('accountNumber', 'We could not verify your bank details');
      failOnPurposeFor('bank', s);
      const { switchKey: _k, accountNumber, sortCode1: _1, sortCode2: _2, sortCode3: _3, ...rest } = b;
      await saveSection(
        db,
        seal,
        s,
        'bank',
        { ...rest, sortCode, accountNumberMasked: maskAccountNumber(accountNumber) },
        { bankAccountEnc: encryptAccountNumber(seal.ring, accountNumber) },
      );
      return ok;
    },
  );

  api.post<{ Body: BankValidRequest }>(
    API_ROUTES.bankValid.path,
    { schema: { body: bankValidRequestSchema, response: { 200: bankValidReplySchema, ...errorReplies } } },
    async (req) => {
      failOnPurposeFor('verify', await openSwitch(db, seal, req.body.switchKey));
      return { valid: isValidBankAccount(req.body.sortCode, req.body.accountNumber) };
    },
  );
}
