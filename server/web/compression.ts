import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's replies repeat (e.g. a quote's results, memoised per market version): each
     * distinct reply is compressed once and the bytes kept, see {@link installCompression}.
     */
    compressOnce?: boolean;
  }
}

/**
 * Replies smaller than this go out as they are: compressing them saves less than it costs.
 * @internal Exported for its unit test.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli quality of replies compressed as they are sent (11, the build's, is too slow per request). */
const BROTLI_QUALITY = 4;
/** The most replies whose compressed bytes {@link installCompression} keeps (oldest dropped first). */
const COMPRESSED_REPLIES_KEPT = 256;

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
 * gzip otherwise, with `Vary: Accept-Encoding`. Static files precompressed at build time already
 * carry their Content-Encoding and pass through untouched. A route whose replies repeat sets
 * `config: { compressOnce: true }`: each distinct reply's compressed bytes are kept (the last
 * {@link COMPRESSED_REPLIES_KEPT}), so a repeat costs a lookup instead of a compression. Request
 * bodies are not decompressed: the API takes plain JSON only. Register before the routes (it hooks
 * each route as it is added).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  const kept = new Map<string, Partial<Record<Encoding, Buffer>>>();
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (
      req.routeOptions.config?.compressOnce !== true ||
      typeof payload !== 'string' ||
      Buffer.byteLength(payload) < COMPRESSION_THRESHOLD_BYTES ||
      reply.hasHeader('content-encoding')
    )
      return payload;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (!encoding) return payload;
    let entry = kept.get(payload);
    if (!entry) {
      if (kept.size >= COMPRESSED_REPLIES_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(payload, (entry = {}));
    }
    const bytes = (entry[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(payload));
    reply.header('content-encoding', encoding);
    reply.header('content-length', bytes.length);
    return bytes;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
