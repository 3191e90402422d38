/** Loader (being filled in). */
import type { Journey, MessageCatalogue } from './view-types.js';
/** Journey files by path (relative to the journey folder), parsed JSON. */
export type JourneyFiles = Readonly<Record<string, unknown>>;
/** Meta-schema validation of one file: faults as JSON Pointer + message. Injected so browsers skip Ajv. */
export type FileValidator = (path: string, data: unknown) => ReadonlyArray<{ path: string; message: string }>;
/** Options for loadJourney. */
export interface LoadOptions {
  messages?: MessageCatalogue;
  validateFile?: FileValidator;
  actionNames?: readonly string[];
}
/** Load, check and prepare a journey. Throws JourneyLoadError naming file and JSON path. */
export function loadJourney(_files: JourneyFiles, _options: LoadOptions = {}): Journey {
  throw new Error('not implemented yet');
}
