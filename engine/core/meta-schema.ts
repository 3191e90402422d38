/**
 * The one description of the journey file format: the JSON Schema definitions below. Two things are
 * generated from it by `npm run journey:schema` (a test fails when either is stale):
 * - `journey/journey.schema.json`, the meta-schema editors use to autocomplete and flag mistakes;
 * - `engine/core/journey-format.ts`, the TypeScript types of the format (`types.ts` re-exports them).
 *
 * Widget names are not part of the engine: the caller passes the names its widget registries hold
 * (engine/react's and the app's), so `ui:widget` offers exactly the widgets that exist.
 *
 * Composition: a card may `extends` other cards and state only an overlay (JSON Merge Patch, RFC 7386).
 * An overlay is checked against `*Patch` definitions derived here from the full ones (every member
 * optional, `null` to remove one, unknown keys still refused), so typos in an overlay are caught too.
 */
import { PLACEHOLDER_SOURCE } from './compose-merge.js';
import { operationNames } from './rules/prepare.js';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
const str = (description: string): Schema => ({ type: 'string', description });
const arrayOf = (items: Schema, description?: string, extra: Schema = {}): Schema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
  ...extra,
});
const closed = (properties: Record<string, Schema>, required: string[], description: string): Schema => ({
  type: 'object',
  description,
  properties,
  required,
  additionalProperties: false,
});

const ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';
// Field names are letters, digits and `_`; a template may build them from `{{parameters}}`.
const NAME_PART = `(?:[A-Za-z0-9_]|${PLACEHOLDER_SOURCE})`;
const FIELD_NAME_PATTERN = `^(?:[A-Za-z_]|${PLACEHOLDER_SOURCE})${NAME_PART}*$`;

