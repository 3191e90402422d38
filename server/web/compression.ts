import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { KeptReply } from '../quotes/reply-cache.js';

/**
 * Replies smaller than this go out as they are: compressing them saves less than it costs.
 * @internal Exported for its unit test.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli quality of replies compressed as they are sent (11, the build's, is too slow per request). */
const BROTLI_QUALITY = 4;

type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli when the client accepts it, else gzip,
 * else none. A `q=0` refuses a coding; `*` accepts any not named.
 * @internal Exported for its unit test.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/**
 * Compresses every reply of a compressible type above {@link COMPRESSION_THRESHOLD_BYTES} (API JSON,
 * the app page, a static file that has no precompressed copy): brotli when the client accepts it,
 * gzip otherwise, with `Vary: Accept-Encoding`. Static files precompressed at build time, and
 * replies sent with {@link sendKeptReply}, already carry their Content-Encoding and pass through
 * untouched. Request bodies are not decompressed: the API takes plain JSON only. Register before
 * the routes (it hooks each route as it is added).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `text` compressed with `encoding` on libuv's thread pool, off the event loop. */
function compressed(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipAsync(text);
}

/**
 * The body to send for a kept reply (server/quotes/reply-cache.ts), which repeats: its compressed
 * bytes for the client's encoding, made once per reply and encoding (off the event loop, so other
 * requests go on meanwhile) and kept with the reply, so a repeat costs a lookup. Below
 * {@link COMPRESSION_THRESHOLD_BYTES}, or for a client that accepts no compression, the text.
 */
export async function sendKeptReply(
  req: FastifyRequest,
  reply: FastifyReply,
  kept: KeptReply,
): Promise<string | Buffer> {
  if (kept.bytes < COMPRESSION_THRESHOLD_BYTES) return kept.text;
  void reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding) return kept.text;
  let bytes = kept.compressed.get(encoding);
  if (!bytes) {
    bytes = compressed(kept.text, encoding);
    kept.compressed.set(encoding, bytes);
    // A failure is not kept: the next request tries again.
    bytes.catch(() => kept.compressed.delete(encoding));
  }
  const body = await bytes;
  void reply.header('content-encoding', encoding);
  return body;
}
