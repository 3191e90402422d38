/**
 * The members of a card in the journey meta-schema, shared by the full card definitions
 * (meta-schema-cards.ts) and their overlay versions (meta-schema-overlay.ts).
 */
import {
  arrayOf,
  FIELD_NAME_PATTERN,
  ref,
  scenariosRef,
  str,
  typeSchema,
  type Schema,
} from './meta-schema-parts.js';

/** Members of a card other than the header, as a full card states them. */
export function cardMembers(): Record<string, Schema> {
  return {
    kind: { const: 'card' },
    title: str('The card heading.'),
    hint: str('A hint under the heading.'),
    schema: ref('CardSchema'),
    uiSchema: ref('UiSchema'),
    visibleWhen: { ...ref('Rule'), description: 'The card is shown only when this holds.' },
    fields: {
      type: 'object',
      description: 'Rules of each field, outside the static schema.',
      propertyNames: { pattern: FIELD_NAME_PATTERN },
      additionalProperties: ref('FieldRules'),
    },
    checks: arrayOf(ref('Check'), 'Cross-field rules: when one holds, its field shows its message.'),
    notices: arrayOf(ref('Notice'), 'Messages shown at the top of the card while their rule holds.'),
    onShow: { ...ref('Effects'), description: 'Effects run each time the card becomes shown.' },
    onChange: {
      type: 'object',
      description: 'Effects run after a field changes, by field name.',
      additionalProperties: ref('Effects'),
    },
    scenarios: scenariosRef,
  };
}

/** Composition members: what a card extends, the parameters it takes, whether it is only a template. */
export function compositionMembers(): Record<string, Schema> {
  return {
    template: {
      type: 'boolean',
      description:
        'A base that is never shown by itself: it is not a card of the journey, only of the cards that extend it.',
    },
    params: {
      type: 'object',
      description:
        'Parameters this card takes, by name; `{{name}}` in its keys and string values is replaced by the value each extending card gives.',
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
      additionalProperties: ref('ParamDeclaration'),
    },
  };
}

/** The keywords of a field schema (the core validator implements exactly these). */
export function fieldSchemaMembers(): Record<string, Schema> {
  return {
    type: typeSchema,
    title: str('The field label, used in messages ({label} is required).'),
    description: str('Help text.'),
    default: {},
    enum: { type: 'array', minItems: 1 },
    const: {},
    oneOf: arrayOf(ref('LabelledChoice'), 'Labelled choices.', { minItems: 1 }),
    anyOf: arrayOf(ref('LabelledChoice'), 'Labelled choices.', { minItems: 1 }),
    minimum: { type: 'number' },
    maximum: { type: 'number' },
    exclusiveMinimum: { type: 'number' },
    exclusiveMaximum: { type: 'number' },
    minLength: { type: 'integer', minimum: 0 },
    maxLength: { type: 'integer', minimum: 0 },
    pattern: str('An ECMAScript regular expression (unicode), tested against the whole value.'),
    format: { enum: ['email', 'date'], description: 'email, or date (YYYY-MM-DD).' },
    items: ref('FieldSchema'),
    minItems: { type: 'integer', minimum: 0 },
    maxItems: { type: 'integer', minimum: 0 },
    properties: {
      type: 'object',
      description: 'Nested fields (rules read them as field.sub).',
      additionalProperties: ref('FieldSchema'),
    },
    required: arrayOf({ type: 'string' }),
    readOnly: { type: 'boolean' },
    $comment: { type: 'string' },
  };
}

/** The ui schema options, with the widget names the registries hold (any name when not given). */
export function uiSchemaMembers(widgetNames: readonly string[] | undefined): Record<string, Schema> {
  return {
    'ui:widget': widgetNames
      ? { enum: [...widgetNames], description: 'A widget from the registry.' }
      : str('A widget from the registry.'),
    'ui:order': arrayOf({ type: 'string' }, 'Field order; "*" for the rest.'),
    'ui:title': { type: 'string' },
    'ui:description': { type: 'string' },
    'ui:help': { type: 'string' },
    'ui:placeholder': { type: 'string' },
    'ui:autofocus': { type: 'boolean' },
    'ui:autocomplete': { type: 'string' },
    'ui:options': {
      type: 'object',
      description: 'Widget options, e.g. { "list": "tariffs.gas" } names the list a widget picks from.',
    },
    'ui:classNames': { type: 'string' },
  };
}
