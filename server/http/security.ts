import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy. No `unsafe-eval` and no inline script anywhere: the app's form
 * validators are precompiled at build time for this reason. Inline styles are allowed because
 * MUI/emotion injects style elements at run time.
 */
const contentSecurityPolicy = {
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

/**
 * Security headers on every reply (helmet): the CSP above, `X-Frame-Options: DENY` to match
 * `frame-ancestors 'none'`, and HSTS only when TLS is terminated in front (`TLS_TERMINATED`): the
 * server itself speaks plain HTTP on loopback, where HSTS would be wrong.
 */
export async function installSecurity(app: FastifyInstance, opts: { tlsTerminated: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    strictTransportSecurity: opts.tlsTerminated ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}

/**
 * `Cache-Control: no-store` on every reply of `scope` that does not set its own: API replies carry
 * addresses, meter numbers, names, contact and bank details, and tokens, which no browser or proxy
 * cache may keep. A route that answers something cacheable sets its own header.
 */
export function noStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
