/**
 * JSON-Logic rules: prepared once (every operation known, every literal variable declared, ids and
 * named conditions recorded) and evaluated by json-logic-js (json-logic.ts), with one deliberate
 * difference: a `var` the state model does not declare is an error, at preparation when the name is a
 * literal and at evaluation when it is computed.
 *
 * Evaluation is memoised on what the rule reads: a rule whose inputs are all literal variables keeps
 * its last result while their values are the same (===; the controller replaces a changed value, never
 * mutates it), so after one change only the rules that read it run again. A rule that reads anything
 * else (step validity, today, change order, a computed name) runs every time.
 */
import { JourneyError, RuleEvaluationError, pointer } from '../errors.js';
import type { JsonValue, Rule } from '../types.js';
import { didYouMean } from '../suggest.js';
import { applyRule } from './json-logic.js';
import { customOperations } from './ops-custom.js';
import { standardOperations, truthy } from './ops-standard.js';

export { truthy };
import type {
  EvalContext,
  Evaluator,
  OperationBuilder,
  OperationCompiler,
  PreparedRule,
  RuleEnvironment,
  RuleLocation,
} from './types.js';

const operations: Readonly<Record<string, OperationBuilder>> = { ...standardOperations, ...customOperations };

/** Every operation name a rule may use. */
export const operationNames: readonly string[] = Object.keys(operations).concat(['var']).sort();

/** Operations whose value depends on more than the rule's variables: never memoised. */
const VOLATILE = new Set([
  'sectionValid',
  'inStepList',
  'changedAfter',
  'today',
  'ageInYears',
  'missing',
  'missing_some',
]);

/** Prepared rules that must run every time (see VOLATILE). */
const volatileRules = new WeakSet<PreparedRule>();

/** json-logic-js treats an object with exactly one key as an operation; any other object is data. */
function isOperation(rule: unknown): rule is Record<string, JsonValue> {
  return typeof rule === 'object' && rule !== null && !Array.isArray(rule) && Object.keys(rule).length === 1;
}

/**
 * Prepare a rule once: compile it to closures and check its variables against the environment.
 * Throws a JourneyError naming file and JSON path for an unknown operation or undeclared variable.
 */
