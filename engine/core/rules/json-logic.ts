/**
 * Rules are evaluated by json-logic-js (the package the design names), with this journey's operations
 * added through `add_operation` and its `var` replaced by one that reads the journey state the way the
 * engine declares it: a derived value from the flow's derived values, a field or context value from the
 * answers (dotted names walk nested objects), and an undeclared computed name is an error (fail closed).
 * Inside `map`/`filter`/`some`... a `var` reads the current item, exactly as json-logic-js does.
 *
 * json-logic-js is synchronous, so the rule being evaluated is held in one module-level frame: the
 * operations read the evaluation context (today, step validity, change order) from it.
 */
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import { RuleEvaluationError } from '../errors.js';
import { ageInYears, monthsBetween } from './dates.js';
import type { EvalContext, PreparedRule, RuleEnvironment, RuleLocation } from './types.js';

/** The rule being evaluated. */
interface Frame {
  readonly ctx: EvalContext;
  readonly env: RuleEnvironment;
  readonly location: RuleLocation;
  readonly conditions: ReadonlyMap<string, PreparedRule>;
}

let current: Frame | null = null;

function frame(): Frame {
  if (!current) throw new Error('a journey rule operation ran outside a journey rule');
  return current;
}

/** json-logic-js's own `var` walk (used inside iterations, where `this` is the item). */
function walk(data: unknown, name: unknown, fallback: unknown): unknown {
  const notFound = fallback === undefined ? null : fallback;
  if (name === undefined || name === '' || name === null) return data;
  let value = data;
  for (const segment of String(name).split('.')) {
    if (value === null || value === undefined) return notFound;
    value = (value as Record<string, unknown>)[segment];
    if (value === undefined) return notFound;
  }
  return value;
}

function readVar(this: unknown, name: unknown, fallback: unknown): unknown {
  const f = current;
  // Not the journey state: the item of a map/filter/some..., read as json-logic-js reads it.
  if (!f || this !== f.ctx.state) return walk(this, name, fallback);
  const text = name === null || name === undefined ? '' : String(name);
  const kind = f.env.varKind(text);
  if (kind === null)
    throw new RuleEvaluationError(
      f.location.file,
      f.location.path,
      `rule reads undeclared variable "${text}"`,
    );
  if (kind === 'derived') {
    const value = f.ctx.derived[text];
    return value === undefined ? (fallback ?? null) : value;
  }
  return walk(f.ctx.state, text, fallback);
}

const patterns = new Map<string, RegExp>();

const operations: Record<string, (...args: never[]) => unknown> = {
  var: readVar,
  sectionValid: (id: unknown) => frame().ctx.sectionValid(String(id)),
  inStepList: (id: unknown) => frame().ctx.inStepList(String(id)),
  monthsBetween: (from: unknown, to: unknown) => monthsBetween(from, to),
  ageInYears: (...args: unknown[]) => ageInYears(args[0], args.length > 1 ? args[1] : frame().ctx.today),
  today: () => frame().ctx.today,
  startsWith: (text: unknown, prefix: unknown = '') =>
    (typeof text === 'string' || typeof text === 'number') && String(text).startsWith(String(prefix)),
  len: (value: unknown) => {
    if (typeof value === 'string' || Array.isArray(value)) return value.length;
    if (typeof value === 'number') return String(value).length;
    return 0;
  },
  isEmpty: (value: unknown) =>
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
  changedAfter: (a: unknown, b: unknown) => frame().ctx.changedAfter(String(a), String(b)),
  matches: (text: unknown, source: unknown) => {
    let pattern = patterns.get(String(source));
    if (!pattern) patterns.set(String(source), (pattern = new RegExp(String(source), 'u')));
    return (typeof text === 'string' || typeof text === 'number') && pattern.test(String(text));
  },
  condition: (name: unknown) => {
    const f = frame();
    const named = f.conditions.get(String(name));
    if (!named)
      throw new RuleEvaluationError(f.location.file, f.location.path, `unknown condition "${String(name)}"`);
    return named.evaluate(f.ctx);
  },
};
for (const [name, operation] of Object.entries(operations))
  jsonLogic.add_operation(name, operation as (...args: unknown[]) => unknown);

/** Evaluate a prepared rule's source with json-logic-js over the journey state of `ctx`. */
export function applyRule(
  rule: unknown,
  ctx: EvalContext,
  env: RuleEnvironment,
  location: RuleLocation,
  conditions: ReadonlyMap<string, PreparedRule>,
): unknown {
  const outer = current;
  current = { ctx, env, location, conditions };
  try {
    return jsonLogic.apply(rule as RulesLogic, ctx.state);
  } finally {
    current = outer;
  }
}
