import type {
  AddressRequest,
  BankRequest,
  PersonalRequest,
  TermsRequest,
} from '../../contract/api/signup.js';
import {
  TERMS_FIELDS,
  addressToState,
  bankToState,
  personalToState,
  termsToState,
  type SignUpSection,
  type SignUpState,
} from '../../contract/signup-journey.js';
import { compactPostcode } from '../../contract/uk/postcode.js';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { getLookup } from '../market/index.js';
import { checkSection, type SectionCheck, type SignUpFacts } from './journeyChecks.js';
import type { SwitchRecord } from './store.js';

/**
 * Server-side checks of the sign-up sections (spec section 5). The rules are the journey's
 * (`journey/signup/*.json`, checked by `engine/core` in journeyChecks.ts): the server must not trust
 * the page, and it holds no copy of the rules of its own. Each function returns the section as stored,
 * or throws a 400 naming each field at fault with the journey's message, first one first.
 */

/** The facts of a sign-up the rules read, from the stored plan. */
function factsOf(s: SwitchRecord): SignUpFacts {
  const { supplierId, switchType, payMethod, isEconomy7 } = s.plan;
  return { supplierId, switchType, payMethod, isEconomy7 };
}

async function checked(
  db: Db,
  s: SwitchRecord,
  section: SignUpSection,
  state: SignUpState,
): Promise<SectionCheck> {
  const result = await checkSection(db, section, state, factsOf(s));
  if (result.problems.length > 0) {
    throw new HttpError(400, result.problems[0].message, result.problems);
  }
  return result;
}

/** Customer section: the title's name is kept with its id; the email lowercased, the phone as digits. */
export async function checkPersonal(
  db: Db,
  s: SwitchRecord,
  b: PersonalRequest,
): Promise<Record<string, unknown>> {
  const { switchKey: _key, ...body } = b;
  const state = personalToState(body);
  await checked(db, s, 'personal', state);
  const title = (await getLookup(db, 'titles')).find((t) => t.id === b.titleId)!.name;
  return { ...state, title };
}

/** Address section: the present address is the quote's (the one the prices are for). */
export async function checkAddress(
  db: Db,
  s: SwitchRecord,
  b: AddressRequest,
): Promise<Record<string, unknown>> {
  const { switchKey: _key, ...body } = b;
  await checked(db, s, 'address', addressToState(body));
  const present = b.residentialAddresses.present;
  const previous = present.lengthOfResidencyInMonths < 36 ? (b.previousAddresses ?? []) : [];
  const total =
    present.lengthOfResidencyInMonths + previous.reduce((n, p) => n + p.lengthOfResidencyInMonths, 0);
  const ba = b.businessAddress;
  const q = s.quote.address;
  return {
    present: {
      ...present,
      line1: present.line1 ?? q.line1,
      line2: present.line2 ?? q.line2,
      city: present.city ?? q.city,
      county: present.county ?? q.county,
      postcode: q.postcode,
    },
    previousAddresses: previous.map((p) => ({ ...p, postcode: compactPostcode(p.postcode) })),
    businessAddress: ba?.separateBilling ? { ...ba, postcode: compactPostcode(ba.postcode ?? '') } : null,
    totalMonths: total,
  };
}

/**
 * Terms section: meters for the switch type and the consents of the supplier's variant. An answer the
 * supplier's card does not show (e.g. the cooling-off choice for supplier 42) is stored unset.
 */
export async function checkTerms(db: Db, s: SwitchRecord, b: TermsRequest): Promise<Record<string, unknown>> {
  const { switchKey: _key, ...body } = b;
  const state = termsToState(body);
  const { hidden } = await checked(db, s, 'terms', state);
  const terms: Record<string, unknown> = { ...body, ...state };
  for (const field of TERMS_FIELDS) if (hidden.has(field)) terms[field] = null;
  return terms;
}

/** Payment section (Direct Debit only; the caller checks the pay method and the account). */
export async function checkBank(db: Db, s: SwitchRecord, b: BankRequest): Promise<string> {
  const { switchKey: _key, ...body } = b;
  const state = bankToState(body);
  await checked(db, s, 'bank', state);
  return state.sortCode as string;
}
