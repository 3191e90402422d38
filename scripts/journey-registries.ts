/**
 * What the journey linter and the meta-schema take from the app's registries: the widget names a
 * uiSchema may use (engine/react's built-in widgets plus the app's) and the names of the lists the app
 * serves (`ui:options.list`). engine/core names no widget and no list.
 */
import { createMetaValidator } from '../engine/core/ajv-meta.js';
import type { FileValidator } from '../engine/core/load.js';
import { buildJourneyMetaSchema } from '../engine/core/meta-schema.js';
import { QUOTE_LIST_NAMES } from '../src/features/quote/lists.js';
import { SIGNUP_LIST_NAMES } from '../src/features/signup/list-names.js';
import { createAppWidgetRegistry } from '../src/widgets/registry.js';

/** Every widget name the registries hold, sorted. */
export function journeyWidgetNames(): string[] {
  return createAppWidgetRegistry().names();
}

/** Every list name the app serves. */
export function journeyListNames(): string[] {
  return [...QUOTE_LIST_NAMES, ...SIGNUP_LIST_NAMES].sort();
}

let validator: FileValidator | undefined;

/** The meta-schema validator with the registries' widget names (built once). */
export function journeyMetaValidator(): FileValidator {
  validator ??= createMetaValidator(buildJourneyMetaSchema({ widgetNames: journeyWidgetNames() }));
  return validator;
}
