/**
 * A Vite plugin serving `virtual:precomposed-journey/<folder>`: every JSON file under `journey/<folder>/`,
 * keyed `<folder>/<path>` as the loader expects, with its cards composed ahead of time by engine/core's
 * `precomposeJourney` (see engine/core/precompose.ts for why). The files are watched, so `npm run dev`
 * reloads a card edited by hand; a composition fault fails the build with the file and path that
 * caused it. The app gets what it runs on only: no scenarios (files or inline: the tests and the staff
 * preview, which bundles the journey files itself, read them) and no `$comment` (notes for authors);
 * and as a JSON.parse of one string, which the browser parses several times faster than the same
 * data written as a JavaScript object literal (about 100 KB each for the quote and sign-up).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { precomposeJourney } from '../../engine/core/precompose.js';

const PREFIX = 'virtual:precomposed-journey/';
const RESOLVED = `\0${PREFIX}`;
const journeyRoot = fileURLToPath(new URL('../../journey/', import.meta.url));

function jsonFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) jsonFiles(full, out);
    else if (entry.endsWith('.json')) out.push(full);
  }
  return out;
}

/**
 * The precomposed files of `journey/<folder>/` and the paths read (to watch). Throws on a fault.
 * @internal Exported for its unit test.
 */
export function precomposedFolder(folder: string): { files: Record<string, unknown>; read: string[] } {
  if (!/^[a-z][a-z0-9-]*$/.test(folder)) throw new Error(`not a journey folder name: "${folder}"`);
  const read = jsonFiles(join(journeyRoot, folder));
  if (read.length === 0) throw new Error(`journey/${folder}/ holds no journey files`);
  const raw: Record<string, unknown> = {};
  for (const full of read) {
    raw[relative(journeyRoot, full).split(sep).join('/')] = JSON.parse(readFileSync(full, 'utf8'));
  }
  const { files, faults } = precomposeJourney(raw);
  if (faults.length > 0) throw new Error(faults.map((f) => f.message).join('\n'));
  return { files: files as Record<string, unknown>, read };
}

/**
 * What the app runs on of the precomposed files: scenario files, `scenarios` entries and `$comment`
 * notes left out.
 * @internal Exported for its unit test.
 */
export function runtimeFiles(files: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown, top: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, false));
    if (typeof value !== 'object' || value === null) return value;
    const kept = Object.entries(value).filter(([key]) => key !== '$comment' && !(top && key === 'scenarios'));
    return Object.fromEntries(kept.map(([key, item]) => [key, strip(item, false)]));
  };
  const isScenarios = (file: unknown) => (file as { kind?: unknown } | null)?.kind === 'scenarios';
  return Object.fromEntries(
    Object.entries(files)
      .filter(([, file]) => !isScenarios(file))
      .map(([path, file]) => [path, strip(file, true)]),
  );
}

/** The plugin (used by the app build, `npm run dev` and the unit tests). */
export function precomposedJourney(): Plugin {
  return {
    name: 'precomposed-journey',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const { files, read } = precomposedFolder(id.slice(RESOLVED.length));
      for (const path of read) this.addWatchFile(path);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(runtimeFiles(files)))});\n`;
    },
  };
}