export function prepareRule(rule: Rule, env: RuleEnvironment, location: RuleLocation): PreparedRule {
  const vars = new Set<string>();
  const sectionRefs = new Set<string>();
  const stepRefs = new Set<string>();
  const conditionRefs = new Map<string, PreparedRule>();
  let volatile = false;
  const comparisons: Array<{ name: string; value: JsonValue; path: string }> = [];

  const undeclared = (name: string) =>
    `rule reads undeclared variable "${name}"${didYouMean(name, env.names?.() ?? [])}`;
  const fail = (path: string, detail: string): never => {
    throw new JourneyError(location.file, path, detail);
  };

  const build = (node: JsonValue, path: string, scoped: boolean): Evaluator => {
    if (Array.isArray(node)) {
      // A literal list (no operation inside) is one constant, not a fresh array per evaluation.
      if (!containsOperation(node)) return () => node;
      const items = node.map((item, i) => build(item, pointer(path, i), scoped));
      return (ctx, data) => items.map((item) => item(ctx, data));
    }
    if (!isOperation(node)) {
      const literal = node;
      return () => literal;
    }
    const op = Object.keys(node)[0];
    const rawArgs = node[op];
    const args: readonly JsonValue[] = Array.isArray(rawArgs) ? rawArgs : [rawArgs];
    const opPath = pointer(path, op);
    if (op === 'var') return buildVar(args, opPath, scoped);
    const builder = operations[op];
    if (!builder) return fail(opPath, `unknown rule operation "${op}"${didYouMean(op, operationNames)}`);
    if (VOLATILE.has(op)) volatile = true;
    if (!scoped && ['==', '===', '!=', '!==', 'in'].includes(op)) noteComparison(op, args, opPath);
    const compiler: OperationCompiler = {
      compile: (sub, subPath) => build(sub, subPath, scoped),
      compileScoped: (sub, subPath) => build(sub, subPath, true),
      noteRef: (kind, id) => (kind === 'section' ? sectionRefs : stepRefs).add(id),
      condition: (name, namePath) => {
        const named = env.condition?.(name);
        if (named === undefined)
          return fail(
            namePath,
            `unknown condition "${name}"${didYouMean(name, env.conditionNames?.() ?? [])}`,
          );
        if (named === 'broken') return fail(namePath, `condition "${name}" has a fault (see its file)`);
        conditionRefs.set(name, named);
        if (volatileRules.has(named)) volatile = true;
        for (const v of named.vars) vars.add(v);
        for (const id of named.sectionRefs) sectionRefs.add(id);
        for (const id of named.stepRefs) stepRefs.add(id);
        return named;
      },
      checkVar: (name, varPath) => {
        if (scoped) return;
        if (env.varKind(name) === null) fail(varPath, undeclared(name));
        vars.add(name);
      },
      fail,
      location,
    };
    return builder(args, compiler, opPath);
  };

  const noteComparison = (op: string, args: readonly JsonValue[], path: string) => {
    const [left, right] = args;
    const literalName = (arg: JsonValue): string | null => {
      if (!isOperation(arg) || !('var' in arg)) return null;
      const v = arg.var;
      const name = Array.isArray(v) ? v[0] : v;
      return typeof name === 'string' ? name : null;
    };
    const isLiteral = (arg: JsonValue) => !isOperation(arg) && !Array.isArray(arg);
    const leftName = literalName(left);
    const rightName = literalName(right);
    if (op === 'in') {
      if (leftName !== null && Array.isArray(right) && right.every(isLiteral)) {
        right.forEach((value, i) =>
          comparisons.push({ name: leftName, value, path: pointer(pointer(path, 1), i) }),
        );
      }
      return;
    }
    if (leftName !== null && isLiteral(right))
      comparisons.push({ name: leftName, value: right, path: pointer(path, 1) });
    if (rightName !== null && isLiteral(left))
      comparisons.push({ name: rightName, value: left, path: pointer(path, 0) });
  };

  const buildVar = (args: readonly JsonValue[], path: string, scoped: boolean): Evaluator => {
    const nameArg = args[0] ?? '';
    const fallback = args.length > 1 ? build(args[1], pointer(path, 1), scoped) : null;
    if (isOperation(nameArg) || Array.isArray(nameArg)) {
      // A computed name: checked against the model each time it is evaluated.
      if (!scoped) volatile = true;
      const nameOf = build(nameArg, pointer(path, 0), scoped);
      return (ctx, data) => {
        const name = String(nameOf(ctx, data) ?? '');
        if (scoped) return readPath(data, splitPath(name), fallback, ctx, data);
        const kind = env.varKind(name);
        if (kind === null)
          throw new RuleEvaluationError(location.file, path, `rule reads undeclared variable "${name}"`);
        const source = kind === 'derived' ? ctx.derived : ctx.state;
        return readPath(source, splitPath(name), fallback, ctx, data);
      };
    }
    const name = nameArg === null ? '' : String(nameArg);
    const segments = splitPath(name);
    if (scoped) return (ctx, data) => readPath(data, segments, fallback, ctx, data);
    const kind = name === '' ? null : env.varKind(name);
    if (kind === null) return fail(pointer(path, 0), undeclared(name));
    vars.add(name);
    if (kind === 'derived') return (ctx, data) => readPath(ctx.derived, [name], fallback, ctx, data);
    if (segments.length === 1) {
      const key = segments[0];
      return fallback
        ? (ctx, data) => {
            const value = ctx.state[key];
            return value === undefined ? fallback(ctx, data) : value;
          }
        : (ctx) => {
            const value = ctx.state[key];
            return value === undefined ? null : value;
          };
    }
    return (ctx, data) => readPath(ctx.state, segments, fallback, ctx, data);
  };

  build(rule, location.path, false);
  const run = (ctx: EvalContext) => applyRule(rule, ctx, env, location, conditionRefs);
  const inputs = volatile
    ? null
    : [...vars].map((name) => ({
        name,
        segments: splitPath(name),
        derived: env.varKind(name) === 'derived',
      }));
  let last: { values: unknown[]; result: unknown } | null = null;
  const prepared: PreparedRule = {
    source: rule,
    location,
    vars,
    sectionRefs,
    stepRefs,
    conditionRefs,
    comparisons,
    evaluate(ctx) {
      try {
        if (!inputs) return run(ctx);
        // Compared in place first: after one change almost every rule reads only unchanged values.
        if (last) {
          const before = last.values;
          let same = true;
          for (let i = 0; i < inputs.length; i++) {
            const { name, segments, derived } = inputs[i];
            const value = derived ? ctx.derived[name] : readPath(ctx.state, segments, null, ctx, null);
            if (value !== before[i]) {
              same = false;
              break;
            }
          }
          if (same) return last.result;
        }
        const values = inputs.map(({ name, segments, derived }) =>
          derived ? ctx.derived[name] : readPath(ctx.state, segments, null, ctx, null),
        );
        const result = run(ctx);
        last = { values, result };
        return result;
      } catch (error) {
        if (error instanceof JourneyError) throw error;
        throw new RuleEvaluationError(
          location.file,
          location.path,
          `rule failed: ${(error as Error).message}`,
        );
      }
    },
  };
  if (volatile) volatileRules.add(prepared);
  return prepared;
}

function containsOperation(node: JsonValue): boolean {
  if (Array.isArray(node)) return node.some(containsOperation);
  return isOperation(node);
}

function splitPath(name: string): string[] {
  return name === '' ? [] : name.split('.');
}

/** Walk a dotted path as json-logic-js does: undefined anywhere gives the fallback (default null). */
function readPath(
  source: unknown,
  segments: readonly string[],
  fallback: Evaluator | null,
  ctx: EvalContext,
  data: unknown,
): unknown {
  let value: unknown = source;
  for (const segment of segments) {
    if (value === null || value === undefined) return fallback ? fallback(ctx, data) : null;
    value = (value as Record<string, unknown>)[segment];
    if (value === undefined) return fallback ? fallback(ctx, data) : null;
  }
  return value;
}
