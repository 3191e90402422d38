/**
 * Wraps RJSF's SchemaField: a field the core hides is not rendered at all (not even its widget), and the
 * core's requiredness and enabled state replace the static schema's (card schemas stay static: the core,
 * not the schema, says what is required or shown).
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { fieldStateOf } from './field-state.js';

const RjsfSchemaField = getDefaultRegistry().fields.SchemaField;

/** The `SchemaField` of the engine's RJSF registry. */
export function JourneySchemaField(props: FieldProps) {
  const state = fieldStateOf(props.uiSchema);
  if (!state) return <RjsfSchemaField {...props} />;
  if (!state.visible) return null;
  return (
    <RjsfSchemaField
      {...props}
      required={state.required}
      disabled={Boolean(props.disabled) || !state.enabled}
    />
  );
}
