/**
 * What the journey linter and the meta-schema take from the app's registries: the widget names a
 * uiSchema may use (engine/react's built-in widgets plus the app's). engine/core names no widget.
 */
import { createMetaValidator } from '../engine/core/ajv-meta.js';
import type { FileValidator } from '../engine/core/load.js';
import { buildJourneyMetaSchema } from '../engine/core/meta-schema.js';
import { createAppWidgetRegistry } from '../src/features/quote/widgets/registry.js';

/** Every widget name the registries hold, sorted. */
export function journeyWidgetNames(): string[] {
  return createAppWidgetRegistry().names();
}

let validator: FileValidator | undefined;

/** The meta-schema validator with the registries' widget names (built once). */
export function journeyMetaValidator(): FileValidator {
  validator ??= createMetaValidator(buildJourneyMetaSchema({ widgetNames: journeyWidgetNames() }));
  return validator;
}
