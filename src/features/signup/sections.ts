/**
 * The five sections of the sign-up (spec section 2: details, address, terms, payment, confirm) over
 * the flow's steps. A step whose id is not a section's (a consent step after terms) belongs to the
 * section before it. A section is shown when one of its steps is included; unlocked when its first
 * included step is; done when every included step is valid.
 */
import type { ResolvedView } from '../../../engine/core/index.js';
import type { MessageKey } from '../../i18n/t';

/** The section ids, in order. */
const SECTION_IDS = ['details', 'address', 'terms', 'payment', 'confirm'] as const;

/** A section id. */
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * The history state of a sign-up section's entry. Each section moved to (Continue, Change) is its own
 * entry of the one sign-up URL, so the browser's Back undoes the last Continue and Forward redoes it.
 */
export interface SectionEntryState {
  signUpSection: string;
}

/** The section a history entry's state names, or null (an entry sign-up has not marked yet). */
export function sectionOfEntry(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const section = (state as Partial<SectionEntryState>).signUpSection;
  return typeof section === 'string' ? section : null;
}

/** The history state of `id`'s entry. */
export function sectionEntry(id: SectionId): SectionEntryState {
  return { signUpSection: id };
}

/** The sidebar title key of each section. */
export const SECTION_TITLES: Record<SectionId, MessageKey> = {
  details: 'signup.section.details',
  address: 'signup.section.address',
  terms: 'signup.section.terms',
  payment: 'signup.section.payment',
  confirm: 'signup.section.confirm',
};

/** A section now. */
export interface SectionView {
  id: SectionId;
  /** The card ids its included steps show, in order. */
  cardIds: string[];
  /** The step ids it groups. */
  stepIds: string[];
  included: boolean;
  unlocked: boolean;
  valid: boolean;
}

const isSection = (id: string): id is SectionId => (SECTION_IDS as readonly string[]).includes(id);

/** The sections of a resolved view, in order (sections with no included step are left out). */
export function sectionsOf(view: ResolvedView): SectionView[] {
  const groups = new Map<SectionId, ResolvedView['steps'][number][]>();
  let current: SectionId | null = null;
  for (const step of view.steps) {
    if (isSection(step.id)) current = step.id;
    if (!current) continue;
    const list = groups.get(current) ?? [];
    list.push(step);
    groups.set(current, list);
  }
  const out: SectionView[] = [];
  for (const id of SECTION_IDS) {
    const steps = (groups.get(id) ?? []).filter((s) => s.included);
    if (steps.length === 0) continue;
    out.push({
      id,
      cardIds: steps.map((s) => s.cardId),
      stepIds: steps.map((s) => s.id),
      included: true,
      unlocked: steps[0]!.unlocked,
      valid: steps.every((s) => s.valid),
    });
  }
  return out;
}

/** The section to show: the wanted one when it is there and unlocked, else the first not yet valid. */
export function sectionToShow(
  sections: readonly SectionView[],
  wanted: string | null,
): SectionView | undefined {
  const chosen = sections.find((s) => s.id === wanted);
  if (chosen?.unlocked) return chosen;
  return sections.find((s) => !s.valid && s.unlocked) ?? sections.filter((s) => s.unlocked).at(-1);
}

/** The section after `id` (the next one Continue goes to), if unlocked. */
export function nextSection(sections: readonly SectionView[], id: SectionId): SectionView | undefined {
  const index = sections.findIndex((s) => s.id === id);
  const next = sections[index + 1];
  return next?.unlocked ? next : undefined;
}

/** One error of the error summary: the field's input id and its message. */
export interface SummaryError {
  cardId: string;
  field: string;
  label: string;
  message: string;
}

/** Every error of a section's cards (after a submit attempt, all show), first field first. */
export function sectionErrors(view: ResolvedView, section: SectionView): SummaryError[] {
  const out: SummaryError[] = [];
  for (const cardId of section.cardIds) {
    const card = view.cards[cardId];
    if (!card) continue;
    for (const name of card.fieldOrder) {
      const field = card.fields[name];
      const error = field?.allErrors[0];
      if (field?.visible && error)
        out.push({ cardId, field: name, label: field.label, message: error.message });
    }
  }
  return out;
}
