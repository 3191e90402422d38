/**
 * The standard JSON-Logic operations, compiled to closures with json-logic-js 2.0 semantics
 * (loose `==`, numeric casts with parseFloat/Number, empty arrays falsy, 3-argument `<`/`<=`).
 * `log` is left out on purpose: rules have no side effects.
 */
import { pointer } from '../errors.js';
import type { JsonValue } from '../types.js';
import type { Evaluator, OperationBuilder, OperationCompiler } from './types.js';

/** json-logic-js truthiness: an empty array is false, everything else as in JavaScript. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length !== 0;
  return Boolean(value);
}

function compileArgs(args: readonly JsonValue[], compiler: OperationCompiler, path: string): Evaluator[] {
  return args.map((arg, i) => compiler.compile(arg, pointer(path, i)));
}

/** Two-argument operation: specialised so the hot path has no array allocation. */
function binary(fn: (a: unknown, b: unknown) => unknown): OperationBuilder {
  return (args, compiler, path) => {
    const [a, b] = compileArgs(args, compiler, path);
    const left = a ?? (() => undefined);
    const right = b ?? (() => undefined);
    return (ctx, data) => fn(left(ctx, data), right(ctx, data));
  };
}

// json-logic-js semantics: JavaScript's loose equality for == and !=.
const looseEqual = (a: unknown, b: unknown) => a == b;
const looseNotEqual = (a: unknown, b: unknown) => a != b;

function lessThan(strict: boolean): OperationBuilder {
  return (args, compiler, path) => {
    const [a, b, c] = compileArgs(args, compiler, path);
    const cmp = strict
      ? (x: unknown, y: unknown) => (x as number) < (y as number)
      : (x: unknown, y: unknown) => (x as number) <= (y as number);
    if (c) {
      return (ctx, data) => {
        const middle = b(ctx, data);
        return cmp(a(ctx, data), middle) && cmp(middle, c(ctx, data));
      };
    }
    return (ctx, data) => cmp(a(ctx, data), b(ctx, data));
  };
}

function numbers(values: unknown[]): number[] {
  return values.map((v) => parseFloat(v as string));
}

function all(args: Evaluator[]) {
  return (ctx: Parameters<Evaluator>[0], data: unknown) => args.map((arg) => arg(ctx, data));
}

/** Compile a scoped iteration: first argument in the current scope, second over each item. */
function iteration(
  run: (items: unknown[], each: (item: unknown) => unknown, rest: unknown[]) => unknown,
): OperationBuilder {
  return (args, compiler, path) => {
    const list = compiler.compile(args[0] ?? null, pointer(path, 0));
    const body = compiler.compileScoped(args[1] ?? null, pointer(path, 1));
    const rest = args.slice(2).map((arg, i) => compiler.compile(arg, pointer(path, i + 2)));
    return (ctx, data) => {
      const value = list(ctx, data);
      const items = Array.isArray(value) ? value : [];
      return run(
        items,
        (item) => body(ctx, item),
        rest.map((r) => r(ctx, data)),
      );
    };
  };
}

