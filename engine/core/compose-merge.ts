/**
 * The two JSON operations of card composition, each keeping track of where every value came from (so a
 * fault in a composed card names the file and JSON path that caused it):
 * - `substitute`: replace `{{name}}` parameter placeholders in keys and string values;
 * - `mergePatch`: JSON Merge Patch (RFC 7386): objects merge member by member, `null` removes a member,
 *   anything else (arrays included) replaces.
 */
import { pointer } from './errors.js';
import type { JsonObject, JsonValue } from './json.js';

/** Where a value was written: a journey file and the JSON Pointer in it. */
export interface Origin {
  readonly file: string;
  readonly path: string;
}

/** The origin of every value of a composed document, by its JSON Pointer in the document. */
export type Origins = Map<string, Origin>;

/** A value with the origins of its nodes. */
export interface Traced<T extends JsonValue = JsonValue> {
  value: T;
  origins: Origins;
}

/** A problem found while composing, at the origin that caused it. */
export interface ComposeFault {
  readonly at: Origin;
  readonly message: string;
}

/** A parameter placeholder of a template card: `{{name}}`, in keys and string values. */
export const PLACEHOLDER_SOURCE = '\\{\\{([A-Za-z_][A-Za-z0-9_]*)\\}\\}';

const WHOLE = new RegExp(`^${PLACEHOLDER_SOURCE}$`);
const ANY = new RegExp(PLACEHOLDER_SOURCE, 'g');

/** Whether `value` is a JSON object (not an array, not null). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Replace placeholders. A string that is exactly `{{name}}` takes the parameter's value as it is (any
 * JSON: a number, a rule ...); as an object member, a `null` value leaves the member out (as `null` does
 * in a merge patch). Elsewhere, in keys and inside text, the value is written as text. Every node is
 * traced to `origin` (file and path as written, with the placeholders).
 */
export function substitute(
  value: JsonValue,
  params: Readonly<Record<string, JsonValue>>,
  origin: Origin,
  faults: ComposeFault[],
  paramOrigins: Readonly<Record<string, Origin>> = {},
): Traced {
  const origins: Origins = new Map();
  /** A parameter's value put in whole is traced to where the value was given. */
  const traceValue = (node: JsonValue, path: string, at: Origin): void => {
    origins.set(path, at);
    if (Array.isArray(node))
      node.forEach((item, i) =>
        traceValue(item, pointer(path, i), { file: at.file, path: pointer(at.path, i) }),
      );
    else if (isObject(node))
      for (const [key, member] of Object.entries(node))
        traceValue(member, pointer(path, key), { file: at.file, path: pointer(at.path, key) });
  };
  const textOf = (text: string, at: Origin): string =>
    text.replace(ANY, (whole, name: string) => {
      const param = params[name];
      if (!(name in params)) {
        faults.push({
          at,
          message: `"{{${name}}}" is not a parameter of this card (declare it in "params")`,
        });
        return whole;
      }
      if (typeof param === 'string' || typeof param === 'number' || typeof param === 'boolean')
        return String(param);
      faults.push({
        at,
        message: `parameter "${name}" is used inside text, so it must be a string or a number`,
      });
      return whole;
    });
  const walk = (node: JsonValue, path: string, at: Origin): JsonValue | undefined => {
    origins.set(path, at);
    if (typeof node === 'string') {
      const whole = WHOLE.exec(node);
      if (whole && whole[1] in params) {
        const param = params[whole[1]];
        if (param !== null) traceValue(param, path, paramOrigins[whole[1]] ?? at);
        return param ?? undefined;
      }
      return textOf(node, at);
    }
    if (Array.isArray(node)) {
      return node.map(
        (item, i) => walk(item, pointer(path, i), { file: at.file, path: pointer(at.path, i) }) ?? null,
      );
    }
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, member] of Object.entries(node)) {
      const memberAt = { file: at.file, path: pointer(at.path, key) };
      const name = textOf(key, memberAt);
      const result = walk(member, pointer(path, name), memberAt);
      if (result === undefined) origins.delete(pointer(path, name));
      else out[name] = result;
    }
    return out;
  };
  return { value: walk(value, '', origin) ?? null, origins };
}

function copyOrigins(from: Origins, to: Origins, path: string): void {
  for (const [key, origin] of from) if (key === path || key.startsWith(`${path}/`)) to.set(key, origin);
}

function dropOrigins(origins: Origins, path: string): void {
  for (const key of [...origins.keys()]) if (key === path || key.startsWith(`${path}/`)) origins.delete(key);
}

/**
 * Apply `patch` to `target` (RFC 7386). Origins of replaced values are dropped and the patch's origins
 * taken; a merged object keeps the patch as its origin (the file that named it). Removing a member the
 * target does not have is reported: it names something the base does not have. A value at a path
 * `isAtomic` accepts is replaced whole even when it is an object (a rule: merging two JSON-Logic
 * operations would make one object that is no operation at all).
 */
export function mergePatch(
  target: Traced,
  patch: Traced,
  faults: ComposeFault[],
  isAtomic: (path: string) => boolean = () => false,
): Traced {
  const origins: Origins = new Map(target.origins);
  const merge = (base: JsonValue | undefined, change: JsonValue, at: string): JsonValue => {
    if (!isObject(change) || isAtomic(at)) {
      dropOrigins(origins, at);
      copyOrigins(patch.origins, origins, at);
      return change;
    }
    const result: JsonObject = isObject(base) ? { ...base } : {};
    if (!isObject(base)) dropOrigins(origins, at);
    const own = patch.origins.get(at);
    if (own) origins.set(at, own);
    for (const [key, member] of Object.entries(change)) {
      const memberPath = pointer(at, key);
      if (member === null) {
        if (!(key in result))
          faults.push({
            at: patch.origins.get(memberPath) ?? { file: '', path: memberPath },
            message: `removes "${key}", which the card it extends does not have`,
          });
        delete result[key];
        dropOrigins(origins, memberPath);
      } else {
        result[key] = merge(result[key], member, memberPath);
      }
    }
    return result;
  };
  return { value: merge(target.value, patch.value, ''), origins };
}

/** The origin of the value at `path`: its own, or its nearest traced ancestor's with the rest appended. */
export function locate(origins: Origins, path: string): Origin | null {
  let at = path;
  for (;;) {
    const origin = origins.get(at);
    if (origin) return { file: origin.file, path: origin.path + path.slice(at.length) };
    if (at === '') return null;
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
