/**
 * The RJSF registry parts shared by every card: the engine's own field, object, title, description,
 * error and help templates, and the SchemaField wrapper that skips hidden fields. Module constants, so
 * RJSF's registry keeps one identity. @rjsf/mui's templates are not used: every template a journey card
 * renders is the engine's (journey schemas have no arrays, additional properties or schema choices,
 * whose templates were all @rjsf/mui still gave), and importing them bundled MUI's icon buttons, grid
 * and paper into every page.
 */
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { journeyTemplates } from './templates/templates.js';
import { JourneySchemaField } from './templates/SchemaField.js';

/** Templates passed to every card's Form. */
export const rjsfTemplates: Partial<TemplatesType> = journeyTemplates;

/** Fields passed to every card's Form. */
export const rjsfFields: RegistryFieldsType = { SchemaField: JourneySchemaField };
