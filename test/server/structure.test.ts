import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every relative import of a file (value and type-only, static and dynamic), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s+['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts')));
}

/** The import circles among `files`, each as the list of files around it. */
function circles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((i) => files.includes(i))]));
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const next of graph.get(f) ?? []) {
      if (state.get(next) === 'open')
        found.push(stack.slice(stack.indexOf(next)).map((p) => relative(root, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('server and contract structure', () => {
  const files = ['server', 'contract'].flatMap((d) => sourceFiles(join(root, d)));

  it('has no import circles (type-only imports count too)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(circles(files)).toEqual([]);
  });

  it('routes import what they share from server/http, never app.ts or another route', () => {
    const routes = files.filter((f) => f.includes(`${join('server', 'routes')}`));
    for (const f of routes) {
      for (const i of importsOf(f)) {
        expect(relative(root, i), relative(root, f)).not.toBe('server/app.ts');
        if (!f.endsWith('index.ts')) expect(dirname(i), relative(root, f)).not.toBe(dirname(f));
      }
    }
  });

  it('production code holds no test samples', () => {
    for (const f of files)
      expect(readFileSync(f, 'utf8'), relative(root, f)).not.toMatch(/ROUTE_CATALOGUE|RouteSample/);
  });
});
