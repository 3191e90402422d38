/**
 * Finds conditions that can never be true: `x` and not `x`, a rule and its negation, or comparisons of
 * one variable that contradict (`=== 1` and `=== 2`, `< 3` and `> 5`, `=== "a"` and `in ["b"]`). Such a
 * rule hides its field or locks its step for ever; without this check it shows up only as scenario
 * failures far from the rule that caused them. Only `and` groups (and `or` groups whose every branch
 * is dead) are analysed: a sound, small check, not a solver.
 */
import { pointer } from '../errors.js';
import type { JsonValue } from '../json.js';
import { deepEqual } from '../validate-field.js';

/** Where a dead condition sits (a JSON Pointer below the rule's own path) and why it is dead. */
export interface DeadCondition {
  readonly path: string;
  readonly reason: string;
}

type Literal = string | number | boolean | null;

interface Facts {
  truthy?: boolean;
  falsy?: boolean;
  equals: Literal[];
  notEquals: Literal[];
  oneOf: Literal[][];
  lower?: { value: number; strict: boolean };
  upper?: { value: number; strict: boolean };
}

const FLIP: Record<string, string> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '===': '===',
  '!==': '!==',
};

function operation(node: JsonValue): [string, JsonValue[]] | null {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return null;
  const keys = Object.keys(node);
  if (keys.length !== 1) return null;
  const raw = node[keys[0]];
  return [keys[0], Array.isArray(raw) ? raw : [raw]];
}

function varName(node: JsonValue): string | null {
  const op = operation(node);
  if (!op || op[0] !== 'var' || op[1].length > 1) return null;
  return typeof op[1][0] === 'string' ? op[1][0] : null;
}

function isLiteral(node: JsonValue): node is Literal {
  return node === null || ['string', 'number', 'boolean'].includes(typeof node);
}

/** Every dead condition in `rule` (paths relative to the rule). */
export function deadConditions(rule: JsonValue): DeadCondition[] {
  const found: DeadCondition[] = [];
  const visit = (node: JsonValue, path: string): boolean => {
    const op = operation(node);
    if (!op) {
      if (Array.isArray(node)) node.forEach((item, i) => visit(item, pointer(path, i)));
      return false;
    }
    const [name, args] = op;
    const argPath = (i: number) =>
      Array.isArray((node as Record<string, JsonValue>)[name])
        ? pointer(pointer(path, name), i)
        : pointer(path, name);
    const deadArgs = args.map((arg, i) => visit(arg, argPath(i)));
    if (name === 'and') {
      if (deadArgs.some(Boolean)) return true;
      const reason = contradiction(flattenAnd(args));
      if (reason) {
        found.push({ path, reason });
        return true;
      }
    }
    if (name === 'or' && args.length > 0 && deadArgs.every(Boolean)) {
      found.push({ path, reason: 'every alternative can never be true' });
      return true;
    }
    return false;
  };
  visit(rule, '');
  // An `or` whose branches are all dead is reported once, at the `or`.
  return found.filter((f) => !found.some((g) => g !== f && f.path.startsWith(`${g.path}/`)));
}

function flattenAnd(args: JsonValue[]): JsonValue[] {
  return args.flatMap((arg) => {
    const op = operation(arg);
    return op && op[0] === 'and' ? flattenAnd(op[1]) : [arg];
  });
}

/** Why the conjunction of `parts` can never hold, or null when it may. */
function contradiction(parts: JsonValue[]): string | null {
  const facts = new Map<string, Facts>();
  const of = (name: string) => {
    let f = facts.get(name);
    if (!f) facts.set(name, (f = { equals: [], notEquals: [], oneOf: [] }));
    return f;
  };
  for (const part of parts) {
    const own = varName(part);
    if (own !== null) {
      of(own).truthy = true;
      continue;
    }
    const op = operation(part);
    if (!op) continue;
    const [name, args] = op;
    if (name === '!' || name === '!!') {
      const inner = varName(args[0] ?? null);
      if (inner !== null) of(inner)[name === '!' ? 'falsy' : 'truthy'] = true;
      continue;
    }
    if (name === 'in') {
      const v = varName(args[0] ?? null);
      const list = args[1];
      if (v !== null && Array.isArray(list) && list.every(isLiteral)) of(v).oneOf.push(list as Literal[]);
      continue;
    }
    if (!(name in FLIP) || args.length !== 2) continue;
    let [left, right] = args;
    let cmp = name;
    if (varName(left) === null) {
      [left, right] = [right, left];
      cmp = FLIP[name];
    }
    const v = varName(left);
    if (v === null || !isLiteral(right)) continue;
    const f = of(v);
    if (cmp === '===') f.equals.push(right);
    else if (cmp === '!==') f.notEquals.push(right);
    else if (typeof right === 'number') {
      const strict = cmp === '<' || cmp === '>';
      const side = cmp.startsWith('<') ? 'upper' : 'lower';
      const old = f[side];
      const tighter =
        !old || (side === 'upper' ? right < old.value : right > old.value) || (right === old.value && strict);
      if (tighter) f[side] = { value: right, strict };
    }
  }
  for (const [name, f] of facts) {
    const reason = conflict(f);
    if (reason) return `"${name}" ${reason}`;
  }
  for (const part of parts) {
    const op = operation(part);
    if (op && op[0] === '!' && parts.some((other) => deepEqual(other, op[1][0] ?? null)))
      return `${JSON.stringify(op[1][0])} and its negation can never both be true`;
  }
  return null;
}

function conflict(f: Facts): string | null {
  if (f.truthy && f.falsy) return 'cannot be both true and false';
  const distinct = [...new Set(f.equals)];
  if (distinct.length > 1) return `cannot equal both ${distinct.map((v) => JSON.stringify(v)).join(' and ')}`;
  const [eq] = distinct;
  const has = distinct.length === 1;
  if (has && f.notEquals.includes(eq)) return `cannot both equal and not equal ${JSON.stringify(eq)}`;
  if (has && f.truthy && !eq) return `cannot be true and equal ${JSON.stringify(eq)}`;
  if (has && f.falsy && eq) return `cannot be false and equal ${JSON.stringify(eq)}`;
  for (const list of f.oneOf) {
    if (has && !list.includes(eq))
      return `cannot equal ${JSON.stringify(eq)} and be one of ${JSON.stringify(list)}`;
  }
  if (f.oneOf.length > 1) {
    const common = f.oneOf.reduce((a, b) => a.filter((v) => b.includes(v)));
    if (common.length === 0) return 'cannot be in lists that share no value';
  }
  const { lower, upper } = f;
  if (lower && upper) {
    if (lower.value > upper.value || (lower.value === upper.value && (lower.strict || upper.strict)))
      return `cannot be ${lower.strict ? '>' : '>='} ${lower.value} and ${upper.strict ? '<' : '<='} ${upper.value}`;
  }
  if (has && typeof eq === 'number') {
    if (lower && (eq < lower.value || (eq === lower.value && lower.strict)))
      return `cannot equal ${eq} and be ${lower.strict ? '>' : '>='} ${lower.value}`;
    if (upper && (eq > upper.value || (eq === upper.value && upper.strict)))
      return `cannot equal ${eq} and be ${upper.strict ? '<' : '<='} ${upper.value}`;
  }
  return null;
}
