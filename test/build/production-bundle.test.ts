/**
 * The production bundle must run under a Content Security Policy without `unsafe-eval`: no
 * `new Function(`, no `eval(`, no `Function("...")` of a string, and no Ajv (its compiler is exactly what
 * would bring `new Function` back; RJSF's questions are answered by the core, engine/react/coreValidator.ts).
 * Builds the app into a temporary folder, so it does not depend on (or disturb) `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let outDir = '';
let bundle: Array<{ file: string; code: string }> = [];

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? jsFiles(full) : /\.(m?js)$/.test(name) ? [full] : [];
  });
}

/** Every match of `pattern` in the bundle, with a little context, for a readable failure. */
function findAll(pattern: RegExp): string[] {
  const hits: string[] = [];
  for (const { file, code } of bundle) {
    for (const m of code.matchAll(pattern))
      hits.push(`${file}: ...${code.slice(Math.max(0, m.index - 50), m.index + 60)}...`);
  }
  return hits;
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'no-eval-build-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  bundle = jsFiles(outDir).map((file) => ({
    file: file.slice(outDir.length + 1),
    code: readFileSync(file, 'utf8'),
  }));
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('production bundle', () => {
  it('has JavaScript to check, including the form engine', () => {
    expect(bundle.length).toBeGreaterThan(0);
    // The form engine's RJSF validator must be in the bundle (its message survives minification), or this
    // test would prove nothing about what the forms run.
    expect(findAll(/journey cards are validated by the core/g).length).toBeGreaterThan(0);
  });

  it('contains no new Function(', () => {
    expect(findAll(/\bnew\s+Function\s*\(/g)).toEqual([]);
  });

  it('contains no eval(', () => {
    // `.eval(` of some object (e.g. a library method named eval) is not the global eval.
    expect(findAll(/(?<![\w$.])eval\s*\(/g)).toEqual([]);
  });

  it('calls Function( only in the global-object fallback idiom `Function("return this")`, never with code', () => {
    const calls = findAll(/(?<![\w$.])Function\s*\(/g);
    const withCode = calls.filter((hit) => !/Function\s*\(\s*(["'`])return this\1\s*\)/.test(hit));
    expect(withCode).toEqual([]);
  });

  it('does not bundle the markdown parser RJSF imports (engine/react/plainMarkdown.tsx stands in)', () => {
    // Option names only markdown-to-jsx's parser has; they survived minification in the bundle it was in.
    expect(findAll(/evalUnserializableExpressions|disableAutoLink/g)).toEqual([]);
  });

  it('bundles no Ajv: neither its compiler nor code it generated', () => {
    // Strings only Ajv's compiler (ajv/dist/compile, core.js) contains, and the `schemaPath` every error of
    // Ajv-generated code carries.
    expect(
      findAll(
        /schema with key or id "|ajv implementation error|strict mode: unknown keyword|schemaPath:[`"']#\//g,
      ),
    ).toEqual([]);
  });
});
