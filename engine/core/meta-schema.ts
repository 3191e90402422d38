/**
 * Builds `journey/journey.schema.json`, the meta-schema of journey files, from the engine's own
 * lists (widget names, rule operations, validation keywords). It mirrors `types.ts` by hand: when a
 * type there changes, change its definition here and run `npm run journey:schema`. The sample
 * journey and the broken fixtures under test/engine/fixtures keep the two honest.
 */
import { operationNames } from './rules/prepare.js';
import { widgetNames } from './widgets.js';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const str = (description: string): Schema => ({ type: 'string', description });
const closed = (properties: Record<string, Schema>, required: string[], description: string): Schema => ({
  type: 'object',
  description,
  properties,
  required,
  additionalProperties: false,
});

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
const FIELD_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
const fieldTypes = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];
const validationKeywords = [
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
];

const header: Record<string, Schema> = {
  $schema: str('Relative path to journey.schema.json (for the editor).'),
  version: { const: 1, description: 'Journey file format version.' },
  id: {
    type: 'string',
    pattern: ID_PATTERN,
    description: 'Unique id across the journey, e.g. quote.gas-supplier.',
  },
  $comment: str('Notes for staff.'),
};

const scenariosRef: Schema = {
  description: 'Named scenarios: inline, or a path (relative to this file) to a scenarios file.',
  anyOf: [{ type: 'array', items: ref('scenario') }, { type: 'string' }],
};

