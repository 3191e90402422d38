/**
 * The journey's named conditions (`"kind": "conditions"` files): each is prepared once, on first use or
 * at the end of loading, so a fault in one is reported once, at its own file and path, and a rule that
 * uses it by name (`{ "condition": "name" }`) shares the prepared rule.
 */
import { JourneyError, pointer } from './errors.js';
import { prepareRule } from './rules/prepare.js';
import type { PreparedRule, RuleEnvironment } from './rules/types.js';
import type { ConditionsFile, Rule } from './types.js';

/** The conditions of a journey, prepared lazily over `env`. */
export interface ConditionTable {
  /** The environment rules are prepared in: `env` plus the named conditions. */
  readonly env: RuleEnvironment;
  /** Prepare every condition (also those no rule uses, so their faults are found) and return them. */
  prepareAll(): Map<string, PreparedRule>;
}

/** Collect the conditions of `files`; a name given twice is a fault at the second. */
export function conditionTable(
  files: ReadonlyArray<{ path: string; file: ConditionsFile }>,
  base: RuleEnvironment,
  faults: JourneyError[],
): ConditionTable {
  const sources = new Map<string, { path: string; rule: Rule }>();
  for (const { path, file } of files) {
    for (const [name, rule] of Object.entries(file.conditions ?? {})) {
      const seen = sources.get(name);
      if (seen)
        faults.push(
          new JourneyError(
            path,
            pointer('/conditions', name),
            `condition "${name}" is already named in ${seen.path}`,
          ),
        );
      else sources.set(name, { path, rule });
    }
  }
  const prepared = new Map<string, PreparedRule | 'broken'>();
  const inProgress: string[] = [];
  const env: RuleEnvironment = {
    ...base,
    conditionNames: () => sources.keys(),
    condition(name) {
      const done = prepared.get(name);
      if (done) return done;
      const source = sources.get(name);
      if (!source) return undefined;
      const at = { file: source.path, path: pointer('/conditions', name) };
      if (inProgress.includes(name)) {
        faults.push(
          new JourneyError(at.file, at.path, `condition uses itself: ${[...inProgress, name].join(' -> ')}`),
        );
        return 'broken';
      }
      inProgress.push(name);
      let result: PreparedRule | 'broken';
      try {
        result = prepareRule(source.rule, env, at);
      } catch (error) {
        if (!(error instanceof JourneyError)) throw error;
        faults.push(error);
        result = 'broken';
      }
      inProgress.pop();
      prepared.set(name, result);
      return result;
    },
  };
  return {
    env,
    prepareAll() {
      const all = new Map<string, PreparedRule>();
      for (const name of sources.keys()) {
        const rule = env.condition?.(name);
        if (rule && rule !== 'broken') all.set(name, rule);
      }
      return all;
    },
  };
}
