/**
 * The quote form's controller, for the app widgets that drive more than their own field (the usage
 * tabs' help-me-estimate modal sets the five answers). Provided by the quote page.
 */
import { createContext, useContext } from 'react';
import type { JourneyController } from '../../engine/core/index.js';

/** The controller of the journey the widgets are rendered in, or null outside a quote page. */
export const QuoteControllerContext = createContext<JourneyController | null>(null);

/** The quote form's controller; null when rendered outside the quote page (previews, snapshots). */
export function useQuoteController(): JourneyController | null {
  return useContext(QuoteControllerContext);
}
