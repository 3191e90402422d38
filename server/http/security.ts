import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy. No `unsafe-eval` and no inline script anywhere: the app's form
 * validators are precompiled at build time for this reason. Inline styles are allowed because
 * MUI/emotion injects style elements at run time.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Security headers on every reply, and a per-address rate limit unless it is turned off (0). */
export async function installSecurity(app: FastifyInstance, rateLimitPerMinute: number): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // served over plain HTTP on loopback; a TLS proxy in front sets it
  });
  if (rateLimitPerMinute > 0) {
    await app.register(rateLimit, { max: rateLimitPerMinute, timeWindow: '1 minute' });
  }
}
