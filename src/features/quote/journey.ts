/**
 * The quote form's journey, bundled at build time from `journey/quote/` and loaded once. The journey
 * files are data: the cards and the flow, as the app runs them (scripts/vite/precomposedJourney.ts
 * leaves the scenarios and authors' notes out).
 */
import { loadPrecomposedJourney, type Journey } from '../../../engine/core/index.js';
import { messageCatalogue } from '../../i18n/t';
// The journey files with their cards composed at build time (engine/core/precompose.ts explains why).
import files from 'virtual:precomposed-journey/quote';

/** The flow id of the quote form. */
export const QUOTE_FLOW_ID = 'quote.form';

let journey: Journey | undefined;

/** The loaded quote journey (loaded on first use). */
export function quoteJourney(): Journey {
  journey ??= loadPrecomposedJourney(files, { messages: messageCatalogue });
  return journey;
}

/** The card ids of the quote flow in step order (each once): the order the page renders them in. */
export function quoteCardOrder(j: Journey = quoteJourney()): string[] {
  const flow = j.flows.get(QUOTE_FLOW_ID);
  if (!flow) throw new Error(`the quote journey has no flow "${QUOTE_FLOW_ID}"`);
  return [...new Set(flow.steps.flatMap((step) => step.cardIds))];
}
