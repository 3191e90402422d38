import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_ROUTE_MODULES, manifestExtra } from '../../scripts/bench/manifestExtra';

function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  const manifest = {
    'src/Page.tsx': { file: 'assets/Page.js', imports: ['_shared.js'], dynamicImports: ['src/Lazy.tsx'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['_first.js'] },
    '_first.js': { file: 'assets/first.js' },
    'src/Lazy.tsx': { file: 'assets/Lazy.js', imports: ['_shared.js'] },
  };
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const f of ['Page', 'shared', 'first', 'Lazy'])
    writeFileSync(join(dir, `assets/${f}.js`), `export const ${f} = "${f.repeat(200)}";`);
  return dir;
}

describe('bench: a route extra from the build manifest', () => {
  it('follows static and dynamic imports once each, less what the first page loaded', () => {
    const dir = dist();
    const extra = manifestExtra(dir, 'src/Page.tsx', new Set(['/assets/first.js']));
    expect(extra.files.sort()).toEqual(['assets/Lazy.js', 'assets/Page.js', 'assets/shared.js']);
    expect(extra.gzip).toBeGreaterThan(0);
  });

  it('throws for a page module the build does not have (a renamed page must not measure 0)', () => {
    expect(() => manifestExtra(dist(), 'src/Renamed.tsx', new Set())).toThrow(/not in the build manifest/);
  });

  it('names the page modules of the routes that need the journey data', () => {
    expect(Object.keys(DATA_ROUTE_MODULES)).toEqual([
      'personalDetails',
      'switchComplete',
      'carbonOffset',
      'carbonOffsetProcess',
    ]);
  });
});
