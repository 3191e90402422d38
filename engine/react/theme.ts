/**
 * The RJSF registry parts shared by every card: @rjsf/mui's templates (arrays, buttons ...) with the
 * engine's own field, object, title, description, error and help templates on top, and the SchemaField
 * wrapper that skips hidden fields. Module constants, so RJSF's registry keeps one identity.
 */
import { Templates as MuiTemplates } from '@rjsf/mui';
import type { RegistryFieldsType, TemplatesType } from '@rjsf/utils';
import { journeyTemplates } from './templates/templates.js';
import { JourneySchemaField } from './templates/SchemaField.js';

/** Templates passed to every card's Form. */
export const rjsfTemplates: Partial<TemplatesType> = { ...MuiTemplates, ...journeyTemplates };

/** Fields passed to every card's Form. */
export const rjsfFields: RegistryFieldsType = { SchemaField: JourneySchemaField };
