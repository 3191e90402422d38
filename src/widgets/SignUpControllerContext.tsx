/**
 * The sign-up's controller, for the widgets that set more than their own field (an address search
 * fills the address lines). Provided by the sign-up page; null elsewhere (staff preview, snapshots),
 * where the widgets still render and only their lookups are unavailable.
 */
import { createContext, useContext } from 'react';
import type { JourneyController } from '../../engine/core/index.js';

/** The controller of the sign-up journey the widgets are rendered in. */
export const SignUpControllerContext = createContext<JourneyController | null>(null);

/** The sign-up controller, or null outside the sign-up page. */
export function useSignUpController(): JourneyController | null {
  return useContext(SignUpControllerContext);
}
