/**
 * The card part of the journey meta-schema: a card's members (field schemas, ui schema, rules, checks,
 * notices, effects), composition (`extends`, `params`, `template`), and the overlay (`*Patch`) versions
 * an extending card or a template is checked against: every member optional, `null` removes one, a whole
 * `{{parameter}}` stands for any value, unknown keys still refused.
 */
import { PLACEHOLDER_SOURCE } from './compose-merge.js';
import {
  cardMembers,
  compositionMembers,
  fieldSchemaMembers,
  uiSchemaMembers,
} from './meta-schema-members.js';
import { patchDefinitions, patchMembers } from './meta-schema-overlay.js';
import { arrayOf, closed, FIELD_NAME_PATTERN, header, ref, str, type Schema } from './meta-schema-parts.js';

/** The card definitions, with the widget names `ui:widget` may take (any name when not given). */
export function cardDefinitions(widgetNames: readonly string[] | undefined): Record<string, Schema> {
  return {
    FieldType: {
      description: 'A JSON Schema type name.',
      enum: ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'],
    },
    ValidationKeyword: {
      description: 'A schema keyword that can produce a field error.',
      enum: [
        'required',
        'type',
        'enum',
        'const',
        'minimum',
        'maximum',
        'minLength',
        'maxLength',
        'pattern',
        'format',
        'minItems',
        'maxItems',
      ],
    },
    FieldSchema: closed(fieldSchemaMembers(), [], 'A field schema: only the keywords the engine validates.'),
    LabelledChoice: closed(
      { const: {}, title: { type: 'string' } },
      ['const', 'title'],
      'One labelled choice.',
    ),
    CardSchema: closed(
      {
        type: { const: 'object' },
        properties: {
          type: 'object',
          description: "The card's fields.",
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: ref('FieldSchema'),
        },
        required: arrayOf({ type: 'string' }, 'Fields required whenever visible.'),
        $comment: { type: 'string' },
      },
      ['type', 'properties'],
      "The card's static JSON Schema: its fields.",
    ),
    UiSchema: {
      type: 'object',
      description: 'RJSF ui schema: `ui:*` options, and per field a ui schema of its own.',
      tsType: '{ [key: string]: JsonValue }',
      properties: uiSchemaMembers(widgetNames),
      patternProperties: { '^ui:': {} },
      additionalProperties: ref('UiSchema'),
    },
    FieldRules: closed(
      {
        visibleWhen: { ...ref('Rule'), description: 'The field is shown only when this holds.' },
        requiredWhen: { ...ref('Rule'), description: 'The field is required when this holds.' },
        enabledWhen: { ...ref('Rule'), description: 'The field can be edited only when this holds.' },
        messages: {
          type: 'object',
          description: 'Catalogue keys replacing the default message of a failing keyword.',
          propertyNames: ref('ValidationKeyword'),
          additionalProperties: { type: 'string' },
        },
      },
      [],
      'Rules of one field, outside the static schema.',
    ),
    Check: closed(
      {
        when: ref('Rule'),
        field: str('The field that shows the message.'),
        message: str('A message catalogue key.'),
        params: {
          type: 'object',
          description: "Values of the message's placeholders ({label} is always the field's label).",
          additionalProperties: { type: ['string', 'number'] },
        },
      },
      ['when', 'field', 'message'],
      'A cross-field rule: when it holds, the field shows the message.',
    ),
    Notice: closed(
      {
        when: ref('Rule'),
        message: str('A message catalogue key.'),
        params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
      ['when', 'message'],
      'A message shown at the top of the card while its rule holds (information, not an error).',
    ),
    SetEffect: closed(
      { set: { type: 'object', minProperties: 1, description: 'Field -> literal value.' } },
      ['set'],
      'Set fields to literal values.',
    ),
    ComputeEffect: closed(
      {
        compute: {
          type: 'object',
          minProperties: 1,
          description: 'Field -> rule; the rule is evaluated and its value set (null clears the field).',
          additionalProperties: ref('Rule'),
        },
      },
      ['compute'],
      'Set fields to the values of rules, all evaluated on the state before the effect.',
    ),
    ClearEffect: closed(
      { clear: arrayOf({ type: 'string' }, undefined, { minItems: 1 }) },
      ['clear'],
      'Clear fields.',
    ),
    ActionEffect: closed(
      { action: str('A registered action name (journey/actions.json).'), args: { type: 'object' } },
      ['action'],
      'Call an action; the effects after it run once it has finished.',
    ),
    Effect: {
      description: 'set fields, compute fields, clear fields, or call a registered action.',
      oneOf: [ref('SetEffect'), ref('ComputeEffect'), ref('ClearEffect'), ref('ActionEffect')],
    },
    Effects: arrayOf(ref('Effect'), 'Effects, run in order.'),
    ParamDeclaration: closed(
      {
        description: { type: 'string' },
        default: { description: 'Used when the extending card gives none.' },
      },
      [],
      'A parameter of a base card.',
    ),
    CardRef: {
      description: 'A card to extend: its id, or its id with the parameter values.',
      anyOf: [
        str('The id of the card to extend.'),
        closed(
          {
            card: str('The id of the card to extend.'),
            params: { type: 'object', description: 'Parameter values, by name.' },
          },
          ['card'],
          'A card to extend, with parameter values.',
        ),
      ],
    },
    CardFile: closed(
      { ...header(), ...compositionMembers(), ...cardMembers() },
      ['version', 'id', 'title', 'schema'],
      'A card, sign-up section, consent variant or question.',
    ),
    CardOverlay: closed(
      {
        ...header(),
        extends: {
          description: 'The card(s) this card extends; this file states only what differs (a merge patch).',
          anyOf: [ref('CardRef'), arrayOf(ref('CardRef'), undefined, { minItems: 1 })],
        },
        ...compositionMembers(),
        ...patchMembers(cardMembers()),
      },
      ['version', 'id'],
      'A card that extends other cards and states only its differences (JSON Merge Patch: null removes), or a base with parameters: members may be missing (the extending card gives them) and any value may be a whole "{{parameter}}".',
    ),
    Placeholder: {
      type: 'string',
      pattern: `^${PLACEHOLDER_SOURCE}$`,
      description:
        "A parameter of the base, replaced by the extending card's value as it is (a number, a list, a rule ...).",
    },
    ...patchDefinitions(widgetNames),
  };
}
