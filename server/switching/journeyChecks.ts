/**
 * The server's checks of the sign-up sections: the same journey files the page uses
 * (`journey/signup/*.json`), evaluated by `engine/core`, so there is one set of rules. A request body is
 * turned into journey state (`contract/signup-journey.ts`), the switch's own data supplies the context
 * the rules read (supplier, switch type, pay method, Economy 7, the MPAN's own facts), and every visible
 * field of the section with an error is reported with the journey's message. A field that picks from a
 * lookup list (`ui:options.list`) must hold one of the list's ids.
 */
import type { SwitchType } from '../../contract/api/common.js';
import { parseMpan } from '../../contract/uk/meters.js';
import {
  SECTION_FIELDS,
  SIGNUP_FLOW_ID,
  requestFieldOf,
  type SignUpSection,
  type SignUpState,
} from '../../contract/signup-journey.js';
import { createUiState, currentCardId, evaluate, formatMessage } from '../../engine/core/index.js';
import type { Db } from '../db/db.js';
import type { FieldProblem } from '../http/validation.js';
import { getLookup } from '../market/index.js';
import type { LookupKind, PayMethod } from '../market/types.js';
import { signUpJourney } from './journeyFiles.js';
import { toSignUpPayMethod } from './plan.js';

/** What the server knows of a sign-up, whatever the body says. */
export interface SignUpFacts {
  supplierId: number;
  switchType: SwitchType;
  payMethod: PayMethod;
  isEconomy7: boolean;
}

/** The outcome of a section check: the problems (first first) and the section's fields shown. */
export interface SectionCheck {
  problems: FieldProblem[];
  /** Fields of the section the journey shows for this switch (hidden ones are not stored). */
  visible: Set<string>;
  /** Fields of the section the journey hides for this switch, or does not ask at all. */
  hidden: Set<string>;
}

/** The journey's lists that are lookups of the reference data, by list name. */
const LOOKUP_LISTS: Record<string, LookupKind> = {
  titles: 'titles',
  employmentStatuses: 'employmentStatuses',
  residentialStatuses: 'residentialStatuses',
  specialNeeds: 'specialNeeds',
  prepayments: 'prepayments',
  paymentDays: 'directDebitDays',
};

/** The context the rules read, from the switch itself (never from the body). */
function contextOf(facts: SignUpFacts, state: SignUpState): SignUpState {
  const context: SignUpState = {
    supplierId: facts.supplierId,
    switchType: facts.switchType,
    payMethod: toSignUpPayMethod(facts.payMethod),
    isEconomy7: facts.isEconomy7,
    whiteLabel: false,
    projectSupplier: false,
    mpanValid: null,
  };
  // The MPAN's own facts: the check digit stands for the remote check, and a missing domestic or
  // Economy 7 answer is taken from the meter number (the page asks the householder).
  const mpan = typeof state.mpanNumber === 'string' ? parseMpan(state.mpanNumber) : null;
  if (mpan) {
    context.mpanValid = mpan.checkDigitValid ? 1 : 0;
    if (state.domesticMeter == null) context.domesticMeter = mpan.isDomestic;
    if (state.economy7Meter == null) context.economy7Meter = mpan.isEconomy7;
  }
  return context;
}

/** The cards holding a section's fields: the terms also hold the meter numbers of the address card. */
function cardsOf(section: SignUpSection, termsCard: string): string[] {
  switch (section) {
    case 'personal':
      return ['signup.details'];
    case 'address':
      return ['signup.address'];
    case 'terms':
      return ['signup.address', termsCard];
    case 'bank':
      return ['signup.payment'];
  }
}

/**
 * Checks one section's answers with the journey's rules.
 * @param state - the section's answers as journey state (from `contract/signup-journey.ts`).
 */
export async function checkSection(
  db: Db,
  section: SignUpSection,
  state: SignUpState,
  facts: SignUpFacts,
): Promise<SectionCheck> {
  const journey = signUpJourney();
  const full = { ...state, ...contextOf(facts, state) };
  const evaluation = evaluate(journey, full, createUiState({ submitted: true }), { flow: SIGNUP_FLOW_ID });
  const termsStep = evaluation.flow!.steps.find((step) => step.id === 'terms')!;
  const fields = new Set(SECTION_FIELDS[section]);
  const problems: FieldProblem[] = [];
  const visible = new Set<string>();
  const hidden = new Set<string>();
  const lookups: Array<{ field: string; label: string; kind: LookupKind }> = [];
  for (const cardId of cardsOf(section, currentCardId(termsStep, evaluation.ctx))) {
    const card = journey.cards.get(cardId)!;
    const content = evaluation.content(cardId);
    for (const name of card.fieldOrder) {
      if (!fields.has(name)) continue;
      const field = content.fields[name];
      (field.visible ? visible : hidden).add(name);
      if (!field.visible) continue;
      const error = field.errors[0];
      if (error) problems.push({ field: requestFieldOf(name), message: error.message });
      const list = listOf(card.file.uiSchema?.[name]);
      if (list && LOOKUP_LISTS[list] && !error && full[name] != null)
        lookups.push({ field: name, label: field.label, kind: LOOKUP_LISTS[list] });
    }
  }
  // A field of the section that none of its cards has is not asked of this switch (e.g. the
  // cooling-off choice for supplier 42): hidden too.
  for (const name of fields) if (!visible.has(name)) hidden.add(name);
  for (const { field, label, kind } of lookups) {
    const items = await getLookup(db, kind);
    if (!items.some((item) => item.id === full[field])) {
      problems.push({
        field: requestFieldOf(field),
        message: formatMessage(journey.messages, 'validation.notInList', { label }),
      });
    }
  }
  return { problems, visible, hidden };
}

function listOf(ui: unknown): string | undefined {
  if (!ui || typeof ui !== 'object') return undefined;
  const options = (ui as Record<string, unknown>)['ui:options'];
  const list = options && typeof options === 'object' ? (options as Record<string, unknown>).list : undefined;
  return typeof list === 'string' ? list : undefined;
}
