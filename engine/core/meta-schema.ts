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
import { operationNames } from './rules/prepare.js';

import { cardDefinitions } from './meta-schema-cards.js';
import {
  arrayOf,
  closed,
  FIELD_NAME_PATTERN,
  header,
  ID_PATTERN,
  ref,
  scenariosRef,
  str,
  typeSchema,
  type Schema,
} from './meta-schema-parts.js';

/** Rules, scenarios, flows, variant maps, conditions and scenarios files. */
function journeyDefinitions(): Record<string, Schema> {
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
        given: {
          description:
            'Named starting state(s) of the journey (a flow\'s "given"), merged in order; "state" then overrides them.',
          anyOf: [{ type: 'string' }, arrayOf({ type: 'string' })],
        },
        state: {
          type: 'object',
          description: 'Answers and context values at the start (over the "given" states).',
        },
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
      ['name', 'expect'],
      'A named example: state in, visible items, errors, unlocked steps and payload out.',
    ),
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
        given: {
          type: 'object',
          description:
            'Named starting states for scenarios (name -> answers and context values), used as "given": "name"; names are unique across the journey.',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: { type: 'object' },
        },
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
    ConditionsFile: closed(
      {
        ...header(),
        kind: { const: 'conditions' },
        conditions: {
          type: 'object',
          description:
            'Named conditions: name -> JSON-Logic rule. A rule uses one as { "condition": "name" }; the staff preview shows it by name.',
          propertyNames: { pattern: FIELD_NAME_PATTERN },
          additionalProperties: ref('Rule'),
        },
      },
      ['version', 'id', 'kind', 'conditions'],
      "The journey's named conditions.",
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
  };
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
      'A card, flow, variant map, conditions or scenarios file of the journey. Generated by `npm run journey:schema`: do not edit.',
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
          if: kindIs('conditions'),
          then: ref('ConditionsFile'),
          else: {
            if: { anyOf: [{ required: ['extends'] }, { required: ['template'] }, { required: ['params'] }] },
            then: ref('CardOverlay'),
            else: ref('CardFile'),
          },
        },
      },
    },
    definitions: {
      ...journeyDefinitions(),
      ...cardDefinitions(options.widgetNames ? [...options.widgetNames].sort() : undefined),
    },
  };
}