/** Header members of every journey file. */
function header(): Record<string, Schema> {
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

const scenariosRef: Schema = {
  description: 'Named scenarios: inline, or a path (relative to this file) to a scenarios file.',
  anyOf: [arrayOf(ref('Scenario')), { type: 'string' }],
};

/** Members of a card other than the header, as a full card states them. */
function cardMembers(): Record<string, Schema> {
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
function compositionMembers(): Record<string, Schema> {
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

const typeSchema: Schema = {
  anyOf: [ref('FieldType'), arrayOf(ref('FieldType'), undefined, { minItems: 1 })],
};

/** The keywords of a field schema (the core validator implements exactly these). */
function fieldSchemaMembers(): Record<string, Schema> {
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

function definitions(widgetNames: readonly string[] | undefined): Record<string, Schema> {
  return {
    Rule: {
      description: `A JSON-Logic rule over the journey state. Operations: ${operationNames.join(', ')}.`,
      anyOf: [{ type: ['string', 'number', 'boolean', 'null'] }, arrayOf(ref('Rule')), ref('Operation')],
    },
    Operation: {
      type: 'object',
      description: 'One JSON-Logic operation: { "name": arguments }.',
      minProperties: 1,
      maxProperties: 1,
      propertyNames: { enum: operationNames },
      additionalProperties: ref('Rule'),
    },
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
    ScenarioChange: {
      description: 'A user step applied through the controller (so effects run).',
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
    ScenarioExpectation: closed(
      {
        visible: arrayOf({ type: 'string' }, 'Step, card or field ids shown.'),
        hidden: arrayOf({ type: 'string' }, 'Step, card or field ids not shown.'),
        errors: {
          type: 'object',
          description: 'Field -> the first error shown (display mode applied), or null for none.',
          additionalProperties: { type: ['string', 'null'] },
        },
        unlocked: arrayOf({ type: 'string' }),
        locked: arrayOf({ type: 'string' }),
        notices: arrayOf({ type: 'string' }, 'Every notice and locked-step message shown, in order.'),
        payload: { type: 'object', description: 'The exact submitted payload.' },
        valid: { type: 'boolean', description: 'Whether the whole flow is valid.' },
        values: { type: 'object', description: 'Some state values after effects (null = no value).' },
        actions: arrayOf({ type: 'string' }, 'Names of the actions called, in order.'),
      },
      [],
      'What the scenario asserts.',
    ),
    Scenario: closed(
      {
        name: { type: 'string', minLength: 1 },
        description: { type: 'string' },
        flow: str('Flow id to run in.'),
        state: { type: 'object', description: 'Answers and context values at the start.' },
        ui: closed(
          { touched: arrayOf({ type: 'string' }), submitted: { type: 'boolean' } },
          [],
          'UI state at the start.',
        ),
        today: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD.' },
        changes: arrayOf(ref('ScenarioChange'), 'Changes applied in order.'),
        actionResults: {
          type: 'object',
          description:
            'What an action returns here, by action name: the values it sets (e.g. the meters lookUpMeters found). Other actions return nothing.',
          additionalProperties: { type: 'object' },
        },
        expect: ref('ScenarioExpectation'),
      },
      ['name', 'state', 'expect'],
      'A named example: state in, visible items, errors, unlocked steps and payload out.',
    ),
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
    FlowStep: closed(
      {
        id: { type: 'string', pattern: ID_PATTERN },
        card: str('Card id.'),
        variants: str('Variant map id.'),
        includeWhen: { ...ref('Rule'), description: 'Drop rule: the step applies only when this holds.' },
        unlockWhen: { ...ref('Rule'), description: 'Unlock rule.' },
      },
      ['id'],
      'A step: one card, or a variant map choosing one.',
    ),
    ContextVariable: closed(
      { type: typeSchema, enum: { type: 'array' }, description: { type: 'string' } },
      [],
      'A value the app supplies that rules may read.',
    ),
    FlowFile: closed(
      {
        ...header(),
        kind: { const: 'flow' },
        title: { type: 'string' },
        mode: {
          enum: ['sequential', 'unlock'],
          description: 'sequential: each step after valid earlier steps; unlock: by unlockWhen.',
        },
        steps: arrayOf(ref('FlowStep'), 'The steps, in order.', { minItems: 1 }),
        context: {
          type: 'object',
          description: 'Values the app supplies that rules may read (dotted names allowed).',
          additionalProperties: ref('ContextVariable'),
        },
        derived: {
          type: 'object',
          description: 'Values computed by rules, in order; a rule may read earlier ones.',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: ref('Rule'),
        },
        stepLists: {
          type: 'object',
          description: 'Named lists of step ids; "default" when the selector names no list.',
          additionalProperties: arrayOf({ type: 'string' }),
        },
        stepListSelector: { ...ref('Rule'), description: 'The name of the current step list.' },
        lockedNotice: str(
          'Message key shown where the first locked step would be, while an earlier step shows an error: why the later cards wait ({card}, {field}, {error}).',
        ),
        scenarios: scenariosRef,
      },
      ['version', 'id', 'kind', 'title', 'mode', 'steps'],
      'An ordered journey of steps.',
    ),
    VariantMapFile: closed(
      {
        ...header(),
        kind: { const: 'variantMap' },
        title: { type: 'string' },
        selector: { ...ref('Rule'), description: 'A rule whose value (as text) picks the card.' },
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
    ScenariosFile: closed(
      {
        $schema: { type: 'string' },
        version: { const: 1 },
        kind: { const: 'scenarios' },
        scenarios: arrayOf(ref('Scenario')),
      },
      ['version', 'kind', 'scenarios'],
      'A sibling file holding scenarios.',
    ),
    ...patchDefinitions(widgetNames),
  };
}

/** The ui schema options, with the widget names the registries hold (any name when not given). */
function uiSchemaMembers(widgetNames: readonly string[] | undefined): Record<string, Schema> {
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

/**
 * Overlay versions of the mergeable parts of a card: in a merge patch every member is optional and
 * `null` removes it; arrays replace the base's whole array, so their items stay complete.
 */
function patchDefinitions(widgetNames: readonly string[] | undefined): Record<string, Schema> {
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
function patchMembers(members: Record<string, Schema>): Record<string, Schema> {
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

/** A member of an overlay or a template: its full schema, null (remove it), or a whole `{{parameter}}`. */
function nullable(schema: Schema): Schema {
  return { anyOf: [schema, { type: 'null' }, ref('Placeholder')] };
}

const kindIs = (kind: string): Schema => ({ properties: { kind: { const: kind } }, required: ['kind'] });

/** What the meta-schema is built with. */
export interface MetaSchemaOptions {
  /**
   * The widget names `ui:widget` may take: the names of the widget registries (engine/react's and the
   * app's). Without them any name is accepted (the TypeScript types are generated that way).
   */
  widgetNames?: readonly string[];
}

/** The meta-schema of journey files (JSON Schema draft-07, which editors support best). */
export function buildJourneyMetaSchema(options: MetaSchemaOptions = {}): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://home-energy-switch.invalid/journey.schema.json',
    title: 'Journey file',
    description:
      'A card, flow, variant map or scenarios file of the journey. Generated by `npm run journey:schema`: do not edit.',
    type: 'object',
    if: kindIs('flow'),
    then: ref('FlowFile'),
    else: {
      if: kindIs('variantMap'),
      then: ref('VariantMapFile'),
      else: {
        if: kindIs('scenarios'),
        then: ref('ScenariosFile'),
        else: {
          if: { anyOf: [{ required: ['extends'] }, { required: ['template'] }, { required: ['params'] }] },
          then: ref('CardOverlay'),
          else: ref('CardFile'),
        },
      },
    },
    definitions: definitions(options.widgetNames ? [...options.widgetNames].sort() : undefined),
  };
}
