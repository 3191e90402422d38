/**
 * The sign-up journey, bundled at build time from `journey/signup/` and loaded once.
 */
import { loadPrecomposedJourney, type Journey } from '../../../engine/core/index.js';
import { messageCatalogue } from '../../i18n/t';
// The journey files with their cards composed at build time (engine/core/precompose.ts explains why).
import files from 'virtual:precomposed-journey/signup';

/** The flow id of the sign-up. */
export const SIGN_UP_FLOW_ID = 'signup.form';

/** The add-a-previous-address card (shown under the address section, not a step of its own). */
export const PREVIOUS_ADDRESS_CARD = 'signup.previous-address';

let journey: Journey | undefined;

/** The loaded sign-up journey (loaded on first use). */
export function signUpJourney(): Journey {
  journey ??= loadPrecomposedJourney(files, { messages: messageCatalogue });
  return journey;
}
