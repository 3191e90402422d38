/**
 * The journey file format: the JSON shapes product staff write under `journey/`.
 *
 * Three kinds of file exist, told apart by `kind`:
 * - a card (also used for sign-up sections, consent variants and estimate questions), `kind` omitted
 *   or `"card"`;
 * - a flow (`kind: "flow"`): an ordered list of steps, each showing one card or one variant map;
 * - a variant map (`kind: "variantMap"`): picks one card by a value (supplier id -> consent variant).
 *
 * `journey/journey.schema.json` is generated from `meta-schema.ts`, which mirrors these types; change
 * both together (a test compares them through the sample journey and the generated file).
 */

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * A JSON-Logic rule (https://jsonlogic.com) over the journey state: a literal, an array of rules, or
 * `{ "op": args }`. Reading a variable the journey does not declare is an error (rules fail closed).
 */
export type Rule = JsonValue;

/** The journey file format version this engine reads. */
export const JOURNEY_FORMAT_VERSION = 1;

/** The JSON Schema keywords a field schema may use (the core validator implements exactly these). */
export interface FieldSchema {
  type?: FieldType | FieldType[];
  /** The field's label: used in messages ('{label} is required') and by the renderer. */
  title?: string;
  description?: string;
  default?: JsonValue;
  enum?: JsonValue[];
  const?: JsonValue;
  /** Labelled choices: each `{ const, title }` (RJSF renders the titles). */
  oneOf?: LabelledChoice[];
  anyOf?: LabelledChoice[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  /** An ECMAScript regular expression (unicode flag), tested against the whole string as written. */
  pattern?: string;
  format?: 'email' | 'date';
  /** For arrays: the schema of each item. */
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  /** For objects: nested properties (validated, but rules address them as `field.sub`). */
  properties?: Record<string, FieldSchema>;
  required?: string[];
  readOnly?: boolean;
  $comment?: string;
}

/** JSON Schema primitive type names accepted in field schemas. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** One labelled choice of a `oneOf` / `anyOf` enum. */
export interface LabelledChoice {
  const: JsonValue;
  title: string;
}

/** The static JSON Schema of a card: an object whose properties are the card's fields. */
export interface CardSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  /** Fields required whenever they are visible (add `requiredWhen` for conditional requiredness). */
  required?: string[];
  $comment?: string;
}

/** RJSF ui schema: per-field `ui:*` options, `ui:order` at the top. Widget names come from `widgetNames`. */
export type UiSchema = { [key: string]: JsonValue };

/** Per-field rules that sit outside the static schema. */
export interface FieldRules {
  /** The field is shown only when this holds. Default: shown. */
  visibleWhen?: Rule;
  /** The field is required when this holds (in addition to the schema's `required`). */
  requiredWhen?: Rule;
  /** The field can be edited only when this holds. Default: enabled. */
  enabledWhen?: Rule;
  /**
   * Catalogue keys that replace the default message of a failing keyword, e.g.
   * `{ "pattern": "validation.numbersOnly" }`. Keys: required, type, enum, minimum, maximum,
   * minLength, maxLength, pattern, format, minItems, maxItems.
   */
  messages?: Partial<Record<ValidationKeyword, string>>;
}

/** The schema keywords that can produce a field error. */
export type ValidationKeyword =
  | 'required'
  | 'type'
  | 'enum'
  | 'const'
  | 'minimum'
  | 'maximum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minItems'
  | 'maxItems';

/**
 * A cross-field rule: when `when` holds, `field` shows the catalogue message `message`. Params fill the
 * message's placeholders; `{label}` is always filled with the field's label.
 */
export interface Check {
  when: Rule;
  field: string;
  message: string;
  params?: Record<string, string | number>;
}

/** Set fields to literal values. */
export interface SetEffect {
  set: Record<string, JsonValue>;
}

/** Remove fields' values (and any remembered hidden value). */
export interface ClearEffect {
  clear: string[];
}

/** Call an action the app registered by name (e.g. `loadTariffs`); it may return a state patch. */
export interface ActionEffect {
  action: string;
  args?: JsonObject;
}

/** An effect declared in JSON: run on change of a field (`onChange`) or when a card is shown (`onShow`). */
export type Effect = SetEffect | ClearEffect | ActionEffect;

/** Common header of every journey file. */
export interface JourneyFileHeader {
  /** Relative path to `journey.schema.json`, for the editor. */
  $schema?: string;
  /** File format version: always 1 for now. */
  version: typeof JOURNEY_FORMAT_VERSION;
  /** Unique id across the journey, e.g. `quote.gas-supplier`. */
  id: string;
  /** Staff-facing notes. */
  $comment?: string;
}

/** A card, sign-up section, consent variant or question: one form's fields and behaviour. */
export interface CardFile extends JourneyFileHeader {
  kind?: 'card';
  /** The card heading shown to the user. */
  title: string;
  /** A hint under the heading. */
  hint?: string;
  schema: CardSchema;
  uiSchema?: UiSchema;
  /** The card is shown only when this holds (inside a flow it also acts as a drop rule). */
  visibleWhen?: Rule;
  fields?: Record<string, FieldRules>;
  checks?: Check[];
  /** Effects run each time the card becomes shown. */
  onShow?: Effect[];
  /** Effects run after a field of this card changes, keyed by field name. */
  onChange?: Record<string, Effect[]>;
  /** Named scenarios, inline or a path (relative to this file) to a sibling scenarios file. */
  scenarios?: Scenario[] | string;
}

/**
 * How a flow decides which steps are unlocked:
 * - `sequential` (quote form): a step unlocks when every earlier included step is valid (and its own
 *   `unlockWhen`, if any, holds);
 * - `unlock` (sign-up): a step unlocks when its `unlockWhen` holds (default: unlocked).
 */
export type FlowMode = 'sequential' | 'unlock';

/** One step of a flow: shows one card, or the card a variant map picks. */
export interface FlowStep {
  /** Step id, unique in the flow; rules read it through `inStepList` and `sectionValid`. */
  id: string;
  /** The card id this step shows. Exactly one of `card` / `variants`. */
  card?: string;
  /** The id of a variant map that picks this step's card. */
  variants?: string;
  /** Drop rule: the step applies only when this holds (besides being in the current step list). */
  includeWhen?: Rule;
  /** Unlock rule; in `unlock` mode usually over `sectionValid` of earlier steps. */
  unlockWhen?: Rule;
}

/** A value the app supplies that rules may read (e.g. `quoteType`, `meter.profileClass`). */
export interface ContextVariable {
  type?: FieldType | FieldType[];
  enum?: JsonValue[];
  description?: string;
}

/** An ordered journey of steps with step lists, drop rules and unlock rules. */
export interface FlowFile extends JourneyFileHeader {
  kind: 'flow';
  title: string;
  mode: FlowMode;
  steps: FlowStep[];
  /** Values the app provides (not entered in a card) that rules may read, by dotted name. */
  context?: Record<string, ContextVariable>;
  /** Values computed from the state by rules, in order; later ones may read earlier ones. */
  derived?: Record<string, Rule>;
  /** Named step lists (e.g. one per quote type): which step ids apply. Omit for "all steps". */
  stepLists?: Record<string, string[]>;
  /** A rule giving the name of the current step list (a key of `stepLists`). */
  stepListSelector?: Rule;
  /** Flow-level scenarios, inline or a path to a sibling scenarios file. */
  scenarios?: Scenario[] | string;
}

/** Picks a card by a value, e.g. the supplier's consent variant by supplier id. */
export interface VariantMapFile extends JourneyFileHeader {
  kind: 'variantMap';
  title?: string;
  /** A rule whose value (stringified) is looked up in `variants`. */
  selector: Rule;
  /** Value -> card id. */
  variants: Record<string, string>;
  /** The card id used for any other value. */
  default: string;
  scenarios?: Scenario[] | string;
}

/** Any journey file. */
export type JourneyFile = CardFile | FlowFile | VariantMapFile;

/** A scenarios file: a sibling of a card/flow file holding its scenarios. */
export interface ScenariosFile {
  $schema?: string;
  version: typeof JOURNEY_FORMAT_VERSION;
  kind: 'scenarios';
  scenarios: Scenario[];
}

/** A user step applied to a scenario after its initial state, through the controller (so effects run). */
export type ScenarioChange =
  { set: string; value: JsonValue | null } | { touch: string } | { submit: true | string };

/**
 * A named example: answers in; visible items, errors, unlocked steps and payload out.
 * Ids in `visible`/`hidden` may be step ids, card ids or field names.
 */
export interface Scenario {
  name: string;
  description?: string;
  /** Which flow to run in (default: the flow that contains this card, else the only flow). */
  flow?: string;
  /** Answers and context values at the start. */
  state: JsonObject;
  /** Fields touched and whether submit was attempted, at the start. */
  ui?: { touched?: string[]; submitted?: boolean };
  /** "today" for date rules, YYYY-MM-DD (default 2025-01-15 in scenarios, so they stay stable). */
  today?: string;
  /** Changes applied in order through the controller. */
  changes?: ScenarioChange[];
  expect: ScenarioExpectation;
}

/** What a scenario asserts; every part is optional. */
export interface ScenarioExpectation {
  visible?: string[];
  hidden?: string[];
  /** Field -> the first error message shown (display mode applied), or null for "no error shown". */
  errors?: Record<string, string | null>;
  unlocked?: string[];
  locked?: string[];
  /** The exact submitted payload. */
  payload?: JsonObject;
  /** Whether the whole flow is valid. */
  valid?: boolean;
  /** Some state values after effects (a subset). */
  values?: Record<string, JsonValue | null>;
  /** Names of the actions called, in order. */
  actions?: string[];
}
