/**
 * Operations this journey needs beyond standard JSON-Logic:
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
import { ageInYears, monthsBetween } from './dates.js';
import type { OperationBuilder } from './types.js';

/** An id operation: literal ids are recorded so the loader can check they exist. */
function idOperation(kind: 'section' | 'step', read: 'sectionValid' | 'inStepList'): OperationBuilder {
  return (args, compiler, path) => {
    const arg = args[0] ?? null;
    if (typeof arg === 'string') {
      compiler.noteRef(kind, arg);
      return (ctx) => ctx[read](arg);
    }
    const id = compiler.compile(arg, pointer(path, 0));
    return (ctx, data) => ctx[read](String(id(ctx, data)));
  };
}

/** The custom operations, by name. */
export const customOperations: Readonly<Record<string, OperationBuilder>> = {
  sectionValid: idOperation('section', 'sectionValid'),
  condition: (args, compiler, path) => {
    const name = args[0];
    if (typeof name !== 'string')
      return compiler.fail(pointer(path, 0), 'condition needs a literal condition name');
    const named = compiler.condition(name, pointer(path, 0));
    return (ctx) => named.evaluate(ctx);
  },
  inStepList: idOperation('step', 'inStepList'),
  monthsBetween: (args, compiler, path) => {
    const from = compiler.compile(args[0] ?? null, pointer(path, 0));
    const to = compiler.compile(args[1] ?? null, pointer(path, 1));
    return (ctx, data) => monthsBetween(from(ctx, data), to(ctx, data));
  },
  ageInYears: (args, compiler, path) => {
    const born = compiler.compile(args[0] ?? null, pointer(path, 0));
    const on = args.length > 1 ? compiler.compile(args[1], pointer(path, 1)) : null;
    return (ctx, data) => ageInYears(born(ctx, data), on ? on(ctx, data) : ctx.today);
  },
  today: () => (ctx) => ctx.today,
  startsWith: (args, compiler, path) => {
    const text = compiler.compile(args[0] ?? null, pointer(path, 0));
    const prefix = compiler.compile(args[1] ?? '', pointer(path, 1));
    return (ctx, data) => {
      const value = text(ctx, data);
      return (
        (typeof value === 'string' || typeof value === 'number') &&
        String(value).startsWith(String(prefix(ctx, data)))
      );
    };
  },
  len: (args, compiler, path) => {
    const value = compiler.compile(args[0] ?? null, pointer(path, 0));
    return (ctx, data) => {
      const v = value(ctx, data);
      if (typeof v === 'string' || Array.isArray(v)) return v.length;
      if (typeof v === 'number') return String(v).length;
      return 0;
    };
  },
  isEmpty: (args, compiler, path) => {
    const value = compiler.compile(args[0] ?? null, pointer(path, 0));
    return (ctx, data) => {
      const v = value(ctx, data);
      return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    };
  },
  changedAfter: (args, compiler, path) => {
    const [a, b] = args;
    if (typeof a !== 'string' || typeof b !== 'string')
      return compiler.fail(path, 'changedAfter needs two literal field names');
    compiler.checkVar(a, pointer(path, 0));
    compiler.checkVar(b, pointer(path, 1));
    return (ctx) => ctx.changedAfter(a, b);
  },
  matches: (args, compiler, path) => {
    const text = compiler.compile(args[0] ?? null, pointer(path, 0));
    const source = args[1];
    if (typeof source !== 'string')
      return compiler.fail(pointer(path, 1), 'matches needs a literal regular expression string');
    let pattern: RegExp;
    try {
      pattern = new RegExp(source, 'u');
    } catch (error) {
      return compiler.fail(pointer(path, 1), `invalid regular expression: ${(error as Error).message}`);
    }
    return (ctx, data) => {
      const v = text(ctx, data);
      return (typeof v === 'string' || typeof v === 'number') && pattern.test(String(v));
    };
  },
};
