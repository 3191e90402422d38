/**
 * engine/core: the pure half of the journey engine. Load and check journey files, prepare and
 * evaluate JSON-Logic rules, resolve what is visible / required / enabled / unlocked, validate,
 * run declared effects, and a React-free controller with per-card subscriptions.
 *
 * Browser-safe: nothing here imports Ajv or does I/O. Node scripts and tests that want meta-schema
 * validation import `engine/core/ajv-meta.ts` and pass its validator to `loadJourney`.
 *
 * `loadJourney` (journey files as written, composed live) is imported from `engine/core/load.js`,
 * not from here: the app loads journeys composed at build time (`loadPrecomposedJourney`), and what
 * this index names is reachable from every page, so the composer would ride along in the first page.
 */
export * from './types.js';
export type * from './view-types.js';
export type { EvalContext, PreparedRule } from './rules/types.js';
// The app's boot takes setMissingMessagePolicy from messages.js itself (this index is the engine's
// whole: on the first page it would bring the engine with it).
export { formatMessage } from './messages.js';
export { loadPrecomposedJourney } from './load-precomposed.js';
export type { JourneyFiles } from './load-options.js';
export { validateField, FIELD_SCHEMA_KEYWORDS } from './validate-field.js';
export { resolve, createUiState, evaluate, currentCardId } from './resolve.js';
export { createJourneyController } from './controller.js';
export { journeyWidgetNames } from './widget-names.js';
