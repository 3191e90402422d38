/**
 * `npm run journey:schema`: writes journey/journey.schema.json from the engine's types and widget
 * registry (engine/core/meta-schema.ts). `--check` exits non-zero when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildJourneyMetaSchema } from '../engine/core/meta-schema.js';

const target = fileURLToPath(new URL('../journey/journey.schema.json', import.meta.url));
const text = `${JSON.stringify(buildJourneyMetaSchema(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file is out of date
  }
  if (current !== text) {
    console.error('journey/journey.schema.json is out of date: run npm run journey:schema');
    process.exit(1);
  }
  console.log('journey/journey.schema.json is up to date');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
