/**
 * The types rules are built from, shared by the rule compiler (prepare.ts) and the operations it compiles
 * (ops-standard.ts, ops-custom.ts), so neither imports the other's module for them.
 */
import type { JsonValue, Rule } from '../types.js';

/** What a rule can read while it is evaluated. */
export interface EvalContext {
  /** Answers and context values; dotted var names walk nested objects. */
  readonly state: Readonly<Record<string, unknown>>;
  /** Values computed by the flow's `derived` rules. */
  readonly derived: Readonly<Record<string, unknown>>;
  /** Today as YYYY-MM-DD. */
  readonly today: string;
  /** Whether a step or card (by id) is valid. */
  sectionValid(id: string): boolean;
  /** Whether a step id is in the current step list. */
  inStepList(id: string): boolean;
  /** Whether the householder changed field `a` after field `b` (or changed `a` and never `b`). */
  changedAfter(a: string, b: string): boolean;
}

/** A compiled rule node: `data` is the current `var` scope (inside map/filter it is the item). */
export type Evaluator = (ctx: EvalContext, data: unknown) => unknown;

/** How a variable name is read, as decided by the journey's state model. */
export type VarKind = 'state' | 'derived' | null;

/** The names a rule may read; given to `prepareRule` by the loader. */
export interface RuleEnvironment {
  /** 'state' for a field or context value, 'derived' for a derived value, null when undeclared. */
  varKind(name: string): VarKind;
  /** The declared names, for a "did you mean" on an undeclared one. */
  names?(): Iterable<string>;
  /**
   * The journey's named condition (prepared), `'broken'` when it has a fault of its own (reported at
   * its file), undefined when there is none of that name.
   */
  condition?(name: string): PreparedRule | 'broken' | undefined;
  /** The names of the journey's conditions (for "did you mean"). */
  conditionNames?(): Iterable<string>;
}

/** Where a rule sits, for error messages. */
export interface RuleLocation {
  readonly file: string;
  readonly path: string;
}

/** A rule prepared for fast evaluation, with what it reads (for the checker and the staff preview). */
export interface PreparedRule {
  readonly source: Rule;
  readonly location: RuleLocation;
  /** Top-level variables read by literal name. */
  readonly vars: ReadonlySet<string>;
  /** Literal ids passed to `sectionValid`. */
  readonly sectionRefs: ReadonlySet<string>;
  /** Literal ids passed to `inStepList`. */
  readonly stepRefs: ReadonlySet<string>;
  /** Named conditions the rule uses (`{ "condition": name }`), with their prepared rules. */
  readonly conditionRefs: ReadonlyMap<string, PreparedRule>;
  /** Literal comparisons of a variable with a value (`==`, `===`, `!=`, `!==`, `in`), for enum checks. */
  readonly comparisons: ReadonlyArray<{
    readonly name: string;
    readonly value: JsonValue;
    readonly path: string;
  }>;
  evaluate(ctx: EvalContext): unknown;
}

/** The tools an operation compiler gets: compile its arguments in the current or the item scope. */
export interface OperationCompiler {
  /** Compile a sub-rule in the current scope. */
  compile(rule: JsonValue, path: string): Evaluator;
  /** Compile a sub-rule whose `var`s read the current item (map, filter, reduce, all, some, none). */
  compileScoped(rule: JsonValue, path: string): Evaluator;
  /** Record a literal id handed to sectionValid / inStepList. */
  noteRef(kind: 'section' | 'step', id: string): void;
  /** The named condition `name` (fails when there is none); its variables count as this rule's. */
  condition(name: string, path: string): PreparedRule;
  /** Check a literal variable name against the state model (fails when undeclared) and record it. */
  checkVar(name: string, path: string): void;
  /** Throw a preparation error at a path. */
  fail(path: string, detail: string): never;
  readonly location: RuleLocation;
}

/** Compiles one operation from its (raw) arguments. */
export type OperationBuilder = (
  args: readonly JsonValue[],
  compiler: OperationCompiler,
  path: string,
) => Evaluator;
