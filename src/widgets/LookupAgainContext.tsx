/**
 * The quote form's lookups run again (its Try again buttons, an unchanged postcode searched again),
 * for the widgets that offer them. The widgets are shared (the sign-up and the staff preview show
 * them too) and import no feature, so the quote page provides these (src/features/quote/lookupAgain.ts);
 * where no page does (the sign-up, previews), there is nothing to run again and no such button shows.
 */
import { createContext, useContext } from 'react';
import type { JourneyController } from '../../engine/core/index.js';

/** Each lookup that a widget can run again, for the journey of `controller`. */
export interface LookupAgain {
  /** The addresses of the postcode already given (its list was dropped or its search failed). */
  addresses(controller: JourneyController): Promise<void>;
  /** The meters of the chosen address, after the lookup failed. */
  meters(controller: JourneyController): Promise<void>;
  /** The usage estimate from the help-me-estimate answers, after it failed. */
  estimate(controller: JourneyController): Promise<void>;
}

/** The lookups the page runs again; null where no page provides them. */
export const LookupAgainContext = createContext<LookupAgain | null>(null);

/** The nearest page's lookups to run again, or null. */
export function useLookupAgain(): LookupAgain | null {
  return useContext(LookupAgainContext);
}
