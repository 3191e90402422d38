/**
 * Precompiles the JSON Schema validators of every journey card, section and variant into ES modules, so the
 * app validates with Ajv-generated code and never compiles a schema in the browser (no `new Function`, works
 * under a CSP without `unsafe-eval`). One module per journey file, so a page bundles only the validators of
 * the files it shows (a route imports the modules of its own journey folder: src/features/quote/journey.ts):
 *
 *   engine/generated/validators/<journey file path>.js   `validators` of that file's schema and sub-schemas
 *   engine/generated/validators.js (+ .d.ts)             every file's map merged, and `schemaSources`
 *                                                         (the staff preview, the tests)
 *
 * Why not `compileSchemaValidators` from @rjsf/validator-ajv8: it writes CommonJS, which the Vite dev server
 * refuses ("exports is not defined"), and Ajv's own `esm` option breaks on RJSF's internal schema ids. So we
 * build the same Ajv instance RJSF's ajv8 validator uses, give it every sub-schema RJSF's `schemaParser`
 * collects (RJSF asks for validators of `oneOf`/`anyOf` options and dependencies, keyed by their hash), let
 * Ajv write standalone code and turn that code into an ES module: the `require`s of Ajv's runtime helpers
 * become imports and the `exports[hash] = fn` lines become one exported map.
 *
 * Usage: `npm run journey:compile` (run by `build`, `test:unit` and dev). The output is gitignored.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { composeJourneyFiles } from '../engine/core/compose.js';

/** Repository root (this file lives in `scripts/`). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders searched for journey files whose schemas are precompiled, relative to the repository root. */
export const schemaRoots = ['journey', 'test/engine/fixtures/sample'];

/**
 * Where the index module is written, relative to the repository root; the per-file modules go in the folder
 * of the same name without `.js`.
 */
export const outputFile = 'engine/generated/validators.js';

/** The folder of the per-file modules of an index module (`x/validators.js` -> `x/validators`). */
export function moduleFolder(output: string): string {
  return output.replace(/\.js$/, '');
}

/** The per-file module of a journey file, relative to the module folder (`journey/a/b.json` -> `journey/a/b.js`). */
export function moduleName(file: string): string {
  return file.replace(/\.json$/, '.js');
}

/** A journey file that carries a form schema. */
export interface SchemaSource {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** The file's `id`, when it has one (for messages only). */
  id?: string;
  /** The static JSON Schema of the card's fields, exactly as in the file. */
  schema: RJSFSchema;
}

/** Files that are journey data but never carry a form schema; skipped without being parsed. */
function isSkipped(relPath: string): boolean {
  const name = relPath.split('/').pop() ?? '';
  return (
    name === 'journey.schema.json' ||
    name === 'settings.json' ||
    name === 'actions.json' ||
    name.endsWith('.scenarios.json') ||
    relPath.split('/').includes('messages')
  );
}

function walkJson(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walkJson(full, out);
    else if (entry.endsWith('.json')) out.push(full);
  }
}

/**
 * Finds every journey card under the given roots and gives its RESOLVED schema: cards that extend others
 * are composed first (engine/core's composition, the same the app's loader runs), templates are left out,
 * so the validator compiled is the one the app asks for. Flows, maps and other data have no schema.
 */
export function discoverSchemaSources(
  roots: string[] = schemaRoots,
  root: string = repoRoot,
): SchemaSource[] {
  const sources: SchemaSource[] = [];
  for (const r of roots) {
    const paths: string[] = [];
    walkJson(join(root, r), paths);
    const files: Record<string, unknown> = {};
    for (const full of paths) {
      const file = relative(join(root, r), full).split(sep).join('/');
      if (isSkipped(file) && !file.endsWith('.scenarios.json')) continue;
      try {
        files[file] = JSON.parse(readFileSync(full, 'utf8'));
      } catch (error) {
        throw new Error(`${r}/${file}: not valid JSON (${(error as Error).message})`, { cause: error });
      }
    }
    const { cards, faults } = composeJourneyFiles(files);
    if (faults.length > 0) throw new Error(faults.map((fault) => `${r}/${fault.message}`).join('\n'));
    for (const [file, { card }] of cards) {
      const schema = card.schema as unknown;
      if (!schema || typeof schema !== 'object' || Array.isArray(schema)) continue;
      sources.push({ file: `${r}/${file}`, id: card.id, schema: schema as RJSFSchema });
    }
  }
  return sources.sort((a, b) => a.file.localeCompare(b.file));
}

