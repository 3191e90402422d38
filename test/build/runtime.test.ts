/**
 * The project runs on its own pinned Node (the `node-linux-*` package of package.json's
 * optionalDependencies, linked as node_modules/.bin/node), whatever Node the machine has: these
 * tests say which Node ran them and check every installed package against that runtime, the check
 * npm's own EBADENGINE warning makes against the Node that runs npm instead (see .npmrc).
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface PackageJson {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string } };
  optionalDependencies: Record<string, string>;
}
interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const runtimePackages = Object.entries(pkg.optionalDependencies).filter(([name]) =>
  /^node-(linux|darwin|win)-/.test(name),
);
const pinned = runtimePackages[0]?.[1] ?? '';

describe('the pinned Node runtime', () => {
  it('runs these tests', () => {
    console.log(`tests ran on Node ${process.version} (${process.execPath})`);
    const platformPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
    if (pkg.optionalDependencies[platformPackage]) {
      // A platform the project ships a runtime for: npm's PATH puts node_modules/.bin/node first.
      expect(process.version).toBe(`v${pinned}`);
    } else {
      // Elsewhere docs/decisions/0032-node-24-pinned-by-the-project.md asks for a system Node of the supported range.
      expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
    }
  });

  it('is one version on every platform, inside the supported range', () => {
    expect(runtimePackages.length).toBeGreaterThan(0);
    for (const [name, version] of runtimePackages) {
      expect(version, name).toBe(pinned); // exact, so every machine runs the same Node
    }
    expect(semver.satisfies(pinned, pkg.engines.node)).toBe(true);
    expect(semver.major(pinned)).toBe(24);
  });

  it('is the runtime every locked package supports', () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([path]) => path.startsWith('node_modules/'))
      .map(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return { name: path.replace(/^.*node_modules\//, ''), version: entry.version, range };
      })
      .filter(({ range }) => range && !semver.satisfies(pinned, range, { includePrerelease: true }))
      .map(({ name, version, range }) => `${name}@${version} wants node ${range}`);
    expect(unsupported).toEqual([]);
  });

  it('is what npm may run on: npm itself needs only the older Node the machine has', () => {
    // devEngines is what runs npm (and makes npm skip the root's own engines check, which is about
    // the runtime, not the installer); a fresh machine with Node 20.19+ can install and run.
    expect(pkg.devEngines.runtime.name).toBe('node');
    expect(semver.satisfies('20.19.0', pkg.devEngines.runtime.version)).toBe(true);
  });
});
