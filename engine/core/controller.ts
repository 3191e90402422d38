/** Controller (being filled in). */
import type { ControllerOptions, Journey, JourneyController } from './view-types.js';
/** Create a React-free controller over one flow. */
export function createJourneyController(_journey: Journey, _options: ControllerOptions = {}): JourneyController {
  throw new Error('not implemented yet');
}
