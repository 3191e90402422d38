/**
 * What the loader is given and what it returns. In a module of their own so the loader's helpers
 * (reference checks, composition) can name them without importing the loader.
 */
import type { JourneyError } from './errors.js';
import type { PreparedRule, RuleEnvironment } from './rules/types.js';
import type { Rule } from './types.js';
import type { Journey, Locate, MessageCatalogue } from './view-types.js';

/** Journey files by path (relative to the journey folder, `/` separated), parsed JSON. */
export type JourneyFiles = Readonly<Record<string, unknown>>;

/**
 * Meta-schema validation of one file: faults as JSON Pointer + message. Injected, so a browser bundle
 * can skip it (files are checked at build time by `journey:check`) and never compiles Ajv at runtime.
 */
export type FileValidator = (path: string, data: unknown) => ReadonlyArray<{ path: string; message: string }>;

/** Options for `loadJourney`. */
export interface LoadOptions {
  /** The message catalogue; when given, every message key the journey uses must be in it. */
  messages?: MessageCatalogue;
  /** Meta-schema validator (see `createMetaValidator` in ajv-meta.ts). Skipped when absent. */
  validateFile?: FileValidator;
  /** Registered action names; when given, every action an effect names must be one of them. */
  actionNames?: readonly string[];
  /** The names of the lists the app serves; when given, every `ui:options.list` must be one of them. */
  listNames?: readonly string[];
}

/** What the loader found: the journey (null when a fault stops it) and every fault. */
export interface LoadOutcome {
  readonly journey: Journey | null;
  readonly faults: readonly JourneyError[];
}

/** Prepares a rule found at `path` (located by `at`); null, with a fault recorded, when it does not prepare. */
export type Prepare = (
  rule: Rule | undefined,
  at: Locate,
  path: string,
  /** Replaces parts of the journey's rule environment (a derived value sees only earlier ones). */
  env?: Partial<RuleEnvironment>,
) => PreparedRule | null;
