/**
 * The overlay (`*Patch`) versions of a card's definitions in the journey meta-schema: what a card that
 * extends others, or a template, is checked against. Every member is optional, `null` removes one, a
 * whole `{{parameter}}` stands for any value, and unknown keys are still refused (typos are caught).
 */
import { fieldSchemaMembers, uiSchemaMembers } from './meta-schema-members.js';
import { arrayOf, FIELD_NAME_PATTERN, nullable, ref, type Schema } from './meta-schema-parts.js';

/**
 * Overlay versions of the mergeable parts of a card: in a merge patch every member is optional and
 * `null` removes it; arrays replace the base's whole array, so their items stay complete.
 */
export function patchDefinitions(widgetNames: readonly string[] | undefined): Record<string, Schema> {
  return {
    UiSchemaPatch: {
      type: 'object',
      description: "Changes to the base's ui schema (null removes an option or a field's ui schema).",
      tsType: '{ [key: string]: JsonValue }',
      properties: Object.fromEntries(
        Object.entries(uiSchemaMembers(widgetNames)).map(([key, schema]) => [key, nullable(schema)]),
      ),
      patternProperties: { '^ui:': {} },
      additionalProperties: nullable(ref('UiSchemaPatch')),
    },
    CardSchemaPatch: {
      type: 'object',
      description: "Changes to the base's schema (null removes a field).",
      properties: {
        type: { const: 'object' },
        properties: {
          type: 'object',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: nullable(ref('FieldSchemaPatch')),
        },
        required: arrayOf({ type: 'string' }),
        $comment: nullable({ type: 'string' }),
      },
      additionalProperties: false,
    },
    FieldSchemaPatch: {
      type: 'object',
      description: "Changes to a base field's schema (null removes a keyword).",
      properties: Object.fromEntries(
        Object.entries({
          ...fieldSchemaMembers(),
          items: ref('FieldSchemaPatch'),
          properties: { type: 'object', additionalProperties: nullable(ref('FieldSchemaPatch')) },
        }).map(([key, schema]) => [key, nullable(schema)]),
      ),
      additionalProperties: false,
    },
    FieldRulesPatch: {
      type: 'object',
      description: "Changes to a base field's rules (null removes a rule).",
      properties: {
        visibleWhen: ref('Rule'),
        requiredWhen: ref('Rule'),
        enabledWhen: ref('Rule'),
        messages: {
          type: 'object',
          propertyNames: ref('ValidationKeyword'),
          additionalProperties: nullable({ type: 'string' }),
        },
      },
      additionalProperties: false,
    },
  };
}

/** A card's members as an overlay states them (null removes one). */
export function patchMembers(members: Record<string, Schema>): Record<string, Schema> {
  const patched: Record<string, Schema> = {
    ...members,
    schema: ref('CardSchemaPatch'),
    uiSchema: ref('UiSchemaPatch'),
    fields: {
      type: 'object',
      propertyNames: { pattern: FIELD_NAME_PATTERN },
      additionalProperties: nullable(ref('FieldRulesPatch')),
    },
    onChange: { type: 'object', additionalProperties: nullable(ref('Effects')) },
  };
  return Object.fromEntries(
    Object.entries(patched).map(([key, schema]) => [key, key === 'kind' ? schema : nullable(schema)]),
  );
}