/** Rewrites Ajv's standalone CommonJS into an ES module that exports the validator map as `validators`. */
export function toEsModule(cjs: string): string {
  const specifiers = new Map<string, string>();
  const body = cjs
    .replace(/^"use strict";\s*/, '')
    .replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
      if (!specifiers.has(spec)) specifiers.set(spec, `__runtime${specifiers.size}`);
      return specifiers.get(spec)!;
    })
    .replace(/(^|[;}\s])exports\["/g, '$1__validators["')
    // A hash that is a valid identifier is written `exports.d42e255 = ...`.
    .replace(/(^|[;}\s])exports\.([A-Za-z_$][\w$]*)\s*=/g, '$1__validators["$2"] =');
  const leftover = /\brequire\(|\bmodule\.exports\b|(^|[;}\s])exports[.[]/.exec(body);
  if (leftover) {
    const at = body.slice(Math.max(0, leftover.index - 60), leftover.index + 60);
    throw new Error(`Unexpected CommonJS left in the standalone validator code: ...${at}...`);
  }
  const imports = [...specifiers].map(([spec, name]) => {
    // Node needs the file extension; the bundlers accept it too.
    const path = spec.endsWith('.js') ? spec : `${spec}.js`;
    return `import * as ${name}__ns from ${JSON.stringify(path)};\nconst ${name} = __cjs(${name}__ns);`;
  });
  return [
    GENERATED_NOTE,
    '/* eslint-disable */',
    ...imports,
    // Ajv's code reads `require(x).default` / `.fullFormats`, i.e. CommonJS `module.exports`. Node puts
    // `module.exports` on the namespace's `default`; Vite and Rollup spread it onto the namespace instead.
    'function __cjs(ns) { const d = ns.default; return d && typeof d === "object" && d.__esModule ? d : ns; }',
    'const __validators = {};',
    body,
    'export const validators = __validators;',
    'export default __validators;',
    '',
  ].join('\n');
}

const GENERATED_NOTE =
  '// Generated by scripts/compile-validators.ts from the journey files. Do not edit; run `npm run journey:compile`.';

/** The index module: every per-file module's map merged, and the source file of each root schema. */
export function indexModule(folder: string, modules: string[], roots: Record<string, string>): string {
  const imports = modules.map(
    (name, i) => `import { validators as v${i} } from ${JSON.stringify(`./${folder}/${name}`)};`,
  );
  return [
    GENERATED_NOTE,
    '/* eslint-disable */',
    ...imports,
    `export const validators = Object.assign({}, ${modules.map((_n, i) => `v${i}`).join(', ')});`,
    `/** Source journey file of each root schema, by schema hash. */`,
    `export const schemaSources = ${JSON.stringify(roots, null, 2)};`,
    'export default validators;',
    '',
  ].join('\n');
}

const declarations = `// Generated by scripts/compile-validators.ts. Do not edit.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
/** Precompiled Ajv validator functions of every journey schema and sub-schema, keyed by RJSF schema hash. */
export declare const validators: ValidatorFunctions;
/** Source journey file of each root schema, by schema hash. */
export declare const schemaSources: Record<string, string>;
export default validators;
`;

/** One journey file's compiled module. */
export interface CompiledFile {
  /** The journey file, relative to the repository root. */
  file: string;
  /** Its module's path relative to the module folder ({@link moduleName}). */
  module: string;
  /** The module's JavaScript. */
  js: string;
  /** Hash of the file's root schema. */
  rootHash: string | undefined;
  /** Number of validator functions (root schema and sub-schemas). */
  count: number;
}

