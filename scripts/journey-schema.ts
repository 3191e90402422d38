/**
 * `npm run journey:schema`: writes, from the one description of the journey format
 * (engine/core/meta-schema.ts),
 * - `journey/journey.schema.json`, the meta-schema, with the widget names of the registries
 *   (engine/react's and the app's: see scripts/journey-registries.ts);
 * - `engine/core/journey-format.ts`, the TypeScript types of the format.
 * `--check` exits non-zero when either is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { buildJourneyMetaSchema } from '../engine/core/meta-schema.js';
import { journeyWidgetNames } from './journey-registries.js';
import { printJourneyTypes } from './journey-types.js';

const schemaFile = fileURLToPath(new URL('../journey/journey.schema.json', import.meta.url));
const typesFile = fileURLToPath(new URL('../engine/core/journey-format.ts', import.meta.url));

/** The two generated files' paths and texts. */
export async function generatedJourneyFiles(): Promise<Array<{ path: string; text: string }>> {
  const config = (await prettier.resolveConfig(typesFile)) ?? {};
  const metaSchema = buildJourneyMetaSchema({ widgetNames: journeyWidgetNames() });
  const types = printJourneyTypes(buildJourneyMetaSchema(), 'scripts/journey-schema.ts');
  return [
    {
      path: schemaFile,
      text: await prettier.format(JSON.stringify(metaSchema), { ...config, filepath: schemaFile }),
    },
    { path: typesFile, text: await prettier.format(types, { ...config, filepath: typesFile }) },
  ];
}

async function main(): Promise<void> {
  const files = await generatedJourneyFiles();
  if (process.argv.includes('--check')) {
    const stale = files.filter(({ path, text }) => {
      try {
        return readFileSync(path, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    for (const { path } of stale) console.error(`${path} is out of date: run npm run journey:schema`);
    if (stale.length > 0) process.exit(1);
    console.log('journey.schema.json and engine/core/journey-format.ts are up to date');
    return;
  }
  for (const { path, text } of files) {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
