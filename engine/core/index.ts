/**
 * engine/core: the pure half of the journey engine. Load and check journey files, prepare and
 * evaluate JSON-Logic rules, resolve what is visible / required / enabled / unlocked, validate,
 * run declared effects, and a React-free controller with per-card subscriptions.
 *
 * Browser-safe: nothing here imports Ajv or does I/O. Node scripts and tests that want meta-schema
 * validation import `engine/core/ajv-meta.ts` and pass its validator to `loadJourney`.
 */
export * from './types.js';
export type * from './view-types.js';
export { JourneyError, JourneyLoadError, RuleEvaluationError } from './errors.js';
export { prepareRule, operationNames, truthy } from './rules/prepare.js';
export type { EvalContext, PreparedRule, RuleEnvironment, RuleLocation } from './rules/types.js';
export { monthsBetween, ageInYears, parseIsoDate, todayIso } from './rules/dates.js';
export { createStateModel, enumOf } from './state-model.js';
export type { StateModel, ModelEntry } from './state-model.js';
export { formatMessage, hasMessage, MissingMessageError, setMissingMessagePolicy } from './messages.js';
export type { MissingMessagePolicy } from './messages.js';
export { loadJourney, collectJourney } from './load.js';
export type { LoadOptions, LoadOutcome, FileValidator, JourneyFiles } from './load.js';
export { validateField, defaultMessageKey, isEmptyValue, FIELD_SCHEMA_KEYWORDS } from './validate-field.js';
export type { FieldValidator, FieldFailure } from './validate-field.js';
export { resolve, createUiState, pickFlow, evaluate, currentCardId } from './resolve.js';
export type { Evaluation } from './resolve.js';
export { runEffects } from './effects.js';
export type { EffectHost, PendingAction } from './effects.js';
export { createJourneyController } from './controller.js';
export { buildJourneyMetaSchema } from './meta-schema.js';
export {
  runScenario,
  listScenarios,
  flowForScenario,
  controllerForScenario,
  noticesShown,
  SCENARIO_TODAY,
} from './scenarios.js';
export { composeJourneyFiles } from './compose.js';
export { precomposeJourney } from './precompose.js';
export { journeyWidgetNames, uiSchemaWidgetNames } from './widget-names.js';
export type { ComposedCard } from './compose.js';
export { checkJourneyFiles, formatFault } from './check.js';
export type { CheckFault } from './check.js';
export type { ScenarioResult } from './scenarios.js';
