/**
 * Operations this journey needs beyond standard JSON-Logic, as far as preparing a rule needs them (their
 * literal arguments checked and recorded); json-logic-js runs them (json-logic.ts adds them to it):
 * - `sectionValid: id`: the step (or card) with that id has no errors in its visible fields;
 * - `inStepList: id`: the step id is in the current step list;
 * - `monthsBetween: [from, to]`: whole months between two YYYY-MM-DD dates (null if not dates);
 * - `ageInYears: date` or `[date, on]`: whole years from date to `on` (default today);
 * - `today: []`: today as YYYY-MM-DD (injectable, so scenarios are stable);
 * - `startsWith: [text, prefix]`, `len: value` (string or array length, 0 for empty),
 *   `isEmpty: value` (null, undefined, '' or []), `matches: [text, "regex"]` (literal pattern);
 * - `changedAfter: [a, b]`: the householder changed field `a` after field `b` (or `a` and never `b`):
 *   a cross-field check shows its message at the answer that caused it;
 * - `condition: name`: the journey's named condition (a conditions file), read by name so a long rule
 *   is written once and the staff preview can say which condition hid a field. It always reads the
 *   journey state (inside `some`/`all` too).
 */
import { pointer } from '../errors.js';
import type { Evaluator, OperationBuilder } from './types.js';

/** Never called: json-logic-js evaluates the rule; the builder only checks its arguments. */
const checkedOnly: Evaluator = () => undefined;

/** Every argument read in the current scope. */
const plain: OperationBuilder = (args, compiler, path) => {
  args.forEach((arg, i) => compiler.compile(arg, pointer(path, i)));
  return checkedOnly;
};

/** An id operation: literal ids are recorded so the loader can check they exist. */
function idOperation(kind: 'section' | 'step'): OperationBuilder {
  return (args, compiler, path) => {
    const arg = args[0] ?? null;
    if (typeof arg === 'string') compiler.noteRef(kind, arg);
    else compiler.compile(arg, pointer(path, 0));
    return checkedOnly;
  };
}

/** The custom operations, by name. */
export const customOperations: Readonly<Record<string, OperationBuilder>> = {
  sectionValid: idOperation('section'),
  inStepList: idOperation('step'),
  condition: (args, compiler, path) => {
    const name = args[0];
    if (typeof name !== 'string')
      return compiler.fail(pointer(path, 0), 'condition needs a literal condition name');
    compiler.condition(name, pointer(path, 0));
    return checkedOnly;
  },
  monthsBetween: plain,
  ageInYears: plain,
  today: () => checkedOnly,
  startsWith: plain,
  len: plain,
  isEmpty: plain,
  changedAfter: (args, compiler, path) => {
    const [a, b] = args;
    if (typeof a !== 'string' || typeof b !== 'string')
      return compiler.fail(path, 'changedAfter needs two literal field names');
    compiler.checkVar(a, pointer(path, 0));
    compiler.checkVar(b, pointer(path, 1));
    return checkedOnly;
  },
  matches: (args, compiler, path) => {
    compiler.compile(args[0] ?? null, pointer(path, 0));
    const source = args[1];
    if (typeof source !== 'string')
      return compiler.fail(pointer(path, 1), 'matches needs a literal regular expression string');
    try {
      new RegExp(source, 'u');
    } catch (error) {
      return compiler.fail(pointer(path, 1), `invalid regular expression: ${(error as Error).message}`);
    }
    return checkedOnly;
  },
};
