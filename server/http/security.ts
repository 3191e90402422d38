import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EARLY_PRESS_SCRIPT } from '../../contract/earlyPress.js';

/** The style nonce of each reply, made when its policy is written. */
const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * The `style-src` nonce of a reply (a fresh random value per reply): the page carries it for
 * MUI/emotion, whose style elements need it (src/theme/emotionCache.ts). Undefined when the reply has
 * no policy (an app built without the security headers, as some tests build it).
 */
export function styleNonceOf(reply: FastifyReply): string | undefined {
  return styleNonces.get(reply.raw);
}

/** The `style-src` source naming this reply's nonce (helmet calls it once per reply). */
function styleNonceSource(_req: IncomingMessage, res: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  styleNonces.set(res, nonce);
  return `'nonce-${nonce}'`;
}

/** The CSP source allowing exactly the early-press script (contract/earlyPress.ts): the hash of its text. */
const EARLY_PRESS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_PRESS_SCRIPT).digest('base64')}'`;

/**
 * The Content Security Policy. No `unsafe-eval` and no `unsafe-inline` script: the app's form
 * validators are precompiled at build time for this reason, and the one inline script, which holds
 * presses made before the app is live, is allowed by its hash alone. No inline style either:
 * MUI/emotion's style elements carry the reply's nonce, and everything else is a stylesheet of this
 * origin.
 */
const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", EARLY_PRESS_SCRIPT_SOURCE],
  styleSrc: ["'self'", styleNonceSource],
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
