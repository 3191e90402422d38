/**
 * The core's small JSON Schema keyword validator, for the keywords journey field schemas may use:
 * type, enum, const, oneOf/anyOf of `{const, title}`, minimum, maximum, exclusiveMinimum,
 * exclusiveMaximum, minLength, maxLength, pattern, format (email, date), items, minItems, maxItems,
 * properties + required (nested objects).
 *
 * Why not Ajv here: the resolver runs on every keystroke and must stay pure, fast and CSP-safe in the
 * browser; these keywords are a few lines each. The meta-schema only admits these keywords, so a
 * journey cannot use one the core would silently ignore. The React half may still use RJSF's
 * precompiled Ajv for rendering; the core's errors are the source of truth for the view.
 */
import { parseIsoDate } from './rules/dates.js';
import type { FieldSchema, FieldType, ValidationKeyword } from './types.js';
import { enumOf } from './state-model.js';

/** A failing keyword with the params its message needs; `label` when a nested field failed. */
export interface FieldFailure {
  readonly keyword: ValidationKeyword;
  readonly params: Record<string, string | number>;
  readonly label?: string;
}

/**
 * Validates one non-empty value against its field schema: the first failure, or null. Pluggable.
 * Keywords are tried in a fixed priority, so the failure reported is the most useful one: the value's
 * kind (type, enum/const, pattern, format) before its size (length, range, items).
 */
export type FieldValidator = (schema: FieldSchema, value: unknown) => FieldFailure | null;

/**
 * Every keyword a field schema may hold: the ones this validator implements and the annotations it
 * ignores (title, description, default, readOnly, $comment). The meta-schema's field schema admits
 * exactly these (a test holds the two together); engine/react's RJSF adapter refuses any other.
 */
export const FIELD_SCHEMA_KEYWORDS: readonly (keyof FieldSchema)[] = [
  'type',
  'title',
  'description',
  'default',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'readOnly',
  '$comment',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const patternCache = new Map<string, RegExp>();

/** "Not answered": undefined, null or the empty string (what `required` looks for). */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The core validator. The caller handles emptiness (required); this checks a given value. */
export const validateField: FieldValidator = (schema, value) => {
  if (schema.type !== undefined && !matchesType(schema.type, value)) return { keyword: 'type', params: {} };
  const allowed = enumOf(schema);
  if (allowed && !allowed.some((option) => deepEqual(option, value)))
    return { keyword: schema.const !== undefined ? 'const' : 'enum', params: {} };
  if (typeof value === 'number') {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    const params = rangeParams(min, max);
    if (schema.minimum !== undefined && value < schema.minimum) return { keyword: 'minimum', params };
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      return { keyword: 'minimum', params };
    if (schema.maximum !== undefined && value > schema.maximum) return { keyword: 'maximum', params };
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      return { keyword: 'maximum', params };
  }
  if (typeof value === 'string') {
    // What the value is made of before how long it is: "12ab" for a digits-only field says digits
    // only, not "at least 6 characters" (the message that helps the householder most comes first).
    if (schema.pattern !== undefined && !compiledPattern(schema.pattern).test(value))
      return { keyword: 'pattern', params: {} };
    if (schema.format === 'email' && !EMAIL.test(value))
      return { keyword: 'format', params: { format: 'email' } };
    if (schema.format === 'date' && !parseIsoDate(value))
      return { keyword: 'format', params: { format: 'date' } };
    if (schema.maxLength !== undefined && value.length > schema.maxLength)
      return { keyword: 'maxLength', params: rangeParams(schema.minLength, schema.maxLength) };
    if (schema.minLength !== undefined && value.length < schema.minLength)
      return { keyword: 'minLength', params: rangeParams(schema.minLength, schema.maxLength) };
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return { keyword: 'minItems', params: { min: schema.minItems } };
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return { keyword: 'maxItems', params: { max: schema.maxItems } };
    if (schema.items) {
      for (const item of value) {
        const failure = nested(schema.items, item, false);
        if (failure) return failure;
      }
    }
  }
  if (isPlainObject(value) && schema.properties) {
    const required = new Set(schema.required ?? []);
    for (const [name, sub] of Object.entries(schema.properties)) {
      const failure = nested(sub, value[name], required.has(name), name);
      if (failure) return failure;
    }
  }
  return null;
};

/** Validate a nested value; its failures carry the nested field's label. */
function nested(schema: FieldSchema, value: unknown, required: boolean, name?: string): FieldFailure | null {
  const label = schema.title ?? name;
  if (isEmptyValue(value)) return required ? { keyword: 'required', params: {}, label } : null;
  const failure = validateField(schema, value);
  return failure ? { ...failure, label: failure.label ?? label } : null;
}

function rangeParams(min: number | undefined, max: number | undefined): Record<string, number> {
  const params: Record<string, number> = {};
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  return params;
}

/**
 * The default catalogue key of a failure, following the spec's templates: both bounds give
 * 'between {min} & {max}', one bound 'can't be more/less than', lengths 'at least {min} characters' /
 * 'exceeds {max} characters', email 'Email is invalid.', a number field given text 'numbers only'.
 */
export function defaultMessageKey(failure: FieldFailure, schema: FieldSchema): string {
  switch (failure.keyword) {
    case 'required':
      return 'validation.required';
    case 'type': {
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      return types.includes('number') || types.includes('integer')
        ? 'validation.numbersOnly'
        : 'validation.invalid';
    }
    case 'minimum':
    case 'maximum':
      if ('min' in failure.params && 'max' in failure.params) return 'validation.between';
      return failure.keyword === 'minimum' ? 'validation.min' : 'validation.max';
    case 'minLength':
      return 'validation.minLength';
    case 'maxLength':
      return 'validation.maxLength';
    case 'format':
      return failure.params.format === 'email' ? 'validation.email' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

function compiledPattern(source: string): RegExp {
  let pattern = patternCache.get(source);
  if (!pattern) {
    pattern = new RegExp(source, 'u');
    patternCache.set(source, pattern);
  }
  return pattern;
}

function matchesType(type: FieldType | FieldType[], value: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => {
    switch (t) {
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return typeof value === 'number' && Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object':
        return isPlainObject(value);
      case 'null':
        return value === null;
      default:
        return false;
    }
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality for JSON values (enum / const comparison). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
