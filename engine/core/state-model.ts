/**
 * The state model: every name a rule may read. It is the union of the fields declared in the
 * journey's card schemas, the context variables its flows declare (values the app supplies, such as
 * `quoteType` or `meter.profileClass`) and the flows' derived values. A rule reading anything else
 * fails closed.
 */
import type { FieldSchema, FieldType, JsonValue } from './types.js';
import type { VarKind } from './rules/types.js';

/** One declared name with its type facts (for enum checks in the linter). */
export interface ModelEntry {
  readonly name: string;
  readonly kind: 'field' | 'context' | 'derived';
  readonly type?: FieldType | readonly FieldType[];
  /** Allowed values, when the schema has an enum / const / oneOf. */
  readonly enum?: readonly JsonValue[];
  /** Where it is declared (file), first declaration wins. */
  readonly file: string;
}

/** Every name rules may read. */
export interface StateModel {
  readonly entries: ReadonlyMap<string, ModelEntry>;
  /** How a var name is read: state (field / context / nested path of one), derived, or null. */
  varKind(name: string): VarKind;
  /** Every declared name (for "did you mean"). */
  names(): Iterable<string>;
}

/** Allowed values of a field schema, or undefined when any value of its type is allowed. */
export function enumOf(
  schema:
    | FieldSchema
    | {
        enum?: JsonValue[];
        const?: JsonValue;
        oneOf?: { const: JsonValue }[];
        anyOf?: { const: JsonValue }[];
      },
): JsonValue[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices && choices.every((choice) => choice && 'const' in choice))
    return choices.map((choice) => choice.const);
  return undefined;
}

/** Build the model from declared entries. Nested paths of a declared object/array/untyped name are allowed. */
export function createStateModel(entries: Iterable<ModelEntry>): StateModel {
  const map = new Map<string, ModelEntry>();
  const prefixes = new Set<string>();
  for (const entry of entries) {
    if (!map.has(entry.name)) map.set(entry.name, entry);
    const parts = entry.name.split('.');
    for (let i = 1; i < parts.length; i++) prefixes.add(parts.slice(0, i).join('.'));
  }
  const allowsChildren = (entry: ModelEntry) => {
    if (entry.type === undefined) return entry.kind === 'context';
    const types = Array.isArray(entry.type) ? entry.type : [entry.type];
    return types.includes('object') || types.includes('array');
  };
  return {
    entries: map,
    names: () => map.keys(),
    varKind(name) {
      const entry = map.get(name);
      if (entry) return entry.kind === 'derived' ? 'derived' : 'state';
      if (prefixes.has(name)) return 'state';
      const parts = name.split('.');
      for (let i = parts.length - 1; i > 0; i--) {
        const parent = map.get(parts.slice(0, i).join('.'));
        if (parent) return parent.kind !== 'derived' && allowsChildren(parent) ? 'state' : null;
      }
      return null;
    },
  };
}
