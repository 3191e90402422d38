/**
 * A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build
 * (JavaScript, CSS, JSON, SVG, HTML other than the page the server renders itself), at the highest levels:
 * done once per build, so the server only picks a file by the request's Accept-Encoding
 * (@fastify/static `preCompressed`, server/web/static.ts) and never compresses a static file per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Extensions of the text files that are precompressed. */
const COMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.html',
  '.txt',
  '.xml',
  '.webmanifest',
];

/** Whether a built file (path relative to the output folder) gets compressed copies. */
function isPrecompressed(file: string): boolean {
  // The server renders index.html per request (settings, page shell) and compresses that reply.
  if (file === 'index.html') return false;
  return COMPRESSED_EXTENSIONS.some((ext) => file.endsWith(ext));
}

/** Brotli at quality 11 (text mode) and gzip at level 9 of one file's bytes. */
function compressBoth(data: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz: gzipSync(data, { level: 9 }),
  };
}

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/**
 * Compresses every text file under `outDir`; returns how many files got copies.
 * @internal Exported for its unit test.
 */
export function precompressDir(outDir: string): number {
  let count = 0;
  for (const full of walk(outDir, [])) {
    const file = relative(outDir, full).split(sep).join('/');
    if (!isPrecompressed(file)) continue;
    const { br, gz } = compressBoth(readFileSync(full));
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gz);
    count++;
  }
  return count;
}

/** The plugin: runs after the bundle (and public/) is written, in production builds only. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const count = precompressDir(outDir);
      config.logger.info(`precompress: brotli and gzip copies of ${count} files`);
    },
  };
}