function definitions(): Record<string, Schema> {
  const typeSchema = {
    anyOf: [{ enum: fieldTypes }, { type: 'array', items: { enum: fieldTypes }, minItems: 1 }],
  };
  return {
    rule: {
      description: `A JSON-Logic rule over the journey state. Operations: ${operationNames.join(', ')}.`,
      anyOf: [
        { type: ['string', 'number', 'boolean', 'null'] },
        { type: 'array', items: ref('rule') },
        ref('operation'),
      ],
    },
    operation: {
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      propertyNames: { enum: operationNames },
      additionalProperties: ref('rule'),
    },
    fieldSchema: closed(
      {
        type: typeSchema,
        title: str('The field label, used in messages ({label} is required).'),
        description: str('Help text.'),
        default: {},
        enum: { type: 'array', minItems: 1 },
        const: {},
        oneOf: { type: 'array', items: ref('labelledChoice'), minItems: 1 },
        anyOf: { type: 'array', items: ref('labelledChoice'), minItems: 1 },
        minimum: { type: 'number' },
        maximum: { type: 'number' },
        exclusiveMinimum: { type: 'number' },
        exclusiveMaximum: { type: 'number' },
        minLength: { type: 'integer', minimum: 0 },
        maxLength: { type: 'integer', minimum: 0 },
        pattern: { type: 'string', description: 'An ECMAScript regular expression (unicode).' },
        format: { enum: ['email', 'date'] },
        items: ref('fieldSchema'),
        minItems: { type: 'integer', minimum: 0 },
        maxItems: { type: 'integer', minimum: 0 },
        properties: { type: 'object', additionalProperties: ref('fieldSchema') },
        required: { type: 'array', items: { type: 'string' } },
        readOnly: { type: 'boolean' },
        $comment: { type: 'string' },
      },
      [],
      'A field schema: only the keywords the engine validates.',
    ),
    labelledChoice: closed(
      { const: {}, title: { type: 'string' } },
      ['const', 'title'],
      'One labelled choice.',
    ),
    cardSchema: closed(
      {
        type: { const: 'object' },
        properties: {
          type: 'object',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: ref('fieldSchema'),
        },
        required: {
          type: 'array',
          items: { type: 'string' },
          description: 'Fields required whenever visible.',
        },
        $comment: { type: 'string' },
      },
      ['type', 'properties'],
      "The card's static JSON Schema: its fields.",
    ),
    uiNode: {
      type: 'object',
      description: 'RJSF ui schema options.',
      properties: {
        'ui:widget': { enum: [...widgetNames], description: 'A widget from the registry.' },
        'ui:order': { type: 'array', items: { type: 'string' } },
        'ui:title': { type: 'string' },
        'ui:description': { type: 'string' },
        'ui:help': { type: 'string' },
        'ui:placeholder': { type: 'string' },
        'ui:autofocus': { type: 'boolean' },
        'ui:autocomplete': { type: 'string' },
        'ui:options': { type: 'object' },
        'ui:classNames': { type: 'string' },
      },
      patternProperties: { '^ui:': {} },
      additionalProperties: ref('uiNode'),
    },
    fieldRules: closed(
      {
        visibleWhen: ref('rule'),
        requiredWhen: ref('rule'),
        enabledWhen: ref('rule'),
        messages: {
          type: 'object',
          description: 'Catalogue keys replacing the default message of a failing keyword.',
          propertyNames: { enum: validationKeywords },
          additionalProperties: { type: 'string' },
        },
      },
      [],
      'Rules of one field, outside the static schema.',
    ),
    check: closed(
      {
        when: ref('rule'),
        field: str('The field that shows the message.'),
        message: str('A message catalogue key.'),
        params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
      },
      ['when', 'field', 'message'],
      'A cross-field rule: when it holds, the field shows the message.',
    ),
    effect: {
      description: 'set fields, clear fields, or call a registered action.',
      oneOf: [
        closed({ set: { type: 'object', minProperties: 1 } }, ['set'], 'Set fields to values.'),
        closed(
          { clear: { type: 'array', items: { type: 'string' }, minItems: 1 } },
          ['clear'],
          'Clear fields.',
        ),
        closed(
          { action: str('A registered action name (journey/actions.json).'), args: { type: 'object' } },
          ['action'],
          'Call an action.',
        ),
      ],
    },
    effects: { type: 'array', items: ref('effect') },
    scenarioChange: {
      oneOf: [
        closed({ set: { type: 'string' }, value: {} }, ['set', 'value'], 'Set a value (null clears it).'),
        closed({ touch: { type: 'string' } }, ['touch'], 'Touch a field.'),
        closed(
          { submit: { anyOf: [{ const: true }, { type: 'string' }] } },
          ['submit'],
          'Attempt submit (true: the flow; a string: one card).',
        ),
      ],
    },
    scenario: closed(
      {
        name: { type: 'string', minLength: 1 },
        description: { type: 'string' },
        flow: str('Flow id to run in.'),
        state: { type: 'object', description: 'Answers and context values at the start.' },
        ui: closed(
          { touched: { type: 'array', items: { type: 'string' } }, submitted: { type: 'boolean' } },
          [],
          'UI state at the start.',
        ),
        today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        changes: { type: 'array', items: ref('scenarioChange') },
        expect: closed(
          {
            visible: { type: 'array', items: { type: 'string' } },
            hidden: { type: 'array', items: { type: 'string' } },
            errors: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
            unlocked: { type: 'array', items: { type: 'string' } },
            locked: { type: 'array', items: { type: 'string' } },
            payload: { type: 'object' },
            valid: { type: 'boolean' },
            values: { type: 'object' },
            actions: { type: 'array', items: { type: 'string' } },
          },
          [],
          'What the scenario asserts.',
        ),
      },
      ['name', 'state', 'expect'],
      'A named example: state in, visible items, errors, unlocked steps and payload out.',
    ),
    card: closed(
      {
        ...header,
        kind: { const: 'card' },
        title: str('The card heading.'),
        hint: str('A hint under the heading.'),
        schema: ref('cardSchema'),
        uiSchema: ref('uiNode'),
        visibleWhen: ref('rule'),
        fields: { type: 'object', additionalProperties: ref('fieldRules') },
        checks: { type: 'array', items: ref('check') },
        onShow: ref('effects'),
        onChange: { type: 'object', additionalProperties: ref('effects') },
        scenarios: scenariosRef,
      },
      ['version', 'id', 'title', 'schema'],
      'A card, sign-up section, consent variant or question.',
    ),
    flowStep: closed(
      {
        id: { type: 'string', pattern: ID_PATTERN },
        card: str('Card id.'),
        variants: str('Variant map id.'),
        includeWhen: ref('rule'),
        unlockWhen: ref('rule'),
      },
      ['id'],
      'A step: one card, or a variant map choosing one.',
    ),
    flow: closed(
      {
        ...header,
        kind: { const: 'flow' },
        title: { type: 'string' },
        mode: {
          enum: ['sequential', 'unlock'],
          description: 'sequential: each step after valid earlier steps; unlock: by unlockWhen.',
        },
        steps: { type: 'array', items: ref('flowStep'), minItems: 1 },
        context: {
          type: 'object',
          description: 'Values the app supplies that rules may read (dotted names allowed).',
          additionalProperties: closed(
            { type: typeSchema, enum: { type: 'array' }, description: { type: 'string' } },
            [],
            'A context value.',
          ),
        },
        derived: {
          type: 'object',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: ref('rule'),
        },
        stepLists: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        stepListSelector: ref('rule'),
        scenarios: scenariosRef,
      },
      ['version', 'id', 'kind', 'title', 'mode', 'steps'],
      'An ordered journey of steps.',
    ),
    variantMap: closed(
      {
        ...header,
        kind: { const: 'variantMap' },
        title: { type: 'string' },
        selector: ref('rule'),
        variants: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Value -> card id.',
        },
        default: str('Card id for any other value.'),
        scenarios: scenariosRef,
      },
      ['version', 'id', 'kind', 'selector', 'variants', 'default'],
      'Picks a card by a value (supplier id -> consent variant).',
    ),
    scenariosFile: closed(
      {
        $schema: { type: 'string' },
        version: { const: 1 },
        kind: { const: 'scenarios' },
        scenarios: { type: 'array', items: ref('scenario') },
      },
      ['version', 'kind', 'scenarios'],
      'A sibling file holding scenarios.',
    ),
  };
}

const kindIs = (kind: string): Schema => ({ properties: { kind: { const: kind } }, required: ['kind'] });

/** The meta-schema of journey files (JSON Schema draft-07, which editors support best). */
export function buildJourneyMetaSchema(): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://home-energy-switch.invalid/journey.schema.json',
    title: 'Journey file',
    description:
      'A card, flow, variant map or scenarios file of the journey. Generated by `npm run journey:schema`: do not edit.',
    type: 'object',
    if: kindIs('flow'),
    then: ref('flow'),
    else: {
      if: kindIs('variantMap'),
      then: ref('variantMap'),
      else: { if: kindIs('scenarios'), then: ref('scenariosFile'), else: ref('card') },
    },
    definitions: definitions(),
  };
}
