/**
 * The app bundles no markdown parser: vite.config.ts points RJSF's `markdown-to-jsx/react` at a plain-text
 * stand-in (engine/react/plainMarkdown.tsx). That is right only while no journey file asks RJSF for
 * markdown; a file that does would silently show its asterisks and brackets, so it fails here instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MARKDOWN_OPTIONS = /"(ui:)?enableMarkdownIn(Description|Help)"/;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? jsonFiles(full) : name.endsWith('.json') ? [full] : [];
  });
}

describe('markdown in journey texts', () => {
  it('is asked for by no journey file (the bundle renders descriptions and help as plain text)', () => {
    const files = [
      ...jsonFiles('journey'),
      ...jsonFiles(join('test', 'engine', 'fixtures', 'sample')),
    ].filter((f) => !f.endsWith('journey.schema.json'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => MARKDOWN_OPTIONS.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
