/**
 * The standard JSON-Logic operations, as far as preparing a rule needs them: which arguments are read
 * in the current scope and which over each item (map, filter, reduce, all, some, none), so every
 * variable is checked against the state model at load. json-logic-js itself evaluates them
 * (json-logic.ts). `log` is left out on purpose: rules have no side effects.
 */
import jsonLogic from 'json-logic-js';
import { pointer } from '../errors.js';
import type { JsonValue } from '../types.js';
import type { Evaluator, OperationBuilder } from './types.js';

/** json-logic-js truthiness: an empty array is false, everything else as in JavaScript. */
export function truthy(value: unknown): boolean {
  return jsonLogic.truthy(value);
}

/** Never called: json-logic-js evaluates the rule; the builder only checks its arguments. */
const checkedOnly: Evaluator = () => undefined;

/** Every argument read in the current scope. */
const plain: OperationBuilder = (args, compiler, path) => {
  args.forEach((arg, i) => compiler.compile(arg, pointer(path, i)));
  return checkedOnly;
};

/** The list in the current scope, the body over each item, any further argument in the current scope. */
const iteration: OperationBuilder = (args, compiler, path) => {
  compiler.compile(args[0] ?? null, pointer(path, 0));
  compiler.compileScoped(args[1] ?? null, pointer(path, 1));
  args.slice(2).forEach((arg, i) => compiler.compile(arg, pointer(path, i + 2)));
  return checkedOnly;
};

/**
 * `missing` / `missing_some` name variables as strings: literal ones are checked against the model.
 * `where` gives the names and the index of the argument holding them (null: the arguments themselves).
 */
function namesChecked(
  where: (args: readonly JsonValue[]) => [readonly JsonValue[], number | null],
): OperationBuilder {
  return (args, compiler, path) => {
    plain(args, compiler, path);
    const [names, index] = where(args);
    const base = index === null ? path : pointer(path, index);
    names.forEach((name, i) => {
      if (typeof name === 'string') compiler.checkVar(name, pointer(base, i));
    });
    return checkedOnly;
  };
}

const PLAIN = [
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!',
  '!!',
  'and',
  'or',
  'if',
  '?:',
  '%',
  '/',
  '+',
  '-',
  '*',
  'min',
  'max',
  'in',
  'cat',
  'substr',
  'merge',
];

/** The json-logic-js operations a rule may use, by name. */
export const standardOperations: Readonly<Record<string, OperationBuilder>> = {
  ...Object.fromEntries(PLAIN.map((name) => [name, plain])),
  map: iteration,
  filter: iteration,
  all: iteration,
  some: iteration,
  none: iteration,
  reduce: iteration,
  missing: namesChecked((args) => (Array.isArray(args[0]) ? [args[0], 0] : [args, null])),
  missing_some: namesChecked((args) => [Array.isArray(args[1]) ? args[1] : [], 1]),
};
