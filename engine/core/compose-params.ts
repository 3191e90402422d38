/**
 * What a card file says about composition: its `extends` references, the values of the parameters it is
 * given (defaults, then the extending card's values), and its content with the placeholders replaced and
 * its scenarios file inlined, every value traced to the file and JSON path it was written at.
 */
import { isObject, substitute, type ComposeFault, type Origin, type Traced } from './compose-merge.js';
import { pointer } from './errors.js';
import type { JsonObject, JsonValue } from './json.js';
import type { JourneyFiles } from './load-options.js';
import { joinPath } from './paths.js';
import type { CardFile, CardOverlay, CardRef, ParamDeclaration } from './types.js';

/** A card file as written: a whole card, an overlay, or a template. */
export type CardSource = CardFile | CardOverlay;

/** Parameter values and where each was given. */
export interface ParamValues {
  readonly values: Record<string, JsonValue>;
  readonly origins: Record<string, Origin>;
}

/** A card's parameter values: the defaults, then the values given; faults for missing or unknown ones. */
export function parameterValues(
  file: CardSource,
  path: string,
  args: JsonObject,
  useSite: Origin | null,
  problems: ComposeFault[],
): ParamValues | null {
  const declared: Record<string, ParamDeclaration> = file.params ?? {};
  const values: Record<string, JsonValue> = {};
  const origins: Record<string, Origin> = {};
  let ok = true;
  for (const [name, declaration] of Object.entries(declared)) {
    if (name in args) {
      values[name] = args[name];
      if (useSite) origins[name] = { file: useSite.file, path: pointer(`${useSite.path}/params`, name) };
    } else if (declaration.default !== undefined) {
      values[name] = declaration.default;
      origins[name] = { file: path, path: `${pointer('/params', name)}/default` };
    } else {
      ok = false;
      problems.push({
        at: useSite ?? { file: path, path: pointer('/params', name) },
        message: useSite
          ? `parameter "${name}" of card "${file.id}" is not supplied`
          : `parameter "${name}" has no default, so card "${file.id}" cannot be shown by itself: mark it "template": true`,
      });
    }
  }
  for (const name of Object.keys(args)) {
    if (!(name in declared)) {
      ok = false;
      problems.push({
        at: { file: useSite?.file ?? '', path: pointer(`${useSite?.path ?? ''}/params`, name) },
        message: `card "${file.id}" has no parameter "${name}"`,
      });
    }
  }
  return ok ? { values, origins } : null;
}

/** One base a card extends, with where its reference is written. */
export interface NormalRef {
  card: string;
  params: JsonObject;
  /** JSON Pointer of this reference in the file, and of its card id. */
  path: string;
  cardPath: string;
}

/** The bases a card file extends, in order. */
export function cardRefs(file: CardSource): NormalRef[] {
  if (!('extends' in file) || file.extends === undefined) return [];
  const list: CardRef[] = Array.isArray(file.extends) ? file.extends : [file.extends];
  const many = Array.isArray(file.extends);
  return list.map((ref, i) => {
    const path = many ? `/extends/${i}` : '/extends';
    return typeof ref === 'string'
      ? { card: ref, params: {}, path, cardPath: path }
      : { card: ref.card, params: ref.params ?? {}, path, cardPath: `${path}/card` };
  });
}

/**
 * The file with its parameters replaced, its `scenarios` file (if it names one) inlined so inherited
 * scenarios get the extending card's parameter values too, each value traced to the file it is in.
 */
export function substituteFile(
  file: CardSource,
  path: string,
  { values, origins }: ParamValues,
  allFiles: JourneyFiles,
  problems: ComposeFault[],
): Traced | null {
  const { scenarios, ...rest } = file as unknown as JsonObject;
  const before = problems.length;
  const own = substitute(rest, values, { file: path, path: '' }, problems, origins);
  let list: JsonValue | undefined = scenarios;
  let origin: Origin = { file: path, path: '/scenarios' };
  if (typeof scenarios === 'string') {
    const target = joinPath(path, scenarios);
    const found = allFiles[target];
    if (!isObject(found) || found.kind !== 'scenarios' || !Array.isArray(found.scenarios)) {
      problems.push({
        at: origin,
        message: `scenarios file "${scenarios}" (${target}) is not among the journey files`,
      });
      // A missing scenarios file is reported, and the card still loads (its other faults show too).
      return problems.length > before + 1 ? null : own;
    }
    list = found.scenarios;
    origin = { file: target, path: '/scenarios' };
  }
  if (list === undefined) return problems.length > before ? null : own;
  const traced = substitute(list, values, origin, problems, origins);
  if (problems.length > before) return null;
  (own.value as JsonObject).scenarios = traced.value;
  for (const [key, at] of traced.origins) own.origins.set(`/scenarios${key}`, at);
  return own;
}
