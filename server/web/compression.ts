import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses every reply of a compressible type above {@link COMPRESSION_THRESHOLD_BYTES} (API JSON,
 * the app page, a static file that has no precompressed copy): brotli when the client accepts it,
 * gzip otherwise, with `Vary: Accept-Encoding`. Static files precompressed at build time already
 * carry their Content-Encoding and pass through untouched. Request bodies are not decompressed:
 * the API takes plain JSON only. Register before the routes (it hooks each route as it is added).
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
