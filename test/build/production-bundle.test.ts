/**
 * What the production bundle must and must not hold. It must run under a Content Security Policy
 * without `unsafe-eval`: no `new Function(`, no `eval(`, no `Function("...")` of a string, and no Ajv
 * (its compiler is exactly what would bring `new Function` back; RJSF's questions are answered by the
 * core, engine/react/coreValidator.ts). And the first page must get only the first part of the
 * message catalogue (src/i18n/catalogueParts.ts), naming no key of the later one.
 * Builds the app into a temporary folder, so it does not depend on (or disturb) `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATER_SEGMENTS, isLaterKey } from '../../src/i18n/catalogueParts.js';
import catalogue from '../../journey/messages/en-GB.json';

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

/** The files (relative to the build folder) the first page loads: the entry, the app, the quote form. */
function firstPageFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const k of chunk.imports ?? []) visit(k);
  };
  // The quote form's cards are a deferred area, loaded at the first interaction: still the first
  // page's, and shown with its texts, so their chunk must hold no later key either.
  for (const key of [
    'index.html',
    'src/boot.tsx',
    'src/features/quote/QuoteFormPage.tsx',
    'src/features/quote/QuoteFormArea.tsx',
  ])
    visit(key);
  return files;
}

describe("the message catalogue's parts", () => {
  const keys = Object.keys(catalogue);
  /** A string in code that starts as a later key does: `"results.`, `'signup.`, `` `carbon.``. */
  const laterName = new RegExp(`["'\`](${LATER_SEGMENTS.join('|')})\\.[\\w.#=$\\{-]*`, 'g');

  it('the first page gets the first part only, and names no key of the later one', () => {
    const first = firstPageFiles();
    const code = bundle.filter((b) => first.has(b.file.split(sep).join('/')));
    expect(code.length).toBe(first.size);
    const text = code.map((b) => b.code).join('\n');
    // The first part is here (the quote form's texts), and no text of the later part.
    const firstKey = keys.find((k) => k.startsWith('quote.'))!;
    expect(text).toContain(JSON.stringify(firstKey).slice(0, -1));
    const named = code.flatMap((b) => [...b.code.matchAll(laterName)].map((m) => `${b.file}: ${m[0]}`));
    expect(named).toEqual([]);
  });

  it('the later part is a chunk of its own holding every later key', () => {
    const later = bundle.filter((b) =>
      keys.filter(isLaterKey).every((k) => b.code.includes(JSON.stringify(k).slice(1, -1))),
    );
    expect(later.map((b) => b.file)).toHaveLength(1);
    expect(firstPageFiles().has(later[0].file.split(sep).join('/'))).toBe(false);
  });
});
