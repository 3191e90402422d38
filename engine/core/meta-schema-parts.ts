/**
 * Building blocks of the journey meta-schema (meta-schema.ts): JSON Schema helpers, the patterns of ids
 * and field names, the header every journey file has.
 */
import { PLACEHOLDER_SOURCE } from './compose-merge.js';

/** A JSON Schema (as the meta-schema is written: plain objects). */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
export const str = (description: string): Schema => ({ type: 'string', description });
export const arrayOf = (items: Schema, description?: string, extra: Schema = {}): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
  ...extra,
});
export const closed = (
  properties: Record<string, Schema>,
  required: string[],
  description: string,
): Schema => ({
  type: 'object',
  description,
  properties,
  required,
  additionalProperties: false,
});

export const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
// Field names are letters, digits and `_`; a template may build them from `{{parameters}}`.
const NAME_PART = `(?:[A-Za-z0-9_]|${PLACEHOLDER_SOURCE})`;
export const FIELD_NAME_PATTERN = `^(?:[A-Za-z_]|${PLACEHOLDER_SOURCE})${NAME_PART}*$`;

/** Header members of every journey file. */
export function header(): Record<string, Schema> {
  return {
    $schema: str('Relative path to journey.schema.json (for the editor).'),
    version: { const: 1, description: 'Journey file format version.' },
    id: {
      type: 'string',
      pattern: ID_PATTERN,
      description: 'Unique id across the journey, e.g. quote.gas-supplier.',
    },
    $comment: str('Notes for staff.'),
  };
}

export const scenariosRef: Schema = {
  description: 'Named scenarios: inline, or a path (relative to this file) to a scenarios file.',
  anyOf: [arrayOf(ref('Scenario')), { type: 'string' }],
};

/** A field type: one type name or a list of them. */
export const typeSchema: Schema = {
  anyOf: [ref('FieldType'), arrayOf(ref('FieldType'), undefined, { minItems: 1 })],
};

/** A member of an overlay or a template: its full schema, null (remove it), or a whole `{{parameter}}`. */
export function nullable(schema: Schema): Schema {
  return { anyOf: [schema, { type: 'null' }, ref('Placeholder')] };
}
