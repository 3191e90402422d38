/**
 * Route paths are declared once, in `contract/api/routes.ts` (issue 9 B.5): the app, the server,
 * the tests and the bench scripts call them through `API_ROUTES` and friends, never by a path typed
 * again in a string, so a renamed route cannot leave a caller (or a test) asking for the old path.
 * Comments may still name a path; globs such as `**\/request/til` are patterns, not paths.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_API_ROUTES, ROOT_ROUTES, relativePath } from '../../../contract/api/routes';

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file's code without its comments (a rough cut: enough for string literals that hold a path). */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A string literal whose text is a declared route path, with or without its leading slash or `/api`. */
const routePaths = [...ALL_API_ROUTES, ...Object.values(ROOT_ROUTES)].map((r) =>
  relativePath(r.path.replace(/\/:\w+.*$/, '')),
);
const literal = /(['"`])\/?(?:api\/)?([a-z][\w/-]*)\1/g;

describe('route paths declared once (contract/api/routes.ts)', () => {
  it('no file of the app, the engine, the server, the tests or the scripts types a route path as a string', () => {
    const found: string[] = [];
    for (const dir of ['src', 'engine/core', 'engine/react', 'server', 'test', 'scripts']) {
      for (const file of sourceFiles(dir)) {
        for (const match of codeOf(file).matchAll(literal)) {
          // A one-word path (`/ready`, `/metrics`) counts only with its slash: the bare word is just
          // as likely a state's name ('ready').
          const slashed = /^(['"`])\/|api\//.test(match[0]);
          if (routePaths.includes(match[2]) && (slashed || match[2].includes('/')))
            found.push(`${file}: ${match[0]}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
