/**
 * Builds the state model from the journey files: card fields, flow context variables and flow
 * derived values.
 */
import { createStateModel, enumOf, type ModelEntry, type StateModel } from './state-model.js';
import type { JourneyFile } from './types.js';

/** Collect every declared name from the files. */
export function collectModel(files: ReadonlyArray<{ path: string; file: JourneyFile }>): StateModel {
  const entries: ModelEntry[] = [];
  for (const { path, file } of files) {
    if (file.kind === 'flow') {
      for (const [name, decl] of Object.entries(file.context ?? {})) {
        entries.push({ name, kind: 'context', type: decl.type, enum: decl.enum, file: path });
      }
      for (const name of Object.keys(file.derived ?? {})) entries.push({ name, kind: 'derived', file: path });
    } else if (file.kind !== 'variantMap' && file.kind !== 'conditions') {
      for (const [name, schema] of Object.entries(file.schema?.properties ?? {})) {
        entries.push({ name, kind: 'field', type: schema.type, enum: enumOf(schema), file: path });
      }
    }
  }
  return createStateModel(entries);
}
