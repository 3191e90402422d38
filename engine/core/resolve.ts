/** Resolver (being filled in). */
import type { Journey, JourneyState, ResolveOptions, ResolvedView, UiState } from './view-types.js';
/** A fresh UI state: nothing touched, no submit attempt. */
export function createUiState(initial: Partial<UiState> = {}): UiState {
  return { touched: initial.touched ?? {}, submitted: initial.submitted ?? false, submittedCards: initial.submittedCards ?? [] };
}
/** Resolve (journey, state, ui) to the view. */
export function resolve(_journey: Journey, _state: JourneyState, _ui: UiState, _options: ResolveOptions = {}): ResolvedView {
  throw new Error('not implemented yet');
}
