/**
 * The sign-up journey as the server reads it: every journey file of `journey/signup/` (the files the
 * page is built from) and the message catalogue, loaded and checked once by `engine/core`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Journey } from '../../engine/core/index.js';
import { loadJourney } from '../../engine/core/load.js';

/** The repository's `journey/` folder. */
const JOURNEY_DIR = fileURLToPath(new URL('../../journey/', import.meta.url));

let journey: Journey | null = null;

/** The sign-up journey (loaded on first use; a broken journey file fails loudly at that point). */
export function signUpJourney(): Journey {
  if (journey) return journey;
  const files: Record<string, unknown> = {};
  const dir = join(JOURNEY_DIR, 'signup');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.json')) files[`signup/${name}`] = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  }
  const messages = JSON.parse(readFileSync(join(JOURNEY_DIR, 'messages', 'en-GB.json'), 'utf8')) as Record<
    string,
    string
  >;
  journey = loadJourney(files, { messages });
  return journey;
}
