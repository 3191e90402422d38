/**
 * Runs declared effects, in order: `set` and `clear` apply at once; `compute` evaluates its rules (with
 * the one rule evaluator, fail closed) on the state as it is and sets their values; `action` calls the
 * app's registered function with its args and a state accessor, and applies the patch it returns. When an
 * action is asynchronous, the effects after it wait until it has finished and its patch is applied (so a
 * `compute` after `lookUpMeters` sees the meters). Effects never trigger `onChange` of the fields they
 * write: that keeps chains explicit in the JSON and rules out loops.
 */
import type { JsonObject } from './types.js';
import type { PreparedRule } from './rules/types.js';
import type { ActionRegistry, PreparedEffect, StateAccess, StatePatch } from './view-types.js';

/** An async action still running, and the effects that wait for it. */
export interface PendingAction {
  readonly name: string;
  readonly promise: Promise<StatePatch | void>;
  /** Effects declared after the action: run once its patch is applied. */
  readonly rest: readonly PreparedEffect[];
}

/** What running effects needs from its owner (the controller). */
export interface EffectHost {
  readonly actions: ActionRegistry;
  readonly access: StateAccess;
  /** Apply a patch to the state (undefined values remove the key). */
  apply(patch: StatePatch): void;
  /** Evaluate a rule on the current state (derived values and validity included). */
  evaluate(rule: PreparedRule): unknown;
  /** Record that an action was called (for scenarios and the staff preview). */
  logAction(name: string): void;
}

/**
 * Run effects in order until the first asynchronous action: returns it (with the effects after it), or
 * nothing when every effect ran. Synchronous results are applied through `host.apply` at once.
 */
export function runEffects(effects: readonly PreparedEffect[], host: EffectHost): PendingAction[] {
  for (const [i, effect] of effects.entries()) {
    if ('set' in effect) {
      host.apply({ ...effect.set });
    } else if ('compute' in effect) {
      const patch: StatePatch = {};
      // Every rule reads the state as it was before this effect, so their order does not matter.
      for (const [name, rule] of Object.entries(effect.compute))
        patch[name] = host.evaluate(rule) ?? undefined;
      host.apply(patch);
    } else if ('clear' in effect) {
      host.apply(Object.fromEntries(effect.clear.map((name) => [name, undefined])));
    } else {
      const action = host.actions[effect.action];
      if (!action) throw new Error(`action "${effect.action}" is not registered`);
      host.logAction(effect.action);
      const result = action((effect.args ?? {}) as JsonObject, host.access);
      if (isPromise<StatePatch | void>(result))
        return [{ name: effect.action, promise: result, rest: effects.slice(i + 1) }];
      if (result) host.apply(result);
    }
  }
  return [];
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