/** The json-logic-js operations, by name. */
export const standardOperations: Readonly<Record<string, OperationBuilder>> = {
  '==': binary(looseEqual),
  '===': binary((a, b) => a === b),
  '!=': binary(looseNotEqual),
  '!==': binary((a, b) => a !== b),
  '>': binary((a, b) => (a as number) > (b as number)),
  '>=': binary((a, b) => (a as number) >= (b as number)),
  '<': lessThan(true),
  '<=': lessThan(false),
  '!': (args, compiler, path) => {
    const a = compiler.compile(args[0] ?? null, pointer(path, 0));
    return (ctx, data) => !truthy(a(ctx, data));
  },
  '!!': (args, compiler, path) => {
    const a = compiler.compile(args[0] ?? null, pointer(path, 0));
    return (ctx, data) => truthy(a(ctx, data));
  },
  and: (args, compiler, path) => {
    const parts = compileArgs(args, compiler, path);
    return (ctx, data) => {
      let value: unknown;
      for (const part of parts) {
        value = part(ctx, data);
        if (!truthy(value)) return value;
      }
      return value;
    };
  },
  or: (args, compiler, path) => {
    const parts = compileArgs(args, compiler, path);
    return (ctx, data) => {
      let value: unknown;
      for (const part of parts) {
        value = part(ctx, data);
        if (truthy(value)) return value;
      }
      return value;
    };
  },
  if: conditional,
  '?:': conditional,
  '%': binary((a, b) => (a as number) % (b as number)),
  '/': binary((a, b) => (a as number) / (b as number)),
  '-': (args, compiler, path) => {
    const [a, b] = compileArgs(args, compiler, path);
    if (!b) return (ctx, data) => -(a ? (a(ctx, data) as number) : 0);
    return (ctx, data) => (a(ctx, data) as number) - (b(ctx, data) as number);
  },
  '+': (args, compiler, path) => {
    if (args.length === 2) {
      const [a, b] = compileArgs(args, compiler, path);
      return (ctx, data) => parseFloat(a(ctx, data) as string) + parseFloat(b(ctx, data) as string);
    }
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => numbers(parts(ctx, data)).reduce((sum, n) => sum + n, 0);
  },
  '*': (args, compiler, path) => {
    if (args.length === 2) {
      const [a, b] = compileArgs(args, compiler, path);
      return (ctx, data) => parseFloat(a(ctx, data) as string) * parseFloat(b(ctx, data) as string);
    }
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => numbers(parts(ctx, data)).reduce((product, n) => product * n, 1);
  },
  min: (args, compiler, path) => {
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => Math.min(...(parts(ctx, data) as number[]));
  },
  max: (args, compiler, path) => {
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => Math.max(...(parts(ctx, data) as number[]));
  },
  in: binary((a, b) => {
    if (typeof b === 'string') return b.indexOf(a as string) !== -1;
    if (Array.isArray(b)) return b.indexOf(a) !== -1;
    return false;
  }),
  cat: (args, compiler, path) => {
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => parts(ctx, data).join('');
  },
  substr: (args, compiler, path) => {
    const [source, start, end] = compileArgs(args, compiler, path);
    return (ctx, data) => {
      const text = String(source(ctx, data));
      const from = Number(start(ctx, data));
      if (!end) return text.substr(from);
      const length = Number(end(ctx, data));
      if (length < 0) return text.substr(from).slice(0, length);
      return text.substr(from, length);
    };
  },
  merge: (args, compiler, path) => {
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => parts(ctx, data).flatMap((part) => (Array.isArray(part) ? part : [part]));
  },
  missing: (args, compiler, path) => {
    checkLiteralNames(
      Array.isArray(args[0]) ? args[0] : args,
      compiler,
      Array.isArray(args[0]) ? pointer(path, 0) : path,
    );
    const parts = all(compileArgs(args, compiler, path));
    return (ctx, data) => {
      const values = parts(ctx, data);
      const names = (Array.isArray(values[0]) ? values[0] : values) as string[];
      return names.filter((name) => isMissing(readState(ctx.state, String(name))));
    };
  },
  missing_some: (args, compiler, path) => {
    if (Array.isArray(args[1])) checkLiteralNames(args[1], compiler, pointer(path, 1));
    const need = compiler.compile(args[0] ?? 0, pointer(path, 0));
    const names = compiler.compile(args[1] ?? [], pointer(path, 1));
    return (ctx, data) => {
      const list = (names(ctx, data) as string[]) ?? [];
      const missing = list.filter((name) => isMissing(readState(ctx.state, String(name))));
      return list.length - missing.length >= Number(need(ctx, data)) ? [] : missing;
    };
  },
  map: iteration((items, each) => items.map(each)),
  filter: iteration((items, each) => items.filter((item) => truthy(each(item)))),
  all: iteration((items, each) => items.length > 0 && items.every((item) => truthy(each(item)))),
  some: iteration((items, each) => items.some((item) => truthy(each(item)))),
  none: iteration((items, each) => !items.some((item) => truthy(each(item)))),
  reduce: (args, compiler, path) => {
    const list = compiler.compile(args[0] ?? null, pointer(path, 0));
    const body = compiler.compileScoped(args[1] ?? null, pointer(path, 1));
    const initial = compiler.compile(args[2] ?? null, pointer(path, 2));
    return (ctx, data) => {
      const value = list(ctx, data);
      const items = Array.isArray(value) ? value : [];
      return items.reduce((accumulator, current) => body(ctx, { current, accumulator }), initial(ctx, data));
    };
  },
};

function conditional(args: readonly JsonValue[], compiler: OperationCompiler, path: string): Evaluator {
  const parts = compileArgs(args, compiler, path);
  return (ctx, data) => {
    let i = 0;
    for (; i + 1 < parts.length; i += 2) {
      if (truthy(parts[i](ctx, data))) return parts[i + 1](ctx, data);
    }
    return i < parts.length ? parts[i](ctx, data) : null;
  };
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

function readState(state: Readonly<Record<string, unknown>>, name: string): unknown {
  let value: unknown = state;
  for (const segment of name.split('.')) {
    if (value === null || value === undefined) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** `missing` / `missing_some` name variables as strings: check literal ones against the model. */
function checkLiteralNames(names: readonly JsonValue[], compiler: OperationCompiler, path: string): void {
  names.forEach((name, i) => {
    if (typeof name === 'string') compiler.checkVar(name, pointer(path, i));
  });
}