/** Compiles one journey file's schema (and every sub-schema RJSF asks for) into its module. */
export function compileSource(source: SchemaSource): CompiledFile {
  let parsed: Record<string, RJSFSchema>;
  try {
    parsed = schemaParser(source.schema) as Record<string, RJSFSchema>;
  } catch (error) {
    throw new Error(`${source.file}: schema could not be parsed (${(error as Error).message})`, {
      cause: error,
    });
  }
  const rootHash = Object.keys(parsed).find((k) => parsed[k] && (parsed[k] as { $id?: string }).$id === k);
  const schemas = Object.values(parsed);
  // The same options as RJSF's compileSchemaValidatorsCode, minus line breaks (smaller bundle).
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, lines: false }, schemas });
  return {
    file: source.file,
    module: moduleName(source.file),
    js: toEsModule(standaloneCode(ajv)),
    rootHash,
    count: schemas.length,
  };
}

/** Compiles the given schemas: one module per file, the index over them, and the index's declarations. */
export function compileValidators(
  sources: SchemaSource[],
  folder = moduleFolder(outputFile).split('/').pop()!,
): { files: CompiledFile[]; index: string; dts: string; count: number } {
  const files = sources.map(compileSource);
  const roots: Record<string, string> = {};
  for (const f of files) if (f.rootHash) roots[f.rootHash] ??= f.file;
  const index = indexModule(
    folder,
    files.map((f) => f.module),
    roots,
  );
  return { files, index, dts: declarations, count: files.reduce((n, f) => n + f.count, 0) };
}

/** Every file under `dir`, relative to it with forward slashes. */
function listFiles(dir: string, out: string[] = [], base = dir): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(full, out, base);
    else out.push(relative(base, full).split(sep).join('/'));
  }
  return out;
}

/**
 * Discovers, compiles and writes the per-file modules and the index (`engine/generated/validators.js` + `.d.ts`),
 * and deletes the modules of journey files that are gone. Files are rewritten only when their content changes,
 * so a dev server does not reload for nothing. Returns a one-line summary. Tests pass their own folders and
 * output file to compile fixtures that the app must not bundle.
 */
export function writeValidators(
  root: string = repoRoot,
  roots: string[] = schemaRoots,
  output: string = outputFile,
): string {
  const sources = discoverSchemaSources(roots, root);
  const folder = moduleFolder(output);
  const { files, index, dts, count } = compileValidators(sources, folder.split('/').pop()!);
  const jsPath = join(root, output);
  const dtsPath = jsPath.replace(/\.js$/, '.d.ts');
  const writeIfChanged = (path: string, text: string) => {
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) writeFileSync(path, text);
  };
  const written = new Set(files.map((f) => f.module));
  for (const stale of listFiles(join(root, folder))) {
    if (!written.has(stale)) rmSync(join(root, folder, stale));
  }
  for (const f of files) writeIfChanged(join(root, folder, f.module), f.js);
  writeIfChanged(jsPath, index);
  writeIfChanged(dtsPath, dts);
  return `journey:compile: ${sources.length} journey schemas, ${count} validators -> ${folder}/ (one module per file) and ${output}`;
}

/**
 * A Vite plugin that recompiles the validators when the dev server starts or a journey JSON file changes,
 * for a `vite.config.ts` that wants dev to pick up new journey files without a restart.
 */
export function journeyValidatorsPlugin(): {
  name: string;
  buildStart(): void;
  handleHotUpdate(ctx: { file: string }): void;
} {
  return {
    name: 'journey-validators',
    buildStart() {
      console.log(writeValidators());
    },
    handleHotUpdate({ file }) {
      const rel = relative(repoRoot, file).split(sep).join('/');
      if (rel.endsWith('.json') && schemaRoots.some((r) => rel.startsWith(`${r}/`))) {
        try {
          console.log(writeValidators());
        } catch (error) {
          console.error((error as Error).message);
        }
      }
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    console.log(writeValidators());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
