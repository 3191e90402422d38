/**
 * Where the results' usage came from, so the assumptions can say whether it was estimated (the Ofgem
 * Confidence Code, domain.md section 8: "usage used, estimated or actual"). The results reply cannot
 * say: the quote sends kWh whichever usage tab gave them. The quote form's answers, kept for the
 * visit in the journey store, can.
 */
import { QUOTE_JOURNEY, useJourneyStore } from '../../stores/journey';
import type { Fuel } from './fuels';

/** The usage of one fuel: as the householder gave it, from Help Me Estimate, or a regulator average. */
export type UsageSource = 'given' | 'estimate' | 'averages';

/**
 * The source of `fuel`'s `annualKWh` from the quote form's answers. The answers may have been changed
 * since the quote was made (Back to the form, then Forward); a source is claimed only while the
 * answers still give the same kWh, otherwise the usage is called given, which claims nothing.
 */
export function usageSource(
  answers: Readonly<Record<string, unknown>> | undefined,
  fuel: Fuel,
  annualKWh: number,
): UsageSource {
  const tab = answers?.usageTab;
  if (tab !== 'estimate' && tab !== 'averages') return 'given';
  const kWh = answers?.[`${fuel}Usage`];
  return typeof kWh === 'number' && Math.round(kWh) === Math.round(annualKWh) ? tab : 'given';
}

/** The quote form's saved answers (undefined when there are none, e.g. a new tab). */
export function quoteAnswers(): Readonly<Record<string, unknown>> | undefined {
  return useJourneyStore.getState().journeys[QUOTE_JOURNEY]?.state;
}
