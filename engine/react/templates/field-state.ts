/**
 * How the core's per-field view reaches RJSF: a `ui:journey` entry in each field's uiSchema. Only that
 * field's uiSchema changes when its visibility, requiredness or enabled state changes, so RJSF's own
 * memoised fields skip every other field.
 */
import type { UiSchema } from '@rjsf/utils';

/** The key in a field's uiSchema that carries its resolved state. */
export const FIELD_STATE_KEY = 'ui:journey';

/** A field's resolved state as the templates read it. */
export interface FieldUiState {
  visible: boolean;
  required: boolean;
  enabled: boolean;
}

/** The resolved state of a field from its uiSchema, or undefined for fields the core does not resolve. */
export function fieldStateOf(uiSchema: UiSchema | undefined): FieldUiState | undefined {
  const state = uiSchema?.[FIELD_STATE_KEY] as FieldUiState | undefined;
  return state && typeof state === 'object' ? state : undefined;
}
