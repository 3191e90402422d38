/** Test helpers: build small journeys in memory and load the sample journey from disk. */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createMetaValidator } from '../../../engine/core/ajv-meta.js';
import { type Journey, type JsonObject } from '../../../engine/core/index.js';
import { loadJourney } from '../../../engine/core/load.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The engine fixtures' own message catalogue (not the app's: the app's texts change without touching
 * the engine's tests).
 */
export const messages = JSON.parse(
  readFileSync(`${root}test/engine/fixtures/sample/messages/en-GB.json`, 'utf8'),
) as Record<string, string>;

/** The app's message catalogue, for tests of the app's own journey under journey/. */
export const appMessages = JSON.parse(readFileSync(`${root}journey/messages/en-GB.json`, 'utf8')) as Record<
  string,
  string
>;

/** A card file with defaults filled in. */
export function card(id: string, properties: JsonObject, extra: JsonObject = {}): JsonObject {
  return { version: 1, id, title: id, schema: { type: 'object', properties }, ...extra };
}

/** Load journey files (path -> JSON) with the meta-schema and the real catalogue. */
export function load(files: Record<string, unknown>, actionNames?: string[]): Journey {
  return loadJourney(files, { messages, validateFile: createMetaValidator(), actionNames });
}

/** The sample journey under test/engine/fixtures/sample. */
export function loadSample(): Journey {
  const dir = `${root}test/engine/fixtures/sample`;
  const files: Record<string, unknown> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')))
    files[name] = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8'));
  return load(files);
}
