/**
 * Runs declared effects: `set` and `clear` apply at once; `action` calls the app's registered
 * function with its args and a state accessor, and applies the patch it returns (now, or when its
 * promise settles). Effects never trigger `onChange` of the fields they write: that keeps chains
 * explicit in the JSON and rules out loops.
 */
import type { Effect, JsonObject } from './types.js';
import type { ActionRegistry, StateAccess, StatePatch } from './view-types.js';

/** An async action still running. */
export interface PendingAction {
  readonly name: string;
  readonly promise: Promise<StatePatch | void>;
}

/** What running effects needs from its owner (the controller). */
export interface EffectHost {
  readonly actions: ActionRegistry;
  readonly access: StateAccess;
  /** Apply a patch to the state (undefined values remove the key). */
  apply(patch: StatePatch): void;
  /** Record that an action was called (for scenarios and the staff preview). */
  logAction(name: string): void;
}

/**
 * Run effects in order. Synchronous results are applied through `host.apply` at once; the promises of
 * async actions are returned (each resolves to a patch the caller applies when it settles).
 */
export function runEffects(effects: readonly Effect[], host: EffectHost): PendingAction[] {
  const pending: PendingAction[] = [];
  for (const effect of effects) {
    if ('set' in effect) {
      host.apply({ ...effect.set });
    } else if ('clear' in effect) {
      host.apply(Object.fromEntries(effect.clear.map((name) => [name, undefined])));
    } else {
      const action = host.actions[effect.action];
      if (!action) throw new Error(`action "${effect.action}" is not registered`);
      host.logAction(effect.action);
      const result = action((effect.args ?? {}) as JsonObject, host.access);
      if (isPromise<StatePatch | void>(result)) pending.push({ name: effect.action, promise: result });
      else if (result) host.apply(result);
    }
  }
  return pending;
}

function isPromise<T>(value: unknown): value is Promise<T> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
