/**
 * What Continue does with a section: show its errors, or go to the next section. It decides only once
 * every answer's check in flight has come back (the MPAN check after the meter questions, the MPRN
 * lookup): decided at once, a press during a check found the section not valid yet, stayed, and asked
 * for an error summary that was empty by the time it showed, since the check passed a moment later. The
 * householder saw a press that did nothing (issue 25; test/e2e/signup-continue.e2e.ts). It waits for
 * the checks of its own cards only: a check a card further on started (the quote's MPAN, prefilled
 * into the address section and checked as soon as that section unlocks) never holds Continue on the
 * details section.
 */
import type { JourneyController } from '../../../engine/core/index.js';
import { nextSection, sectionsOf, type SectionId } from './sections';

/** Where Continue leads: the errors of the section pressed, the next section, or nowhere (none unlocked). */
export type ContinueOutcome = { kind: 'invalid' } | { kind: 'next'; id: SectionId } | { kind: 'none' };

/**
 * Marks the cards of `section` submitted (their errors show), waits for the actions its cards started
 * that are still in flight, then decides on the answers as they are once checked.
 */
export async function continueSection(
  controller: JourneyController,
  section: { id: SectionId; cardIds: readonly string[] },
): Promise<ContinueOutcome> {
  for (const id of section.cardIds) controller.submitAttempt(id);
  await controller.whenIdle(section.cardIds);
  const after = sectionsOf(controller.getView());
  const now = after.find((s) => s.id === section.id);
  if (now && !now.valid) return { kind: 'invalid' };
  const following = nextSection(after, section.id);
  return following ? { kind: 'next', id: following.id } : { kind: 'none' };
}
