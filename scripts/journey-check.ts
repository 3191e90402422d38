/**
 * `npm run journey:check [DIR]` (default `journey/`): the journey linter. Every journey file must
 * match the meta-schema (its widget names are those of the widget registries), compose (every
 * `extends` resolves, no cycle, every parameter supplied), every rule variable exist, every action
 * (journey/actions.json) and widget be registered, every compared literal be in its field's enum, every message key exist, no unlock
 * rule depend on a later step, no step be unreachable, and every scenario pass. Prints each fault as
 * `file: /json/path: message` and exits non-zero when there is any.
 *
 * A JSON file under DIR is a journey file when its `$schema` names journey.schema.json; others
 * (settings.json, messages/, actions.json) are data the journey uses, not journey files.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkJourneyFiles, formatFault, type CheckFault } from '../engine/core/check.js';
import type { JourneyFiles } from '../engine/core/load.js';
import { journeyListNames, journeyMetaValidator } from './journey-registries.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Read every journey file under `dir`, keyed by `/`-separated path relative to `dir`. */
export function readJourneyDir(dir: string): { files: JourneyFiles; faults: CheckFault[] } {
  const files: Record<string, unknown> = {};
  const faults: CheckFault[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!name.endsWith('.json') || name === 'journey.schema.json') continue;
      const path = relative(dir, full).split('\\').join('/');
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(full, 'utf8'));
      } catch (error) {
        faults.push({ file: path, path: '', message: `not valid JSON: ${(error as Error).message}` });
        continue;
      }
      const schemaRef = (data as { $schema?: unknown } | null)?.$schema;
      if (typeof schemaRef === 'string' && schemaRef.endsWith('journey.schema.json')) files[path] = data;
    }
  };
  walk(dir);
  return { files, faults };
}

/** The data a journey folder uses: its own messages/actions, else the app's under journey/. */
export function readJourneyData(dir: string): { messages: Record<string, string>; actionNames: string[] } {
  const pick = (name: string) =>
    existsSync(join(dir, name)) ? join(dir, name) : join(repoRoot, 'journey', name);
  const messages = JSON.parse(readFileSync(pick('messages/en-GB.json'), 'utf8')) as Record<string, string>;
  const actions = JSON.parse(readFileSync(pick('actions.json'), 'utf8')) as {
    actions: Record<string, string>;
  };
  return { messages, actionNames: Object.keys(actions.actions) };
}

/** Check a journey folder; faults carry paths relative to the repository root. */
export async function checkJourneyDir(dir: string): Promise<CheckFault[]> {
  const absolute = resolvePath(dir);
  const { files, faults } = readJourneyDir(absolute);
  const { messages, actionNames } = readJourneyData(absolute);
  faults.push(
    ...(await checkJourneyFiles(files, {
      messages,
      actionNames,
      listNames: journeyListNames(),
      validateFile: journeyMetaValidator(),
    })),
  );
  const prefix = relative(repoRoot, absolute).split('\\').join('/');
  return faults.map((fault) => ({ ...fault, file: prefix ? `${prefix}/${fault.file}` : fault.file }));
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? join(repoRoot, 'journey');
  const faults = await checkJourneyDir(dir);
  for (const fault of faults) console.error(formatFault(fault));
  const count = Object.keys(readJourneyDir(resolvePath(dir)).files).length;
  if (faults.length > 0) {
    console.error(`journey:check: ${faults.length} fault(s) in ${count} journey file(s)`);
    process.exit(1);
  }
  console.log(`journey:check: ${count} journey file(s) clean`);
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
