/**
 * THE TEXT RULE of the API: every string a request carries must be text PostgreSQL can store and
 * UTF-8 can carry. A NUL character (PostgreSQL text and jsonb refuse it: 22021 / 22P05) or an
 * unpaired UTF-16 surrogate (not a Unicode character at all) is a 400 naming the field, on every
 * route. The server applies {@link withSafeText} to every request schema it compiles, so a new
 * route cannot forget the rule.
 */

/** The JSON Schema keyword of the rule; its value is `true`. */
export const SAFE_TEXT_KEYWORD = 'safeText';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with `text` under the rule (to follow the field's name), or null when it is fine. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'must not contain an unpaired surrogate (broken Unicode)';
  return null;
}

/** Keywords whose value is one subschema. */
const ONE = ['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
/** Keywords whose value is a list of subschemas. */
const LIST = ['items', 'prefixItems', 'anyOf', 'oneOf', 'allOf'];
/** Keywords whose value maps names to subschemas. */
const MAP = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of a JSON Schema in which every subschema carries `safeText: true` (the keyword only
 * checks string values, so it is harmless on the others). The input is not changed.
 */
export function withSafeText<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = { ...schema, [SAFE_TEXT_KEYWORD]: true };
  for (const k of ONE) if (isObject(schema[k])) out[k] = withSafeText(schema[k]);
  for (const k of LIST) if (Array.isArray(schema[k])) out[k] = (schema[k] as unknown[]).map(withSafeText);
  for (const k of MAP) {
    const m = schema[k];
    if (isObject(m)) out[k] = Object.fromEntries(Object.entries(m).map(([n, s]) => [n, withSafeText(s)]));
  }
  return out as T;
}
