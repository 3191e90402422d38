/**
 * A route's extra JavaScript read from the build manifest: the bundle section's fallback for a route
 * that needs the journey's data (sign-up a switch key, switch complete a completed switch, the carbon
 * pages a customer id) and still landed elsewhere when opened (no session could be made through the
 * API, or the page refused it), where the browser measurement would count the page it landed on. The
 * route's page module is found in `dist/.vite/manifest.json` and its chunks are followed through
 * static and dynamic imports (every lazy widget of the registry included: an upper bound of what the
 * page can load), less what the first page already loaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The page module of each route that needs the journey's data (see src/router/router.tsx). */
export const DATA_ROUTE_MODULES: Record<string, string> = {
  personalDetails: 'src/features/signup/PersonalDetailsPage.tsx',
  switchComplete: 'src/features/complete/SwitchCompletePage.tsx',
  carbonOffset: 'src/features/carbon/CarbonOffsetPage.tsx',
  carbonOffsetProcess: 'src/features/carbon/CarbonOffsetProcessPage.tsx',
};

function gzipSize(distDir: string, file: string): number {
  const gz = join(distDir, `${file}.gz`);
  if (existsSync(gz)) return readFileSync(gz).length;
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}

/**
 * The JS files (as `/assets/...` URLs) a route's page module can load that `alreadyLoaded` does
 * not hold, with their total gzip bytes. Throws when the module is not in the manifest: a renamed
 * page must not silently measure as 0.
 */
export function manifestExtra(
  distDir: string,
  pageModule: string,
  alreadyLoaded: Set<string>,
): { files: string[]; gzip: number } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not in the build manifest`);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const url = `/${chunk.file}`;
    if (chunk.file.endsWith('.js') && !alreadyLoaded.has(url)) files.push(chunk.file);
    for (const k of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(k);
  };
  visit(pageModule);
  return { files, gzip: files.reduce((n, f) => n + gzipSize(distDir, f), 0) };
}

/**
 * The JS files (as `/assets/...` URLs) of `module` and its static imports that the app's entry and
 * `appModule` (with theirs) do not load: what loading `module` adds. Throws when either is not in the
 * manifest.
 */
export function moduleFiles(distDir: string, module: string, appModule: string): Set<string> {
  const app = new Set([...importedFiles(distDir, 'index.html'), ...importedFiles(distDir, appModule)]);
  return new Set([...importedFiles(distDir, module)].filter((f) => !app.has(f)));
}

function importedFiles(distDir: string, module: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const k of chunk.imports ?? []) visit(k);
  };
  visit(module);
  return files;
}
